import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://host`) for absolute URLs (canonical, hreflang): the browser's own, or the one the
 * server was asked for while rendering a page (it provides it; there is no `window` there).
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  return provided ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
