import { newBuildReload } from './storage';

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

/**
 * Loads a chunk of the app (a page, the catalog, a lazy part). After a deploy the old build's chunks answer 404:
 * the page then reloads once to pick up the new build; if a chunk fails again after that reload, or the network
 * is down, the error goes on to the error pages. Any chunk that loads ends the "reloaded once" state.
 */
let reloading = false;

export async function loadChunk<T>(
  load: () => Promise<T>,
  reload = () => window.location.reload(),
): Promise<T> {
  try {
    const loaded = await load();
    if (!reloading) newBuildReload.clear();
    return loaded;
  } catch (error) {
    const url = chunkUrlOf(error);
    if (url === undefined || newBuildReload.wasTried() || !(await isGone(url)) || !newBuildReload.mark()) {
      throw error;
    }
    reloading = true;
    reload();
    // The page is going away: nothing should render the failure meanwhile.
    return new Promise<T>(() => undefined);
  }
}
