import { useId, useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser has a network (`navigator.onLine`), kept up to date; the server renders online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * For a control whose action needs the network (book, pay, cancel, join): offline it is disabled and described
 * by the reason (render `<OfflineReason id={reasonId} />` beside it); it comes back by itself when online.
 */
export function useNetworkAction() {
  const online = useOnline();
  const reasonId = useId();
  return {
    offline: !online,
    reasonId,
    controlProps: online ? {} : { disabled: true, 'aria-describedby': reasonId },
  };
}
