/** A rendered page as the server renderer returns it (src/ssr/render.tsx). */
export interface CachedPage {
  status: number;
  html: string;
  cacheable: boolean;
}

export type CacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  /** How long a rendered page is served as it is. */
  freshMs: number;
  /** How much longer it is served while a new render replaces it (stale-while-revalidate). */
  staleMs: number;
  /** Entries kept (least recently used go first): a bound on memory whatever URLs are asked for. */
  maxEntries: number;
  now?: () => number;
}

/**
 * The short shared cache of server-rendered pages: fresh for `freshMs`, then served stale for up to `staleMs`
 * while one background render refreshes it; concurrent misses for one key share one render. Pages the renderer
 * marks not cacheable (a provider failure) are never kept.
 */
export function createPageCache({ freshMs, staleMs, maxEntries, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, { page: CachedPage; renderedAt: number }>();
  const renders = new Map<string, Promise<CachedPage>>();

  const render = (key: string, produce: () => Promise<CachedPage>) => {
    let running = renders.get(key);
    if (!running) {
      running = produce()
        .then((page) => {
          if (page.cacheable) {
            entries.delete(key);
            entries.set(key, { page, renderedAt: now() });
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          }
          return page;
        })
        .finally(() => renders.delete(key));
      renders.set(key, running);
    }
    return running;
  };

  return {
    async get(
      key: string,
      produce: () => Promise<CachedPage>,
    ): Promise<{ page: CachedPage; state: CacheState }> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.renderedAt : Infinity;
      if (entry && age < freshMs) {
        entries.delete(key);
        entries.set(key, entry);
        return { page: entry.page, state: 'hit' };
      }
      if (entry && age < freshMs + staleMs) {
        render(key, produce).catch(() => undefined);
        return { page: entry.page, state: 'stale' };
      }
      return { page: await render(key, produce), state: 'miss' };
    },
    clear: () => entries.clear(),
  };
}
