import { memo, type ReactNode, Suspense } from 'react';
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
