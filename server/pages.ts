import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type CachedPage, createPageCache } from './pageCache.ts';

/** What the server renderer (src/ssr/render.tsx, built to dist/server/index.js) exports. */
export interface ServerRenderer {
  isServerRendered(pathname: string): boolean;
  requestPageData(cookie?: string, userAgent?: string): { deviceType: string; isLoggedIn: boolean };
  renderPage(
    request: { url: string; origin: string; cookie?: string; userAgent?: string; providerUrl?: string },
    template: string,
  ): Promise<CachedPage>;
  shellDocument(template: string, locale: 'es' | 'en'): string;
  buildSitemap(origin: string, providerUrl?: string): Promise<string>;
}

export const SERVER_RENDERER = path.join('server', 'index.js');

export async function loadServerRenderer(distDir: string): Promise<ServerRenderer | null> {
  const file = path.join(distDir, SERVER_RENDERER);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerRenderer;
}

export interface RenderSettings {
  /** The provider as this server reaches it (SERVER_API_BASE_URL); default: the build's PUBLIC_API_BASE_URL. */
  providerUrl?: string;
  /**
   * The site's public origin for canonical, hreflang and sitemap URLs (SITE_ORIGIN, e.g. `https://example.com`);
   * default: the request's own scheme and host (which a client can choose: set it in production).
   */
  siteOrigin?: string;
}

export interface PageCacheSettings {
  /** Seconds a rendered public page is served as it is (shared caches: `s-maxage`). */
  freshSeconds: number;
  /** Seconds more it may be served while it is rendered again (`stale-while-revalidate`). */
  staleSeconds: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheSettings = { freshSeconds: 60, staleSeconds: 300 };

/**
 * Public pages rendered on request (DESIGN §9) behind a short shared cache; robots.txt and sitemap.xml.
 * A render that throws falls back to the browser-rendered shell: a visitor never sees a stack trace.
 */
export function serverPages(
  app: FastifyInstance,
  renderer: ServerRenderer,
  template: string,
  { freshSeconds, staleSeconds }: PageCacheSettings = DEFAULT_PAGE_CACHE,
  { providerUrl, siteOrigin }: RenderSettings = {},
) {
  const originOf = (request: FastifyRequest) => siteOrigin ?? `${request.protocol}://${request.host}`;
  const cache = createPageCache({
    freshMs: freshSeconds * 1000,
    staleMs: staleSeconds * 1000,
    maxEntries: 2000,
  });
  const sitemaps = createPageCache({ freshMs: 3_600_000, staleMs: 86_400_000, maxEntries: 10 });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    try {
      const { page } = await sitemaps.get(origin, async () => ({
        status: 200,
        html: await renderer.buildSitemap(origin, providerUrl),
        cacheable: true,
      }));
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(page.html);
    } catch (error) {
      request.log.error(error);
      return reply
        .status(503)
        .header('Retry-After', '60')
        .send({ code: 'unavailable', message: 'Try again later' });
    }
  });

  /** Answers a page request when the renderer takes the path; false when the browser renders it. */
  return async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!renderer.isServerRendered(pathname)) return false;
    const cookie = request.headers.cookie;
    const userAgent = request.headers['user-agent'];
    const { deviceType, isLoggedIn } = renderer.requestPageData(cookie, userAgent);
    const origin = originOf(request);
    const key = `${origin}${request.url}|${deviceType}|${isLoggedIn ? 'session' : 'visitor'}`;
    const render = () =>
      renderer.renderPage({ url: request.url, origin, cookie, userAgent, providerUrl }, template);
    let result;
    try {
      // A query carries one visitor's state (a sign-in link, a return path): such pages are rendered, not kept.
      result = request.url.includes('?')
        ? { page: await render(), state: 'miss' as const }
        : await cache.get(key, render);
    } catch (error) {
      // The browser renders the page instead; the operator still hears why (the logger may be off).
      console.error(`Server rendering of ${request.url} failed:`, error);
      return false;
    }
    const { page, state } = result;
    reply.status(page.status).type('text/html; charset=utf-8').header('X-Render-Cache', state);
    if (page.status === 503) reply.header('Cache-Control', 'no-store').header('Retry-After', '30');
    // A call failed (the footer's specialities): no shared cache keeps it for other visitors.
    else if (!page.cacheable) reply.header('Cache-Control', 'no-store');
    else if (isLoggedIn) reply.header('Cache-Control', 'private, no-cache');
    else {
      reply.header(
        'Cache-Control',
        `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${staleSeconds}`,
      );
    }
    reply.header('Vary', 'Cookie, User-Agent');
    await reply.send(page.html);
    return true;
  };
}
