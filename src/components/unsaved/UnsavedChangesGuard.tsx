import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const UnsavedChangesDialog = lazy(() => import('./UnsavedChangesDialog'));

/**
 * While `when` holds, leaving the page asks first: an in-app navigation to another page (a link, back, the
 * language switch) opens "Leave without saving?", and closing or reloading the tab gets the browser's own
 * question (`beforeunload`). Changes of the query alone stay on the page and are not asked about.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  // Saved meanwhile (or nothing left to lose): let the waiting navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
