/** The header's height (px): the sticky bar every page has; overlays anchored at the top go below it. */
export const HEADER_HEIGHT = 64;
