import { type MouseEvent, useCallback, useState } from 'react';

/**
 * State for a dropdown whose content is code-split: `mounted` turns true on the first open and stays true, so
 * the lazy chunk loads once and the menu can animate closed.
 */
export function useMenuAnchor<T extends HTMLElement = HTMLElement>() {
  const [anchorEl, setAnchorEl] = useState<T | null>(null);
  const [mounted, setMounted] = useState(false);
  const open = useCallback((event: MouseEvent<T>) => {
    setAnchorEl(event.currentTarget);
    setMounted(true);
  }, []);
  const close = useCallback(() => setAnchorEl(null), []);
  return { anchorEl, isOpen: anchorEl !== null, mounted, open, close };
}
