import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ScriptLoading } from '../src/lib/afterPaintScript.ts';
import { canonicalOriginOf, type OriginSettings } from './canonicalOrigin.ts';
import { sendEncoded } from './encoding.ts';
import {
  type CacheState,
  createPageCache,
  type RenderedPage,
  type StoredPage,
  storable,
} from './pageCache.ts';
import { createRenderLimiter, RendererBusy, TIMED_OUT, withDeadline } from './renderLimiter.ts';
import { isSameOriginRequest } from './sameOrigin.ts';
import { type Metrics, type ProviderHooks, providerHooks, timedRender } from './metrics.ts';
import { type PageCacheSettings, type RenderLimits, MB } from './settings.ts';

/** What the server renderer (src/ssr/render.tsx, built to dist/server/index.js) exports. */
export interface ServerRenderer {
  isServerRendered(pathname: string): boolean;
  /** True for the pages whose answer depends on the patient's session: never kept in the page cache. */
  rendersWithSession(pathname: string, cookieHeader?: string): boolean;
  requestPageData(cookie?: string, userAgent?: string): { deviceType: string; isLoggedIn: boolean };
  renderPage(
    request: {
      url: string;
      origin: string;
      cookie?: string;
      userAgent?: string;
      providerUrl?: string;
      scriptLoading?: ServerPagesOptions['scriptLoading'];
      provider?: ProviderHooks;
      earlyScript?: string;
    },
    template: string,
  ): Promise<RenderedPage | { fallback: BrowserRenderReason }>;
  shellDocument(template: string, locale: 'es' | 'en'): string;
  buildSitemap(origin: string, providerUrl?: string, provider?: ProviderHooks): Promise<string>;
}

export const SERVER_RENDERER = path.join('server', 'index.js');

export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const file = path.join(distDir, SERVER_RENDERER);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

/** How rendered pages load the app's code: one list, with the after-paint script that runs it. */
export { SCRIPT_LOADINGS, type ScriptLoading } from '../src/lib/afterPaintScript.ts';

export interface ServerPagesOptions {
  /** The provider as this server reaches it (SERVER_API_BASE_URL); default: the build's PUBLIC_API_BASE_URL. */
  providerUrl?: string;
  /** How rendered pages load the app's code (src/ssr/document.ts); default `preload`. */
  scriptLoading?: ScriptLoading;
  /** The build's early script (src/early/earlySession.ts), for the pages of a patient whose token had expired. */
  earlyScript?: string;
  /** Which origin pages name (canonical, hreflang, sitemap) and which Host values get rendered pages. */
  origins: OriginSettings;
  cache: PageCacheSettings;
  limits: RenderLimits;
  /** False while the server is too loaded to start a render (the request gets the browser-rendered page). */
  mayStartRender?: () => boolean;
  /** Renders, fallbacks, the cache's answers and the renderer's provider calls counted (server/metrics.ts). */
  metrics?: Metrics;
}

/** Why the renderer left a signed-in page to the browser (src/ssr/render.tsx). */
export type BrowserRenderReason =
  'session' | 'refused' | 'employee' | 'provider' | 'live' | 'write' | 'not-found';

/**
 * Why a request that could have had a rendered page gets the browser-rendered one (`X-Render-Fallback`);
 * `not-found` is answered 404.
 */
export type Fallback = 'host' | 'limited' | 'busy' | 'timeout' | 'error' | BrowserRenderReason;

/** An access token as the browser holds it: a JWT's three base64url parts (the cookie's own characters). */
const BEARER = /^Bearer ([\w-]{1,4096}\.[\w-]{1,4096}\.[\w-]{0,4096})$/;

/**
 * The cookies a page is rendered from. The early script of an expired token's frame asks for the patient's page
 * with the access token it has just renewed in `Authorization`, while its call that puts that token in the `token`
 * cookie is still on its way (src/early/earlyPage.ts): one round trip less before the patient's page shows. Such a
 * token, from this site's own page, stands for the cookie's; from anywhere else it is ignored (a cross-site page
 * cannot send the header without a CORS preflight this server never grants).
 */
export function renderCookies(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!bearer || !isSameOriginRequest(request)) return cookie;
  const others = (cookie ?? '').split(';').filter((pair) => pair.trim() && !/^\s*token=/.test(pair));
  return [`token=${bearer}`, ...others.map((pair) => pair.trim())].join('; ');
}

/**
 * Public pages rendered on request (DESIGN §9) behind the page cache; robots.txt and sitemap.xml. Renders run a
 * few at once; a request whose page cannot be rendered in time, whose client has started too many renders, or
 * whose render throws gets the browser-rendered shell instead (the caller sends it): never a stack trace, never a
 * wait of seconds.
 */
