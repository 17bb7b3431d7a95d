import { createAction } from '@reduxjs/toolkit';

/**
 * The RTK Query caches the server filled while rendering a public page (DESIGN §9), keyed by reducer path.
 * src/boot/store.ts dispatches it before hydrating; both APIs take their part in `extractRehydrationInfo`, so the page
 * hydrates with the server's data instead of fetching it again.
 */
export const serverDataHydrated = createAction<Record<string, unknown>>('ssr/serverDataHydrated');

export function rehydrationInfo(action: unknown, reducerPath: string) {
  // RTK Query checks the cache's shape itself (only fulfilled and rejected queries are taken).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return serverDataHydrated.match(action) ? (action.payload[reducerPath] as any) : undefined;
}
