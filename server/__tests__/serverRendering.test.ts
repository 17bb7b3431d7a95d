/**
 * The public pages as the server renders them (issue 16): the real renderer (the rsbuild node environment,
 * built here against a sandbox provider), the real server, and a provider that fails.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { startSandbox, type TestSandbox } from '../../sandbox/__tests__/helpers.ts';
import { buildServer } from '../app.ts';
import { catalogs, decode, h1Of, type Locale, PATIENT_LIMITS } from './html.ts';
import { buildRenderer } from './rendererBuild.ts';

let sandbox: TestSandbox;
let providerUrl: string;
let distDir: string;
let app: FastifyInstance;

before(async () => {
  sandbox = await startSandbox({ now: Date.now() });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  distDir = await buildRenderer(providerUrl);
  app = await buildServer({ distDir, allowedHosts: ['app.example'], renderLimits: PATIENT_LIMITS });
});
after(async () => {
  await app?.close();
  await sandbox?.close();
});

const localized = (locale: Locale, bare: string) =>
  locale === 'en' ? (bare === '/' ? '/en' : `/en${bare}`) : bare;
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'app.example', ...headers } });

async function providerJson(locale: Locale, pathAndQuery: string) {
  const response = await fetch(providerUrl + pathAndQuery, { headers: { 'Accept-Language': locale } });
  return response.json() as Promise<Record<string, unknown>>;
}

const PAGES: Array<[string, string]> = [
  ['/', 'home.title'],
  ['/specialties', 'specialties.title'],
  ['/about-us', 'aboutUs.title'],
  ['/contact-us', 'contactUs.title'],
  ['/cookie-policy', 'cookiePolicy.title'],
  ['/privacy-policy', 'privacyPolicy.title'],
  ['/login', 'login.title'],
  ['/b2b-login', 'b2bLogin.title'],
];

for (const locale of ['es', 'en'] as const) {
  describe(`server-rendered public pages, ${locale}`, () => {
    for (const [bare, titleId] of PAGES) {
      it(`${localized(locale, bare)}: its heading, <html lang>, canonical and hreflang in the HTML`, async () => {
        const url = localized(locale, bare);
        const reply = await get(url);
        assert.equal(reply.statusCode, 200);
        const html = reply.body;
        assert.equal(h1Of(html), catalogs[locale][titleId]);
        assert.match(html, new RegExp(`<html lang="${locale}"`));
        const self = `http://app.example${url}`;
        assert.ok(html.includes(`<link rel="canonical" href="${self}"/>`), 'canonical');
        assert.ok(html.includes(`hrefLang="es" href="http://app.example${bare}"`), 'hreflang es');
        assert.ok(
          html.includes(`hrefLang="en" href="http://app.example${localized('en', bare)}"`),
          'hreflang en',
        );
        assert.ok(html.includes('hrefLang="x-default"'), 'x-default');
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
        assert.ok(description && description.length > 20, 'a meta description');
        assert.equal((html.match(/<meta name="description"/g) ?? []).length, 1, 'one description');
        if (locale === 'en') assert.doesNotMatch(html, /Consultas médicas online"/, 'not the Spanish one');
        assert.equal((html.match(/<title>/g) ?? []).length, 1, 'one title');
        assert.match(html, /<style data-emotion="css[^"]*">/, 'critical CSS inlined');
        // The two inline scripts (their hashes are in the policy: see below), and no script tag for the app's code.
        assert.equal((html.match(/<script>/g) ?? []).length, 1, 'the early-input script');
        assert.equal((html.match(/<script data-app-scripts="/g) ?? []).length, 1, 'the after-paint script');
        assert.doesNotMatch(html, /<script[^>]* src=/, "the app's scripts are added once the page has shown");
      });
    }

    it('/specialties holds the catalog in the page language, with JSON-LD', async () => {
      const { speciality_list } = (await providerJson(
        locale,
        'api/v1/speciality?hasAdditionalInfo=true',
      )) as {
        speciality_list: Array<{ title: string }>;
      };
      const html = (await get(localized(locale, '/specialties'))).body;
      for (const { title } of speciality_list) assert.ok(decode(html).includes(`>${title}</h2>`), title);
      assert.match(
        html,
        /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"MedicalWebPage"/,
      );
      assert.match(
        html,
        /<script type="application\/json" id="server-state">\{"api":\{"api":\{"queries":\{[^<]*"getSpecialities\(undefined\)"/,
      );
    });

    it('/doctor/{id} holds the doctor, with Physician JSON-LD', async () => {
      const { doctor_list } = (await providerJson(locale, 'api/v2/pwa/doctor-available?doctorId=1')) as {
        doctor_list: Array<{ full_name: string; speciality: { title: string } }>;
      };
      const doctor = doctor_list[0];
      assert.ok(doctor);
      const reply = await get(localized(locale, '/doctor/1'));
      assert.equal(reply.statusCode, 200);
      assert.equal(h1Of(reply.body), doctor.full_name);
      assert.ok(decode(reply.body).includes(doctor.speciality.title));
      assert.match(reply.body, /"@type":"Physician"/);
      assert.match(String(reply.headers['cache-control']), /s-maxage=\d+, stale-while-revalidate=\d+/);
    });

    it('an unknown doctor and an unknown path answer 404 with the not-found text', async () => {
      const doctor = await get(localized(locale, '/doctor/999999'));
      assert.equal(doctor.statusCode, 404);
      assert.equal(h1Of(doctor.body), catalogs[locale]['doctor.notFound.title']);
      const unknown = await get(localized(locale, '/no-such-page'));
      assert.equal(unknown.statusCode, 404);
      assert.equal(h1Of(unknown.body), catalogs[locale]['notFound.title']);
    });
  });
}

describe('the header from the token cookie', () => {
  const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = (exp: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', exp })}.sig`;

  it('shows the account button, not the login button, for a live token, and is never shared', async () => {
    const reply = await get('/about-us', { cookie: `token=${token(Math.floor(Date.now() / 1000) + 600)}` });
    assert.match(reply.body, /id="profile-button"/);
    assert.ok(!reply.body.includes(`>${catalogs.es['header.login']}<`));
    assert.equal(reply.headers['cache-control'], 'private, no-cache');
  });

  it('shows the login button for an expired or undecodable token', async () => {
    for (const cookie of [`token=${token(1000)}`, 'token=not-a-token']) {
      const reply = await get('/about-us', { cookie });
      assert.doesNotMatch(reply.body, /id="profile-button"/, cookie);
      assert.ok(reply.body.includes(`>${catalogs.es['header.login']}<`), cookie);
    }
  });
});

describe('the inline scripts (src/lib/earlyInputScript.ts, src/lib/afterPaintScript.ts)', () => {
  const scriptSources = (header: unknown) =>
    /(?:^|;)\s*script-src ([^;]*)/.exec(String(header))?.[1]?.trim().split(/\s+/) ?? [];

  it("every rendered page holds clicks ahead of its markup and adds the app's scripts after it, both allowed by their hashes", async () => {
    for (const url of ['/', '/en/login', '/b2b-login', '/en/no-such-page']) {
      const reply = await get(url);
      // Scripts the browser runs: no `src` and no data type (the page's state is `application/json`).
      const inline = [...reply.body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
      assert.equal(inline.length, 2, url);
      const [[early, earlyText = ''], [afterPaint, afterPaintText = '']] = inline as [
        RegExpExecArray,
        RegExpExecArray,
      ];
      assert.ok(
        reply.body.indexOf(early) < reply.body.indexOf('<div id="root">'),
        `${url}: before the markup`,
      );
      assert.match(earlyText, /__earlyInput/);
      assert.ok(
        reply.body.indexOf(afterPaint) > reply.body.indexOf('id="server-state"'),
        `${url}: after the state`,
      );
      assert.match(
        afterPaint,
        /^<script data-app-scripts="\/static\/js\/index\.js">/,
        `${url}: the build's scripts`,
      );
      const sources = scriptSources(reply.headers['content-security-policy']);
      for (const text of [earlyText, afterPaintText]) {
        const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
        assert.ok(sources.includes(hash), `${url}: ${hash} in script-src ${sources.join(' ')}`);
      }
      assert.ok(!sources.includes("'unsafe-inline'"), url);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt points to the sitemap', async () => {
    const reply = await get('/robots.txt');
    assert.match(reply.body, /^Sitemap: http:\/\/app.example\/sitemap.xml$/m);
  });

  it('sitemap.xml lists both languages of every public page and every doctor of the catalog', async () => {
    const reply = await get('/sitemap.xml');
    assert.equal(reply.statusCode, 200);
    const locs = [...reply.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const page of [
      '/',
      '/specialties',
      '/about-us',
      '/contact-us',
      '/cookie-policy',
      '/privacy-policy',
    ]) {
      assert.ok(locs.includes(`http://app.example${page}`), page);
      assert.ok(locs.includes(`http://app.example${localized('en', page)}`), `en ${page}`);
    }
    const doctors = sandbox.db.prepare('SELECT id FROM doctors').all() as Array<{ id: number }>;
    assert.ok(doctors.length > 0);
    for (const { id } of doctors) {
      assert.ok(locs.includes(`http://app.example/doctor/${id}`), `doctor ${id}`);
      assert.ok(locs.includes(`http://app.example/en/doctor/${id}`), `en doctor ${id}`);
    }
  });
});

describe('a provider that fails', () => {
  let failing: FastifyInstance;
  let broken: FastifyInstance;
  before(async () => {
    failing = Fastify();
    failing.all('/*', async (_request, reply) =>
      reply.status(500).send({ code: 'internal', message: 'boom' }),
    );
    await failing.listen({ port: 0, host: '127.0.0.1' });
    const address = failing.server.address();
    broken = await buildServer({
      distDir,
      allowedHosts: ['app.example'],
      renderLimits: PATIENT_LIMITS,
      providerUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`,
    });
  });
  after(async () => {
    await broken?.close();
    await failing?.close();
  });

  for (const [url, failedId] of [
    ['/specialties', 'specialties.failed'],
    ['/en/doctor/1', 'doctor.failed'],
  ] as const) {
    it(`${url} renders its error state with 503, never a stack trace, and is not cached`, async () => {
      const reply = await broken.inject({ method: 'GET', url, headers: { host: 'app.example' } });
      assert.equal(reply.statusCode, 503);
      const locale = url.startsWith('/en') ? 'en' : 'es';
      const failedText = catalogs[locale][failedId];
      assert.ok(failedText && decode(reply.body).includes(failedText), 'the error text');
      assert.doesNotMatch(reply.body, /\bat [\w.]+ \(|Error: /, 'no stack');
      assert.equal(reply.headers['cache-control'], 'no-store');
    });
  }

  it('a page without provider data still answers 200 (the footer shows its own error)', async () => {
    const reply = await broken.inject({ method: 'GET', url: '/about-us', headers: { host: 'app.example' } });
    assert.equal(reply.statusCode, 200);
    assert.equal(h1Of(reply.body), catalogs.es['aboutUs.title']);
    // Not kept for other visitors: the next request asks the provider again.
    assert.equal(reply.headers['cache-control'], 'no-store');
    const again = await broken.inject({ method: 'GET', url: '/about-us', headers: { host: 'app.example' } });
    assert.equal(again.headers['x-render-cache'], 'miss');
  });
});

describe('SITE_ORIGIN', () => {
  it('names the canonical and alternate URLs whatever Host the request claims', async () => {
    const pinned = await buildServer({
      distDir,
      siteOrigin: 'https://www.telehealth.example/',
      renderLimits: PATIENT_LIMITS,
    });
    try {
      const reply = await pinned.inject({
        method: 'GET',
        url: '/en/about-us',
        headers: { host: 'evil.example' },
      });
      assert.ok(
        reply.body.includes('<link rel="canonical" href="https://www.telehealth.example/en/about-us"/>'),
      );
      assert.ok(!reply.body.includes('evil.example'));
    } finally {
      await pinned.close();
    }
  });
});
