import { LRUCache } from 'lru-cache';
import { type EncodedBody, encodeBody, encodedSize } from './encoding.ts';

/** A rendered page as the server renderer returns it (src/ssr/render.tsx). */
export interface RenderedPage {
  status: number;
  html: string;
  cacheable: boolean;
  /** The patient's own page (a signed-in page): never kept. */
  private?: true;
}

/** A rendered page as the cache keeps it: compressed once, answered as it is. */
export interface StoredPage extends EncodedBody {
  status: number;
  /** False for a page whose render met a provider failure: sent to its requests, never kept. */
  cacheable: boolean;
  renderedAt: number;
  /** What the page was rendered for besides its key (the origin it names, where one key stands for several). */
  variant: string;
}

export type CacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  /** How long a rendered page is served as it is. */
  freshMs: number;
  /** How much longer it is served while one background render replaces it (stale-while-revalidate). */
  staleMs: number;
  /** The bytes of compressed pages kept (least recently used go first), whatever URLs are asked for. */
  maxBytes: number;
  /** Pages that answer 404 (an unknown doctor or path) are kept apart: at most this many, `freshMs` each. */
  maxNotFound: number;
  /** The clock (tests move it); default `performance.now`. */
  now?: () => number;
}

/** What a key's entry, its buffers and the cache's bookkeeping take besides the page's bytes. */
const ENTRY_OVERHEAD_BYTES = 512;

/** A render that is answered but not kept: a provider failure, or a 404 (kept in the not-found cache instead). */
class NotKept extends Error {
  readonly page: StoredPage;
  constructor(page: StoredPage) {
    super('The rendered page is not kept');
    this.page = page;
  }
}

type Render = () => Promise<RenderedPage>;
interface FetchContext {
  render: Render;
  variant: string;
}

/**
 * The shared cache of server-rendered pages (lru-cache), bounded in bytes: fresh for `freshMs`, then served
 * stale for up to `staleMs` while one background render refreshes it; concurrent misses for one key share one
 * render; each page is kept compressed (gzip and brotli). A page the renderer marks not cacheable (a provider
 * failure) is never kept, and a stale page stays while its refresh fails. 404 pages go to a small cache of
 * their own, so that unknown doctor ids or paths never push the real pages out. A key may stand for several
 * variants of a page (pages.ts: one key for every loopback origin): it keeps the last one rendered, and a request
 * for another variant renders its own, which replaces it.
 */
export function createPageCache({ freshMs, staleMs, maxBytes, maxNotFound, now }: PageCacheOptions) {
  const perf = { now: now ?? (() => performance.now()) };
  const notFound = new LRUCache<string, StoredPage>({ max: Math.max(1, maxNotFound), ttl: freshMs, perf });
  /** The variant each key's render under way is for. */
  const rendering = new Map<string, string>();
  const pages = new LRUCache<string, StoredPage, FetchContext>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) => encodedSize(page) + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    ttl: freshMs + staleMs,
    // A refresh that fails leaves the stale page in place (served until its window ends), as before the refresh.
    noDeleteOnFetchRejection: true,
    // A fetch whose entry is evicted meanwhile still answers the requests waiting for it.
    ignoreFetchAbort: true,
    perf,
    fetchMethod: async (key, _stale, { context: { render, variant } }) => {
      rendering.set(key, variant);
      let page: StoredPage;
      try {
        page = await storable(await render(), perf.now(), variant);
      } finally {
        rendering.delete(key);
      }
      if (!page.cacheable) throw new NotKept(page);
      if (page.status === 404) {
        notFound.set(key, page);
        throw new NotKept(page);
      }
      return page;
    },
  });

  return {
    /** The page for `key` (and `variant`), rendered by `render` when the cache has none fresh enough. */
    async get(key: string, render: Render, variant = ''): Promise<{ page: StoredPage; state: CacheState }> {
      const missing = notFound.get(key);
      if (missing?.variant === variant) return { page: missing, state: 'hit' };
      const kept = pages.peek(key, { allowStale: true });
      const age = kept?.variant === variant ? perf.now() - kept.renderedAt : Infinity;
      const status: LRUCache.Status<string, StoredPage, FetchContext> = {};
      try {
        const page = await pages.fetch(key, {
          context: { render, variant },
          allowStale: age < freshMs + staleMs,
          forceRefresh: age >= freshMs,
          status,
        });
        if (!page) throw new Error(`No page for ${key}`);
        // It joined a render under way for another variant: this one is rendered for this request alone.
        if (page.variant !== variant)
          return { page: await storable(await render(), perf.now(), variant), state: 'miss' };
        // A page older than `freshMs` comes back as it was while its refresh runs (lru-cache's 'refresh').
        const state = status.fetch === 'hit' ? 'hit' : page === kept ? 'stale' : 'miss';
        return { page, state };
      } catch (error) {
        if (error instanceof NotKept) return { page: error.page, state: 'miss' };
        throw error;
      }
    },
    /** True when `key` (and `variant`) would be answered without a render starting for it (kept, or one running). */
    has: (key: string, variant = '') =>
      rendering.get(key) === variant ||
      notFound.peek(key)?.variant === variant ||
      pages.peek(key, { allowStale: true })?.variant === variant,
    stats: () => ({ bytes: pages.calculatedSize, pages: pages.size, notFound: notFound.size }),
    clear: () => {
      pages.clear();
      notFound.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A page compressed for keeping or answering. */
export async function storable(
  page: RenderedPage,
  renderedAt = performance.now(),
  variant = '',
): Promise<StoredPage> {
  return {
    status: page.status,
    cacheable: page.cacheable,
    renderedAt,
    variant,
    ...(await encodeBody(page.html)),
  };
}
