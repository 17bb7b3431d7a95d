import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isAppPage, localeOfPath } from '../src/config/routes.ts';
import { DEFAULT_PAGE_CACHE, loadServerRenderer, type PageCacheSettings, serverPages } from './pages.ts';
import { readBuildSettings, registerSecurityHeaders } from './securityHeaders.ts';
import { TOKEN_BODY_LIMIT_BYTES, tokenRoutes } from './tokenApi.ts';

export interface ServerOptions {
  /** The production build (`dist/`). */
  distDir: string;
  logger?: boolean;
  /**
   * Which hops' `X-Forwarded-*` headers to believe (Secure cookies need the proxy's `X-Forwarded-Proto`):
   * addresses, CIDRs or the names loopback/linklocal/uniquelocal, a hop count, or true/false.
   * By default only proxies on this host or a private network, so a client cannot claim https for itself.
   */
  trustProxy?: TrustProxy;
  /**
   * The origin of the consultation's video room (CSP frame-src, camera and microphone). Default: the provider
   * API's origin from the build, which serves the room in the sandbox.
   */
  videoRoomOrigin?: string;
  /** The shared cache of server-rendered public pages. */
  pageCache?: PageCacheSettings;
  /** The provider as this server reaches it for rendering pages; default: the build's PUBLIC_API_BASE_URL. */
  providerUrl?: string;
  /** The site's public origin for canonical, hreflang and sitemap URLs; default: the request's scheme and host. */
  siteOrigin?: string;
}

type TrustProxy = string | boolean | ((address: string, hop: number) => boolean);

export const DEFAULT_TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/** `TRUST_PROXY` as Fastify takes it: 'true'/'false', a hop count, or a list of addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim();
  if (!setting) return DEFAULT_TRUSTED_PROXIES;
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (!/^\d+$/.test(setting)) return setting;
  const hops = Number(setting);
  return (_address, hop) => hop < hops;
}

const HASHED_ASSET = /^\/static\//;
const SERVICE_WORKER = '/sw.js';

/**
 * The same-origin production server: the built app, compressed; immutable caching for hashed assets;
 * index.html for every app route (status 200) and for anything else (status 404, where the app shows
 * 'Oops! Page Not Found'); and the two token endpoints.
 */
export async function buildServer({
  distDir,
  logger = false,
  trustProxy = DEFAULT_TRUSTED_PROXIES,
  videoRoomOrigin,
  pageCache = DEFAULT_PAGE_CACHE,
  providerUrl,
  siteOrigin,
}: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: TOKEN_BODY_LIMIT_BYTES, trustProxy });
  const settings = readBuildSettings(distDir);
  await registerSecurityHeaders(app, {
    settings,
    videoRoomOrigin: new URL(videoRoomOrigin || settings.apiBaseUrl).origin,
  });
  const indexHtml = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const renderer = await loadServerRenderer(distDir);
  const htmlFor = (locale: 'es' | 'en') =>
    renderer
      ? renderer.shellDocument(indexHtml, locale)
      : indexHtml.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`);
  const pages = { es: htmlFor('es'), en: htmlFor('en') };
  const sendRenderedPage = renderer
    ? serverPages(app, renderer, indexHtml, pageCache, {
        providerUrl,
        siteOrigin: siteOrigin ? new URL(siteOrigin).origin : undefined,
      })
    : undefined;

  await app.register(compress, { global: true, threshold: 512 });
  await app.register(tokenRoutes);
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // dist/server/ holds what the server itself reads (the build's settings, the server renderer).
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders(reply, filePath) {
      const relative = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
      let cacheControl = 'public, max-age=0, must-revalidate';
      if (HASHED_ASSET.test(relative)) cacheControl = 'public, max-age=31536000, immutable';
      // The service worker is asked for again on every check for a new version (docs/offline-and-deploys.md).
      else if (relative === SERVICE_WORKER) cacheControl = 'no-cache';
      reply.header('Cache-Control', cacheControl);
    },
  });

  // Pages are a route (not the not-found handler) so that @fastify/compress, which works per route, compresses them.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || HASHED_ASSET.test(pathname)) {
      return reply.status(404).send({ code: 'not_found', message: 'Not found' });
    }
    if (sendRenderedPage && (await sendRenderedPage(request, reply))) return reply;
    return reply
      .status(isAppPage(pathname) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(pages[localeOfPath(pathname)]);
  });
  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ code: 'not_found', message: 'Not found' }),
  );

  return app;
}
