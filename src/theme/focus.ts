import type { Components, Theme } from '@mui/material/styles';

/**
 * WCAG 2.2 focus appearance (2.4.13): every focus indicator is a solid ring at least 2 px thick, 3:1 against the
 * colours around it. The ring sits 2 px outside the control, so what surrounds it is the surface the control is
 * on, never the control itself: the brand teal (6:1 or more on white and on the light tints we use). A dark
 * surface (the footer, a filled alert) sets `--focus-ring-color` to white for what it holds.
 */
export const FOCUS_RING_COLOR = '#0b6e69';
export const FOCUS_RING_WIDTH = 2;

export const ring = {
  outline: `${FOCUS_RING_WIDTH}px solid var(--focus-ring-color, ${FOCUS_RING_COLOR})`,
  outlineOffset: 2,
} as const;

/** Inside a box that clips what overflows it (a menu, the tab strip, a drawer): the ring is drawn inside. */
const insetRing = { '&.Mui-focusVisible': { ...ring, outlineOffset: -FOCUS_RING_WIDTH - 1 } } as const;

/** Surfaces dark enough that the teal ring would not show on them. */
export const onDarkSurface = { '--focus-ring-color': '#ffffff' } as const;

/** Anything focusable by keyboard (links, elements with a tabindex), with or without MUI: for the baseline. */
export const focusBaseline = { ':focus-visible': ring } as const;

/** The text fields show focus with their own 2 px border in the brand colour: for `InputBase`'s input. */
export const focusInput = { '&:focus-visible': { outline: 'none' } } as const;

/** The focus styles of MUI's components (the baseline's and `InputBase`'s are set with others in ./theme.ts). */
export const focusComponents: Components<Theme> = {
  // MUI's controls: a checkbox, radio or switch focuses a hidden input, so the ring goes on the visible part,
  // which MUI marks `.Mui-focusVisible`. MuiButtonBase's ring is set with its pressed style in ./theme.ts (the
  // ripple is off: ./press.ts).
  MuiTab: { styleOverrides: { root: insetRing } },
  MuiMenuItem: { styleOverrides: { root: insetRing } },
  MuiListItemButton: { styleOverrides: { root: insetRing } },
  // A checkbox's or radio's ring stays inside its round touch area: outside it, it ran over the label's first
  // letter.
  MuiCheckbox: {
    styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -FOCUS_RING_WIDTH - 1 } } },
  },
  MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -FOCUS_RING_WIDTH - 1 } } } },
  // A switch clips what overflows its track; its ring goes round the thumb, so it must not be clipped.
  MuiSwitch: { styleOverrides: { root: { overflow: 'visible' } } },
  MuiAlert: { variants: [{ props: { variant: 'filled' }, style: onDarkSurface }] },
};
