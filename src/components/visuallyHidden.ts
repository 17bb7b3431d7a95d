/**
 * Styles that hide an element on screen but keep it for screen readers (a live region, a hidden label). Sizes
 * are strings: MUI's `sx` reads a number up to 1 as a fraction, so `width: 1` would be 100 % of the page, and
 * an absolutely placed box that wide makes the page scroll sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
