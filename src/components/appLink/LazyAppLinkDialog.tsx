import { lazy, Suspense, useState } from 'react';

const AppLinkDialog = lazy(() => import('./AppLinkDialog'));

/** The app-link dialog, its code (and the phone library) fetched only once it is first opened. */
export function LazyAppLinkDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <AppLinkDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
