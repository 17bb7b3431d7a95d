import type { HydrationState } from 'react-router-dom';

/** The id of the `<script type="application/json">` block that carries a server-rendered page's state. */
export const SERVER_STATE_ID = 'server-state';

/**
 * What a page rendered on the server hands to the browser: the RTK Query caches it filled and the router's
 * state (without the language catalog, which the browser loads as its own chunk).
 */
export interface ServerState {
  api: Record<string, unknown>;
  router: HydrationState;
  /**
   * A page's frame, rendered while the session restores (an expired token): the browser takes it over in that
   * state, whatever its boot finds (the early script may have renewed the session by then).
   */
  restoring?: true;
}

/** JSON safe inside `<script>`: `<` is escaped, so no `</script>` or `<!--` can end the block. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The server's state when this page was rendered on the server, else null (dev without it, session pages). */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