export function serverPages(
  app: FastifyInstance,
  renderer: ServerRenderer,
  template: string,
  {
    providerUrl,
    scriptLoading,
    earlyScript,
    origins,
    cache: cacheSettings,
    limits,
    mayStartRender = () => true,
    metrics,
  }: ServerPagesOptions,
) {
  const { freshSeconds, staleSeconds } = cacheSettings;
  const canonicalOrigin = canonicalOriginOf(origins);
  const cache = createPageCache({
    freshMs: freshSeconds * 1000,
    staleMs: staleSeconds * 1000,
    maxBytes: cacheSettings.maxBytes,
    maxNotFound: cacheSettings.maxNotFound,
  });
  const sitemaps = createPageCache({
    freshMs: 3_600_000,
    staleMs: 86_400_000,
    maxBytes: 4 * MB,
    maxNotFound: 1,
  });
  const limiter = createRenderLimiter(limits);
  const startsRender =
    limits.perClientPerMinute > 0
      ? app.createRateLimit({ max: limits.perClientPerMinute, timeWindow: 60_000 })
      : undefined;
  let foreignHostLogged = false;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\n\n` +
          `Sitemap: ${canonicalOrigin(request)?.origin ?? `${request.protocol}://${request.host}`}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const site = canonicalOrigin(request);
    if (!site) return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    try {
      const { page } = await sitemaps.get(
        site.cacheKey,
        () =>
          limiter.run(async () => ({
            status: 200,
            html: await renderer.buildSitemap(site.origin, providerUrl, providerHooks(request, metrics)),
            cacheable: true,
          })),
        site.origin,
      );
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return await sendEncoded(request, reply, page);
    } catch (error) {
      request.log.error({ err: error }, 'sitemap.xml could not be built');
      return reply
        .status(503)
        .header('Retry-After', '60')
        .send({ code: 'unavailable', message: 'Try again later' });
    }
  });

  const fallBack = (reply: FastifyReply, reason: Fallback) => {
    reply.header('X-Render-Fallback', reason);
    metrics?.fallbacks.inc({ reason });
    return false;
  };

  /** Answers a page request with its rendered page; false when the browser renders it (the caller sends the shell). */
  async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!renderer.isServerRendered(pathname)) return false;
    const site = canonicalOrigin(request);
    if (!site) {
      if (!foreignHostLogged) {
        foreignHostLogged = true;
        request.log.warn(
          { host: request.host },
          'a Host that is not the site: set SITE_ORIGIN or ALLOWED_HOSTS',
        );
      }
      return fallBack(reply, 'host');
    }
    const cookie = renderCookies(request);
    const userAgent = request.headers['user-agent'];
    const { deviceType, isLoggedIn } = renderer.requestPageData(cookie, userAgent);
    // What changes a page: its path (which holds the language), the device (the footer's app links) and whether
    // the header shows the account button; the origin is a configured one or one key for all loopback names, so a
    // client cannot add keys (the page's own origin is its variant: the key keeps the last one rendered).
    const { origin, cacheKey } = site;
    const key = `${cacheKey}${pathname}|${deviceType}|${isLoggedIn ? 'session' : 'visitor'}`;
    // A query carries one visitor's state (a sign-in link, a return path), and a session makes a signed-in page
    // the patient's own: such pages are rendered, never kept.
    const keep = !request.url.includes('?') && !renderer.rendersWithSession(pathname, cookie);
    if (!keep || !cache.has(key, origin)) {
      if (!mayStartRender()) return fallBack(reply, 'busy');
      const verdict = await startsRender?.(request);
      if (verdict && !verdict.isAllowed && verdict.isExceeded) return fallBack(reply, 'limited');
    }
    const render = () =>
      limiter.run(() =>
        timedRender(metrics, pathname, () =>
          renderer.renderPage(
            {
              url: request.url,
              origin,
              cookie,
              userAgent,
              providerUrl,
              scriptLoading,
              earlyScript,
              provider: providerHooks(request, metrics),
            },
            template,
          ),
        ),
      );
    let result:
      | { page: StoredPage; state: CacheState | 'bypass'; private?: true }
      | { fallback: BrowserRenderReason }
      | typeof TIMED_OUT;
    try {
      result = await withDeadline<
        { page: StoredPage; state: CacheState | 'bypass'; private?: true } | { fallback: BrowserRenderReason }
      >(
        keep
          ? cache.get(
              key,
              async () => {
                const page = await render();
                // Only a signed-in page is left to the browser, and those are never kept.
                if ('fallback' in page) throw new Error(`a kept page fell back (${page.fallback})`);
                return page;
              },
              origin,
            )
          : render().then(async (page) =>
              'fallback' in page
                ? page
                : { page: await storable(page), state: 'bypass' as const, private: page.private },
            ),
        limits.timeoutMs,
      );
    } catch (error) {
      if (error instanceof RendererBusy) return fallBack(reply, 'busy');
      request.log.error({ err: error }, 'server rendering failed: the browser renders the page');
      return fallBack(reply, 'error');
    }
    if (result === TIMED_OUT) return fallBack(reply, 'timeout');
    if ('fallback' in result) return fallBack(reply, result.fallback);

    const { page, state } = result;
    metrics?.cacheAnswers.inc({ state });
    reply.status(page.status).type('text/html; charset=utf-8').header('X-Render-Cache', state);
    if (page.status === 503) reply.header('Cache-Control', 'no-store').header('Retry-After', '30');
    // The patient's own page: no cache anywhere, this browser's included (nor the service worker: src/sw/sw.ts).
    else if ('private' in result && result.private) reply.header('Cache-Control', 'private, no-store');
    // A call failed (the footer's specialities): no shared cache keeps it for other visitors.
    else if (!page.cacheable) reply.header('Cache-Control', 'no-store');
    else if (isLoggedIn) reply.header('Cache-Control', 'private, no-cache');
    else {
      reply.header(
        'Cache-Control',
        `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`,
      );
    }
    reply.header('Vary', 'Cookie, User-Agent, Authorization');
    await sendEncoded(request, reply, page);
    return true;
  }

  return {
    sendRenderedPage,
    cacheStats: () => ({ ...cache.stats(), maxBytes: cacheSettings.maxBytes, ...limiter.stats() }),
  };
}
