import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser takes a server-rendered page over, true from the render after:
 * a part that shows what only the browser knows (its clock, its zone, history state, Stripe's element) renders
 * what the server rendered first, so hydration finds the same markup, and then its own. A page the browser
 * renders itself (no server HTML) is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
