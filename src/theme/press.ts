/**
 * A press shows with CSS alone: MUI's ripple is off for every control (`MuiButtonBase`, src/theme/theme.ts). On
 * pointerdown the ripple inserted its styles and then measured the control, which made the browser recompute
 * the whole page's style and layout inside the tap, before the tap's own work (the first tab switch on
 * /appointments: docs/performance-field.md). A pressed control is shaded instead, over its own background and
 * under its content, whatever its colour or shape; the focus ring (./focus.ts) never depended on the ripple.
 */
export const pressedStyle = {
  '&:active:not(.Mui-disabled)': { boxShadow: 'inset 0 0 0 100vmax rgba(0, 0, 0, 0.08)' },
} as const;
