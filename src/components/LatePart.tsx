import {
  type ComponentType,
  createElement,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { loadChunk } from '../lib/chunks';
import { LATE_PART_ATTRIBUTE, latePartCommitted } from '../lib/lateParts';

const attribute = { [LATE_PART_ATTRIBUTE]: '' };

/**
 * A lazy part of a page the server renders (src/lib/lateParts.ts): its own Suspense boundary, and an element
 * around it that tells the early-input replay when React has committed it, so a click made on the server's HTML
 * before is made again then and not lost. The element takes no room of its own (`display: contents`).
 *
 * Memoized, and given elements that never change (module constants): while its code has not come, the boundary
 * is still the server's HTML, and React replaces that HTML with the fallback when the boundary is rendered
 * again (the store catching up right after hydration re-renders the header). Left alone, it keeps the server's
 * HTML, and the click made on it, until the code comes.
 */
export const LatePart = memo(function LatePart({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <div {...attribute} ref={latePartCommitted} style={{ display: 'contents' }}>
        {children}
      </div>
    </Suspense>
  );
});

/** When a late part's code failed while the browser thought it was online, it is tried again this much later. */
const RETRY_ONLINE_MS = 30_000;

/**
 * The component of a late part, loaded lazily. A part the page can do without (the footer, the header's menus,
 * the home page's offers and reviews, and what only decorates a page: a toast, the update prompt, the error
 * modal) never takes the page down: when its code cannot load (offline, a tunnel, gone after a deploy), it shows
 * `missing` instead and tries again when the browser is back online, or a while later if it never noticed being
 * offline. It never reloads the tab either, so a form keeps what was typed. (A page whose own code fails shows
 * the error page: loadChunk.)
 */
export function lazyLatePart(
  load: () => Promise<{ default: ComponentType }>,
  missing: ReactNode = null,
): ComponentType {
  const attempt = () => lazy(() => loadChunk(load, { mayReload: false }).catch(() => ({ default: Missing })));
  function Missing() {
    const [retried, setRetried] = useState<ComponentType | null>(null);
    useEffect(() => {
      const retry = () => setRetried(attempt);
      window.addEventListener('online', retry, { once: true });
      // A failure the browser did not see as going offline (a blip) has no 'online' to wait for.
      const later = navigator.onLine ? setTimeout(retry, RETRY_ONLINE_MS) : undefined;
      return () => {
        window.removeEventListener('online', retry);
        clearTimeout(later);
      };
    }, []);
    return retried ? createElement(retried) : missing;
  }
  return attempt();
}
