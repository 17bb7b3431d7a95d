/**
 * How the server serves rendered pages under a hostile or heavy load (issue 28), with a renderer that renders at
 * once or as slowly as a test says (fakeRenderer.ts): cache keys a client cannot multiply, compressed answers,
 * per-client and total limits on rendering, and the browser-rendered page whenever a page cannot be rendered.
 */
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildServer, type ServerOptions } from '../app.ts';
import { type FakeRenderControl, fakeRenderControl, fakeRendererDist } from './fakeRenderer.ts';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
let app: FastifyInstance;
let control: FakeRenderControl;
const distDir = fakeRendererDist();

// /readyz reports the cache; its look at the provider meets a closed port at once.
const start = async (options: Partial<ServerOptions> = {}) => {
  app = await buildServer({ distDir, providerUrl: 'http://127.0.0.1:9/', ...options });
};
const get = (url: string, headers: Record<string, string> = {}, extra: Partial<InjectOptions> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers }, ...extra });
const cacheStats = async () => (await get('/readyz')).json().cache as Record<string, number>;

beforeEach(() => {
  control = fakeRenderControl();
});
afterEach(() => app?.close());

describe('cached pages', () => {
  it('answer brotli, gzip or plain bytes as the client accepts, without compressing again', async () => {
    await start();
    const plain = await get('/doctor/1');
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined);
    const br = await get('/doctor/1', { 'accept-encoding': BROWSER_ENCODINGS });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers['x-render-cache'], 'hit');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
    const gzip = await get('/doctor/1', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
    assert.equal(gzip.headers.vary, 'Cookie, User-Agent, Authorization, Accept-Encoding');
    assert.deepEqual(control.renders, ['/doctor/1']);
  });

  it('are kept per canonical origin, path, device and session flag only', async () => {
    await start();
    await get('/about-us');
    await get('/about-us', { cookie: 'other=1', 'user-agent': 'Firefox' });
    await get('/about-us', { cookie: 'token=live' });
    await get('/about-us', { 'user-agent': 'iPhone' });
    await get('/en/about-us');
    assert.deepEqual(control.renders, ['/about-us', '/about-us', '/about-us', '/en/about-us']);
  });

  it('for 2,000 Host values that are not the site: the browser-rendered page, no render and no entry', async () => {
    await start();
    for (let index = 0; index < 2000; index += 1) {
      const reply = await get('/', { host: `attacker-${index}.example` });
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['x-render-fallback'], 'host');
      assert.doesNotMatch(reply.body, /attacker/);
    }
    assert.deepEqual(control.renders, []);
    assert.equal((await cacheStats()).pages, 0);
  });

  it('for 10,000 loopback names of this machine: each page names its own, and the real pages stay cached', async () => {
    // Room for some 30 pages: with an entry per Host, a few dozen names would push the real pages out.
    await start({
      allowedHosts: ['www.telehealth.example'],
      pageCache: { maxBytes: 64 * 1024 },
      renderLimits: { perClientPerMinute: 0 },
    });
    const site = { host: 'www.telehealth.example' };
    const realPages = ['/', '/about-us', '/specialties', '/doctor/1', '/en', '/en/doctor/1'];
    for (const path of realPages) assert.equal((await get(path, site)).headers['x-render-cache'], 'miss');
    for (let index = 0; index < 10_000; index += 1) {
      const host = `127.${index >> 8}.${index & 255}.${(index * 7) % 256}:${1024 + index}`;
      const reply = await get('/', { host, 'accept-encoding': 'br' });
      assert.equal(reply.statusCode, 200);
      if (index % 1000 === 0) {
        assert.match(brotliDecompressSync(reply.rawPayload).toString(), new RegExp(`href="http://${host}/"`));
      }
    }
    for (const path of realPages) {
      assert.equal((await get(path, site)).headers['x-render-cache'], 'hit', `${path} still cached`);
    }
    assert.equal((await cacheStats()).pages, realPages.length + 1, 'one entry for every loopback name');
  });

  it('loopback names share one entry a page, each answered with the URLs of the name it used', async () => {
    await start();
    const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    const asked = [
      ['localhost:3000', 'miss'],
      ['localhost:3000', 'hit'],
      ['127.0.0.1:5100', 'miss'],
      ['127.0.0.1:5100', 'hit'],
      ['[::1]:8080', 'miss'],
    ];
    for (const [host, state] of asked) {
      const reply = await get('/about-us', { host: host ?? '' });
      assert.deepEqual(
        [reply.headers['x-render-cache'], canonicalOf(reply.body)],
        [state, `http://${host}/about-us`],
        host,
      );
    }
    assert.equal((await cacheStats()).pages, 1);
    for (const host of ['localhost:3000', '127.0.0.1:5100']) {
      assert.match(
        (await get('/sitemap.xml', { host })).body,
        new RegExp(`<loc>http://${host.replace(/[.[\]]/g, '\\$&')}/</loc>`),
      );
    }
  });

  it('sitemap.xml is built for the site only, and robots.txt points to it', async () => {
    await start({ allowedHosts: ['www.telehealth.example'] });
    const sitemap = await get('/sitemap.xml', { host: 'www.telehealth.example', 'accept-encoding': 'gzip' });
    assert.equal(sitemap.statusCode, 200);
    assert.match(gunzipSync(sitemap.rawPayload).toString(), /<loc>http:\/\/www.telehealth.example\/<\/loc>/);
    assert.equal((await get('/sitemap.xml', { host: 'other.example' })).statusCode, 404);
    assert.match(
      (await get('/robots.txt', { host: 'www.telehealth.example' })).body,
      /Sitemap: http:\/\/www.telehealth.example\/sitemap.xml/,
    );
  });

  it('with SITE_ORIGIN, every Host gets the page rendered for the site, from one entry', async () => {
    await start({ siteOrigin: 'https://www.telehealth.example' });
    for (const host of ['evil.example', 'www.telehealth.example', 'localhost:3000']) {
      const reply = await get('/specialties', { host });
      assert.match(
        reply.body,
        /<link rel="canonical" href="https:\/\/www.telehealth.example\/specialties"\/>/,
      );
    }
    assert.deepEqual(control.renders, ['/specialties']);
  });

  it('ALLOWED_HOSTS names the hosts that are the site when SITE_ORIGIN is not set', async () => {
    await start({ allowedHosts: ['www.telehealth.example'] });
    const allowed = await get('/', { host: 'www.telehealth.example' });
    assert.equal(allowed.headers['x-render-cache'], 'miss');
    assert.match(allowed.body, /href="http:\/\/www.telehealth.example\/"/);
    assert.equal((await get('/', { host: 'other.example' })).headers['x-render-fallback'], 'host');
  });

  it('2,000 unknown doctor ids answer 404 and keep no more than the not-found cache holds', async () => {
    await start({ pageCache: { maxNotFound: 50 }, renderLimits: { perClientPerMinute: 0 } });
    await get('/doctor/1');
    for (let id = 900_000; id < 902_000; id += 1) {
      assert.equal((await get(`/doctor/${id}`)).statusCode, 404);
    }
    const stats = await cacheStats();
    assert.equal(stats.notFound, 50);
    assert.equal(stats.pages, 1, 'the pages that exist stay');
    assert.equal((await get('/doctor/1')).headers['x-render-cache'], 'hit');
  });
});

