/**
 * Styles that hide an element on screen but keep it for screen readers (a live region, a hidden label). In
 * pixels as strings: in MUI's `sx` a bare 1 means 100% and a margin of -1 one spacing unit, which made the
 * hidden box as big as the page it sits in (WebKit counts it in the page's width: a phone scrolled sideways).
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
