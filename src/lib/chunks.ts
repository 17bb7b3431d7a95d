import { reportError } from './errorReports';
import { newBuildReload } from './storage';

/** This build's identity (the compilation's hash): another deploy has another. */
export const BUILD = typeof __webpack_hash__ === 'string' ? __webpack_hash__ : 'unknown';

/** The bundler's error for a chunk that did not load; `request` is the chunk's URL. */
function chunkUrlOf(error: unknown): string | undefined {
  const failed = error as { name?: unknown; request?: unknown } | null;
  return failed?.name === 'ChunkLoadError' && typeof failed.request === 'string' ? failed.request : undefined;
}

/** True when the server answers 404 for the chunk: a new build replaced this one (not a network failure). */
async function isGone(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).status === 404;
  } catch {
    return false;
  }
}

let destination = (): string | undefined => undefined;

/** Where a reload for a new build goes: the page being navigated to when there is one (the router says). */
export function reloadTowards(pending: () => string | undefined): void {
  destination = pending;
}

/**
 * Loads `url` from the server, never from the browser's cache: a copy kept there (`stale-while-revalidate`, or
 * Back's) could be the old build's page, whose code is gone. A new address is entered in the history first, as a
 * link would, and reloaded.
 */
function reloadAt(url: string) {
  if (url !== window.location.href) window.history.pushState(window.history.state, '', url);
  window.location.reload();
}

interface LoadOptions {
  /** A page's code: once it loads in a build other than the one that reloaded, a later deploy may reload again. */
  page?: boolean;
  /**
   * False for code a page loads by itself rather than for a navigation (a toast, the update prompt, the error
   * modal, a late part, the session's renewal): gone after a deploy, it fails as it does offline and never
   * reloads the tab, so what the patient typed stays. Its caller does without it.
   */
  mayReload?: boolean;
  build?: string;
  reload?: (url: string) => void;
}

/**
 * The reloads already started, by the function that made them: a page makes one (tests pass their own). Chunks
 * that fail together after a deploy (a page's code and its texts) then reload the tab once, not once each.
 */
const reloadsStarted = new WeakSet<(url: string) => void>();

/** What a chunk's load returns while the tab reloads: the page is going away, nothing should render meanwhile. */
const pageGoingAway = <T>() => new Promise<T>(() => undefined);

/** The load failures whose chunk the server no longer has: a deploy, not the network. */
const goneErrors = new WeakSet<object>();

/**
 * True for the error of a chunk gone after a deploy that did not reload the tab (it already had, or must not):
 * the error pages then say the page could not be loaded and offer the way home, not 'Try again'.
 */
export function isGoneAfterDeploy(error: unknown): boolean {
  return typeof error === 'object' && error !== null && goneErrors.has(error);
}

/**
 * Loads a chunk of the app (a page, the catalog, a lazy part). After a deploy the old build's chunks answer 404:
 * the tab then loads once more, on the address it was going to, to pick up the new build. If a chunk is still
 * gone after that (the same build came back, or the new one lacks it too), or the network is down, the error
 * goes on to the error pages, in the page's language with the way home: one reload per deploy, never a loop.
 * Code the page can do without (`mayReload: false`) never reloads: its error goes to its caller.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  { page = false, mayReload = true, build = BUILD, reload = reloadAt }: LoadOptions = {},
): Promise<T> {
  try {
    const loaded = await load();
    const reloadedFrom = newBuildReload.read();
    if (page && reloadedFrom !== null && reloadedFrom !== build) newBuildReload.clear();
    return loaded;
  } catch (error) {
    const url = chunkUrlOf(error);
    if (url === undefined) throw error;
    if (reloadsStarted.has(reload)) return pageGoingAway();
    const gone = await isGone(url);
    // Another chunk may have started the reload while this one asked the server.
    if (reloadsStarted.has(reload)) return pageGoingAway();
    const reloads = gone && mayReload && newBuildReload.read() === null && newBuildReload.mark(build);
    if (!reloads) {
      if (gone && typeof error === 'object' && error !== null) goneErrors.add(error);
      reportError('chunk', error);
      throw error;
    }
    reloadsStarted.add(reload);
    reload(new URL(destination() ?? window.location.href, window.location.href).href);
    return pageGoingAway();
  }
}