describe('rendering limits', () => {
  it('a client that starts more uncached renders than allowed a minute gets the browser-rendered page', async () => {
    await start({ renderLimits: { perClientPerMinute: 3 } });
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await get(`/doctor/1?from=${index}`));
    assert.deepEqual(
      answers.map((reply) => [
        reply.statusCode,
        reply.headers['x-render-cache'] ?? reply.headers['x-render-fallback'],
      ]),
      [
        [200, 'bypass'],
        [200, 'bypass'],
        [200, 'bypass'],
        [200, 'limited'],
        [200, 'limited'],
      ],
    );
    assert.match(answers[4]?.body ?? '', /<div id="root"><\/div>/, 'the shell');
    // Another client is not held back, and cached pages are not renders.
    assert.equal(
      (await get('/doctor/1?from=x', {}, { remoteAddress: '10.0.0.9' })).headers['x-render-cache'],
      'bypass',
    );
    await get('/doctor/1', {}, { remoteAddress: '10.0.0.9' });
    for (let index = 0; index < 5; index += 1)
      assert.equal((await get('/doctor/1')).headers['x-render-cache'], 'hit');
  });

  it('renders run a few at once; what cannot start soon gets the browser-rendered page at once', async () => {
    control.delayMs = 300;
    await start({ renderLimits: { concurrency: 2, maxQueue: 2, maxWaitMs: 5000, perClientPerMinute: 0 } });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => get(`/specialties?n=${index}`)),
    );
    const outcomes = answers.map(
      (reply) => reply.headers['x-render-cache'] ?? reply.headers['x-render-fallback'],
    );
    assert.deepEqual(outcomes.toSorted(), [
      'busy',
      'busy',
      'busy',
      'busy',
      'bypass',
      'bypass',
      'bypass',
      'bypass',
    ]);
    assert.ok(answers.every((reply) => reply.statusCode === 200));
    assert.equal(control.renders.length, 4);
  });

  it('a render that waits too long for its turn, or does not finish in time, gives way to the browser-rendered page', async () => {
    control.delayMs = 2000;
    await start({
      renderLimits: { concurrency: 1, maxQueue: 5, maxWaitMs: 100, timeoutMs: 500, perClientPerMinute: 0 },
    });
    const [slow, waiting] = await Promise.all([get('/about-us'), get('/contact-us')]);
    assert.equal(slow?.headers['x-render-fallback'], 'timeout');
    assert.equal(waiting?.headers['x-render-fallback'], 'busy');
    for (const reply of [slow, waiting]) {
      assert.equal(reply?.statusCode, 200);
      assert.equal(reply?.headers['cache-control'], 'no-cache');
    }
    assert.deepEqual(control.renders, ['/about-us']);
  });

  it('a render that throws gives the browser-rendered page, with 404 for an unknown path', async () => {
    control.fail = true;
    await start();
    const page = await get('/about-us');
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['x-render-fallback'], 'error');
    const unknown = await get('/missing-page');
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /<div id="root"><\/div>/);
  });
});

describe('what is never shared', () => {
  it('a signed-in page is private; a page whose render met a provider failure is not kept', async () => {
    await start();
    assert.equal((await get('/', { cookie: 'token=live' })).headers['cache-control'], 'private, no-cache');
    assert.match(String((await get('/')).headers['cache-control']), /^public, max-age=0, s-maxage=60/);
    control.uncacheable = true;
    const failed = await get('/specialties');
    assert.equal(failed.headers['cache-control'], 'no-store');
    assert.equal((await get('/specialties')).headers['x-render-cache'], 'miss');
  });
});
