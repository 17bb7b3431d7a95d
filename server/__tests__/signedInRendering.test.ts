/**
 * The pages a patient lives in, rendered on the server from the session the `token` cookie names (issue 33,
 * docs/decisions/0020-signed-in-pages-rendered-on-the-server.md): the real renderer against a sandbox, the real
 * server, two patients, and a provider that is down.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { call, startSandbox, type TestSandbox } from '../../sandbox/__tests__/helpers.ts';
import { buildServer } from '../app.ts';
import {
  doctorName,
  expirePreOrder,
  freeSlots,
  GENERAL_MEDICINE,
  type Held,
  holdPreOrder,
  orderTotal,
  payPreOrder,
  PSYCHOLOGY,
} from './flowSupport.ts';
import { catalogs, decode, h1Of, type Locale, mainTextOf, PATIENT_LIMITS } from './html.ts';
import { buildRenderer } from './rendererBuild.ts';

let sandbox: TestSandbox;
let distDir: string;
let app: FastifyInstance;
let providerUrl: string;

interface Patient {
  token: string;
  name: string;
  next: { id: number; doctor: string };
  balance: { amount: number; currency: string };
}
let ana: Patient;
let bruno: Patient;
/** Each patient's held pre-order: Ana's with general medicine, Bruno's with psychology. */
let anaOrder: Held;
let brunoOrder: Held;

/** A new patient with the demo history, signed in: both tokens. */
async function signIn(first_name = 'Lucía') {
  const made = await call(sandbox.app, 'POST /sandbox/demo-patients', { first_name, last_name: 'Prueba' });
  const signedIn = await call(sandbox.app, 'POST /api/v1/auth/login-token', { token: made.body.login_token });
  assert.equal(signedIn.status, 200);
  return signedIn.body as { access_token: string; refresh_token: string };
}

async function patient(first_name: string): Promise<Patient> {
  const { access_token: token } = await signIn(first_name);
  const upcoming = await call(sandbox.app, 'GET /api/v2/meeting/homepage/upcomings', undefined, token);
  const [first] = upcoming.body.appointment_list as Array<{ id: number; doctor: { full_name: string } }>;
  assert.ok(first, 'the demo patient has an upcoming visit');
  const { balance } = (await call(sandbox.app, 'GET /api/v1/finance/balance', undefined, token)).body as {
    balance: { amount: number; currency: string };
  };
  return { token, name: first_name, next: { id: first.id, doctor: first.doctor.full_name }, balance };
}

before(async () => {
  sandbox = await startSandbox({ now: Date.now() });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  providerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  distDir = await buildRenderer(providerUrl);
  app = await buildServer({ distDir, allowedHosts: ['app.example'], renderLimits: PATIENT_LIMITS });
  ana = await patient('Anabel');
  bruno = await patient('Bruno');
  anaOrder = await holdPreOrder(sandbox.app, sandbox.clock.now(), ana.token, GENERAL_MEDICINE);
  brunoOrder = await holdPreOrder(sandbox.app, sandbox.clock.now(), bruno.token, PSYCHOLOGY);
});
after(async () => {
  await app?.close();
  await sandbox?.close();
});

const get = (url: string, token?: string, server = app, cookies: string[] = []) => {
  const cookie = [...(token ? [`token=${encodeURIComponent(token)}`] : []), ...cookies].join('; ');
  return server.inject({
    method: 'GET',
    url,
    headers: { host: 'app.example', ...(cookie ? { cookie } : {}) },
  });
};

/** A token that decodes like the provider's but expired a minute ago. */
const expiredToken = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
};

const assertPrivate = (reply: Awaited<ReturnType<typeof get>>) => {
  assert.equal(reply.headers['cache-control'], 'private, no-store');
  assert.match(String(reply.headers.vary), /\bCookie\b/);
  assert.equal(reply.headers['x-render-cache'], 'bypass');
};

/** Money as the page shows it, spaces as the page's text reads them. */
const money = (locale: Locale, { amount, currency }: Patient['balance']) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100).replace(/\s/g, ' ');

/** Each page: its heading (a catalog id), and what only this patient's page holds. */
const PAGES: Array<{
  path: (p: Patient) => string;
  title: string;
  holds: (p: Patient, locale: Locale) => string[];
}> = [
  { path: () => '/appointments', title: 'appointments.title', holds: (p) => [p.next.doctor] },
  {
    path: (p) => `/appointments-detail?id=${p.next.id}`,
    title: 'appointmentDetail.title',
    holds: (p) => [p.next.doctor],
  },
  { path: () => '/invoices', title: 'invoices.title', holds: (p, locale) => [money(locale, p.balance)] },
  { path: () => '/', title: 'home.title', holds: (p) => [p.name, p.next.doctor] },
];

describe('signed-in pages rendered from the session', () => {
  for (const locale of ['es', 'en'] as const) {
    for (const page of PAGES) {
      it(`${locale}: ${page.path({ next: { id: 0 } } as Patient)} holds the patient's own content, privately`, async () => {
        const bare = page.path(ana);
        const url = locale === 'en' ? (bare === '/' ? '/en' : `/en${bare}`) : bare;
        const reply = await get(url, ana.token);
        assert.equal(reply.statusCode, 200);
        assertPrivate(reply);
        assert.equal(h1Of(reply.body), catalogs[locale][page.title]);
        const text = mainTextOf(reply.body);
        for (const expected of page.holds(ana, locale)) {
          assert.ok(text.includes(expected), `${url} shows ${expected}`);
        }
        // The state the browser hydrates with: the provider's answers, never the session's token.
        assert.ok(!reply.body.includes(ana.token), 'no token in the page');
      });
    }
  }

  it('/profile holds the patient’s own details in its form', async () => {
    const reply = await get('/en/profile', ana.token);
    assert.equal(reply.statusCode, 200);
    assertPrivate(reply);
    assert.equal(h1Of(reply.body), catalogs.en['profile.title']);
    assert.match(decode(reply.body), /<input[^>]*value="Anabel"/);
  });

  it('times are written in the zone the patient’s browser reported (`tz`), else in peninsular time', async () => {
    const zoneOf = async (cookies: string[]) =>
      mainTextOf((await get('/en/invoices', ana.token, app, cookies)).body);
    const peninsular = `(${catalogs.en['timeZone.europeMadrid']})`;
    const canary = `(${catalogs.en['timeZone.atlanticCanary']})`;
    assert.ok((await zoneOf([])).includes(peninsular), 'no zone reported: peninsular time');
    const inCanaries = await zoneOf(['tz=Atlantic%2FCanary']);
    assert.ok(inCanaries.includes(canary) && !inCanaries.includes(peninsular), 'the Canaries');
    assert.ok((await zoneOf(['tz=Mars%2FOlympus'])).includes(peninsular), 'an unknown zone: peninsular time');
  });

  it('two patients whose requests alternate on one server each see only their own data', async () => {
    for (let round = 0; round < 4; round++) {
      for (const [me, other] of [
        [ana, bruno],
        [bruno, ana],
      ] as const) {
        for (const url of ['/', '/appointments', '/en/profile', `/appointments-detail?id=${me.next.id}`]) {
          const html = decode((await get(url, me.token)).body);
          assert.ok(html.includes(me.name) || html.includes(me.next.doctor), `${url}: ${me.name}'s own page`);
          assert.ok(
            !html.includes(`"${other.name}"`) && !html.includes(`>${other.name}`),
            `${url}: not ${other.name}'s`,
          );
        }
      }
    }
    // And one patient's visit is the not-found page for the other.
    const foreign = await get(`/appointments-detail?id=${ana.next.id}`, bruno.token);
    assert.equal(foreign.statusCode, 404);
    assert.ok(!decode(foreign.body).includes(ana.name));
  });

  it('what the patient typed is text in the page and escaped in its state, never markup', async () => {
    const name = '</script><script>alert(1)</script>';
    const mallory = await patient(name);
    const html = (await get('/', mallory.token)).body;
    assert.ok(!html.includes(name), 'never raw');
    assert.ok(mainTextOf(html).includes(name), 'shown as the text it is');
    const state = /<script type="application\/json" id="server-state">([^<]*)<\/script>/.exec(html)?.[1];
    assert.ok(state?.includes('\\u003c/script>'), 'escaped in the state');
  });

  it('a visitor’s public page is still kept in the page cache; a patient’s home never is', async () => {
    await get('/specialties');
    assert.equal((await get('/specialties')).headers['x-render-cache'], 'hit');
    const home = await get('/', ana.token);
    assertPrivate(home);
    assert.equal((await get('/', ana.token)).headers['x-render-cache'], 'bypass');
  });
});

describe('signed-in pages the server leaves to the browser', () => {
  const SESSION_PATHS = [
    '/appointments',
    '/en/invoices',
    '/profile',
    `/appointments-detail?id=1`,
    '/payment?preOrder=1',
    '/en/doctor_pre_order?specialityId=2',
  ];

  it('without a session: the browser-rendered page (the browser sends a visitor to sign in)', async () => {
    for (const url of SESSION_PATHS) {
      const reply = await get(url);
      assert.equal(reply.statusCode, 200, url);
      assert.equal(reply.headers['x-render-fallback'], 'session', url);
      assert.match(reply.body, /<div id="root"><\/div>/, `${url}: the shell`);
    }
  });

  it('with an expired token: the page’s frame, heading and loading state, nothing of the patient’s', async () => {
    const frames: Array<[string, string]> = [
      ['/appointments', catalogs.es['appointments.title']!],
      ['/en/invoices', catalogs.en['invoices.title']!],
      ['/profile', catalogs.es['profile.title']!],
    ];
    for (const [url, title] of frames) {
      const reply = await get(url, expiredToken());
      assert.equal(reply.statusCode, 200, url);
      assert.equal(reply.headers['x-render-fallback'], undefined, url);
      assert.equal(reply.headers['cache-control'], 'no-store', url);
      assert.equal(h1Of(reply.body), title, url);
      assert.match(reply.body, /role="status"|aria-busy="true"/, `${url}: its loading state`);
      assert.ok(!decode(reply.body).includes(ana.name) && !decode(reply.body).includes(ana.next.doctor), url);
    }
  });

  it('home with an expired token: its frame too, with room for the greeting and the visits, never kept', async () => {
    for (let round = 0; round < 2; round += 1) {
      const reply = await get('/en', expiredToken());
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['x-render-cache'], 'bypass', 'never from the page cache');
      assert.equal(reply.headers['cache-control'], 'no-store');
      assert.match(
        mainTextOf(reply.body),
        new RegExp(catalogs.en['home.upcoming.title']!),
        'the visits’ place',
      );
      assert.match(reply.body, /aria-busy="true"/, 'loading');
      assert.ok(!decode(reply.body).includes(ana.name) && !decode(reply.body).includes(ana.next.doctor));
    }
    // A visitor's home is not that frame.
    assert.doesNotMatch(mainTextOf((await get('/en')).body), new RegExp(catalogs.en['home.upcoming.title']!));
  });

  it('the early script’s ask with the renewed token: the patient’s page, and from another site only the frame', async () => {
    const ask = (fetchSite: string, authorization = `Bearer ${ana.token}`) =>
      app.inject({
        method: 'GET',
        url: '/en/invoices',
        headers: {
          host: 'app.example',
          cookie: `lang=en; token=${expiredToken()}`,
          authorization,
          'sec-fetch-site': fetchSite,
        },
      });
    const own = await ask('same-origin');
    assert.equal(own.statusCode, 200);
    assertPrivate(own);
    assert.match(String(own.headers.vary), /\bAuthorization\b/);
    assert.ok(mainTextOf(own.body).includes(money('en', ana.balance)), 'Ana’s balance');
    assert.ok(!own.body.includes(ana.token), 'no token in the page');
    for (const reply of [await ask('cross-site'), await ask('same-origin', `Basic ${ana.token}`)]) {
      assert.equal(reply.headers['cache-control'], 'no-store');
      assert.ok(!decode(reply.body).includes(money('en', ana.balance)), 'the frame, nothing of Ana’s');
    }
  });

  it('a token the provider refuses (signed out elsewhere): the browser-rendered page, never a refresh', async () => {
    const { access_token: token, refresh_token } = await signIn();
    const before = sandbox.logs.length;
    await call(sandbox.app, 'POST /api/v1/auth/logout', { token: refresh_token });
    const reply = await get('/appointments', token);
    assert.equal(reply.headers['x-render-fallback'], 'refused');
    assert.match(reply.body, /<div id="root"><\/div>/);
    assert.ok(!sandbox.logs.slice(before).some((line) => line.includes('auth/refresh')), 'no refresh');
  });

  it('a provider that is down: the browser-rendered page, quickly', async () => {
    const down = await buildServer({
      distDir,
      allowedHosts: ['app.example'],
      renderLimits: PATIENT_LIMITS,
      providerUrl: 'http://127.0.0.1:9/',
    });
    try {
      for (const url of [
        '/appointments',
        '/en/invoices',
        '/profile',
        '/payment?preOrder=1',
        '/doctor_pre_order',
      ]) {
        const reply = await get(url, ana.token, down);
        assert.equal(reply.statusCode, 200);
        assert.equal(reply.headers['x-render-fallback'], 'provider', url);
      }
    } finally {
      await down.close();
    }
  });
});

describe('signed-in pages that do not exist answer 404', () => {
  for (const prefix of ['', '/en']) {
    it(`${prefix || '/'}: an unknown visit, a malformed id, an unknown waiting room`, async () => {
      for (const url of [
        '/appointments-detail?id=99999',
        '/appointments-detail?id=abc',
        '/waiting?id=99999',
      ]) {
        const reply = await get(prefix + url, ana.token);
        assert.equal(reply.statusCode, 404, prefix + url);
        assertPrivate(reply);
        assert.equal(h1Of(reply.body), catalogs[prefix ? 'en' : 'es']['notFound.title']);
      }
      // A malformed id cannot exist for anyone: 404 even before the browser knows the session.
      const visitor = await get(`${prefix}/appointments-detail?id=abc`);
      assert.equal(visitor.statusCode, 404);
    });
  }
});

/** A message of the catalogs, as the page reads it. */
const say = (locale: Locale, id: string) => {
  const text = catalogs[locale][id];
  assert.ok(text, `${id} is in the ${locale} catalog`);
  return text;
};
/** The page's address in a language. */
const inLocale = (locale: Locale, bare: string) => (locale === 'en' ? `/en${bare}` : bare);
/** A time as the booking and payment pages show it: in peninsular time, whatever the server's own zone. */
const madridTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Madrid', hour: 'numeric', minute: '2-digit' })
    .format(new Date(iso))
    .replace(/\s/g, ' ');

describe('the flow pages rendered from the address and the session', () => {
  for (const locale of ['es', 'en'] as const) {
    it(`${locale}: /payment holds the order's doctor and the total to pay, for its patient only, privately`, async () => {
      const doctor = await doctorName(sandbox.app, GENERAL_MEDICINE);
      const total = await orderTotal(sandbox.app, ana.token, anaOrder.id);
      const reply = await get(inLocale(locale, `/payment?preOrder=${anaOrder.id}`), ana.token);
      assert.equal(reply.statusCode, 200);
      assertPrivate(reply);
      assert.equal(h1Of(reply.body), say(locale, 'payment.title'));
      const text = mainTextOf(reply.body);
      for (const expected of [doctor, say(locale, 'payment.breakdown.total'), money(locale, total)]) {
        assert.ok(text.includes(expected), `the payment page shows ${expected}`);
      }
      assert.ok(!reply.body.includes(ana.token), 'no token in the page');

      // The same pre-order asked for by another patient: not found, and nothing of it.
      const foreign = await get(inLocale(locale, `/payment?preOrder=${anaOrder.id}`), bruno.token);
      assert.equal(foreign.statusCode, 404);
      assertPrivate(foreign);
      const foreignText = mainTextOf(foreign.body);
      assert.ok(foreignText.includes(say(locale, 'payment.notFound')));
      assert.ok(!decode(foreign.body).includes(doctor), 'not the other patient’s doctor');
    });

    it(`${locale}: each booking step a patient only reads is rendered from the address`, async () => {
      const doctor = await doctorName(sandbox.app, GENERAL_MEDICINE);
      const [first] = await freeSlots(sandbox.app, Date.now(), GENERAL_MEDICINE);
      assert.ok(first, 'a free time');
      const held = `?specialityId=2&doctorId=4&preOrder=${anaOrder.id}`;
      const steps: Array<[string, string[]]> = [
        ['', [say(locale, 'booking.reason.title'), say(locale, 'booking.reason.bySpeciality')]],
        ['?wizardQuestion=1', [say(locale, 'booking.wizard.cancel')]],
        ['?specialityId=2', [say(locale, 'booking.doctors.title'), doctor]],
        ['?specialityId=2&doctorId=4', [doctor, madridTime(locale, first.start)]],
        [held, [say(locale, 'booking.held.title'), madridTime(locale, anaOrder.expires_at)]],
      ];
      for (const [query, holds] of steps) {
        const url = inLocale(locale, `/doctor_pre_order${query}`);
        const reply = await get(url, ana.token);
        assert.equal(reply.statusCode, 200, url);
        assertPrivate(reply);
        assert.equal(h1Of(reply.body), say(locale, 'preOrder.title'), url);
        const text = mainTextOf(reply.body);
        for (const expected of holds) assert.ok(text.includes(expected), `${url} shows ${expected}`);
      }
      // Another patient's held pre-order: not found, and not its time.
      const foreign = await get(inLocale(locale, `/doctor_pre_order${held}`), bruno.token);
      assert.equal(foreign.statusCode, 404);
      assert.ok(!mainTextOf(foreign.body).includes(madridTime(locale, anaOrder.expires_at)));
    });
  }

  it('two patients whose payment pages alternate on one server each see only their own order', async () => {
    const doctors = [
      await doctorName(sandbox.app, GENERAL_MEDICINE),
      await doctorName(sandbox.app, PSYCHOLOGY),
    ];
    const pages = [
      { token: ana.token, order: anaOrder, doctor: doctors[0]!, other: doctors[1]! },
      { token: bruno.token, order: brunoOrder, doctor: doctors[1]!, other: doctors[0]! },
    ];
    for (let round = 0; round < 3; round++) {
      for (const { token, order, doctor, other } of pages) {
        const text = mainTextOf((await get(`/payment?preOrder=${order.id}`, token)).body);
        assert.ok(text.includes(doctor) && !text.includes(other), `round ${round}: ${doctor}'s order only`);
      }
    }
  });

  it('/payment with the order’s own choices in the query is rendered; with others, left to the browser (a write)', async () => {
    // A consultation no bundle of Bruno's pays for: the provider holds no choice for it at first.
    const order = await holdPreOrder(sandbox.app, sandbox.clock.now(), bruno.token, GENERAL_MEDICINE);
    const same = await get(`/payment?preOrder=${order.id}&use_balance=false`, bruno.token);
    assert.equal(same.statusCode, 200);
    assert.equal(same.headers['x-render-fallback'], undefined);
    for (const choice of ['voucher_code=BIENVENIDA10', 'use_balance=true', 'bundle_order_id=1']) {
      const reply = await get(`/payment?preOrder=${order.id}&${choice}`, bruno.token);
      assert.equal(reply.statusCode, 200, choice);
      assert.equal(reply.headers['x-render-fallback'], 'write', choice);
      assert.match(reply.body, /<div id="root"><\/div>/, `${choice}: the shell`);
    }
  });

  it('/payment of a window that ran out shows so; a paid one (its payment is found by a write) is left to the browser', async () => {
    const expired = await holdPreOrder(sandbox.app, sandbox.clock.now(), bruno.token, GENERAL_MEDICINE);
    await expirePreOrder(sandbox.app, expired.id);
    const ended = await get(`/en/payment?preOrder=${expired.id}`, bruno.token);
    assert.equal(ended.statusCode, 200);
    assert.ok(mainTextOf(ended.body).includes(say('en', 'payment.expired.title')));

    const paid = await holdPreOrder(sandbox.app, sandbox.clock.now(), bruno.token, GENERAL_MEDICINE);
    await payPreOrder(sandbox.app, bruno.token, paid.id);
    assert.equal(
      (await get(`/payment?preOrder=${paid.id}`, bruno.token)).headers['x-render-fallback'],
      'live',
    );
  });

  it('the booking steps that need the browser are left to it; a payment that cannot exist is not found', async () => {
    for (const query of [
      '?specialityId=2&appointmentType=emergency',
      '?specialityId=2&appointmentType=booked&date=2031-06-16',
      '?symptomId=1',
    ]) {
      const reply = await get(`/doctor_pre_order${query}`, ana.token);
      assert.equal(reply.headers['x-render-fallback'], 'live', query);
      assert.match(reply.body, /<div id="root"><\/div>/, `${query}: the shell`);
    }
    for (const url of ['/payment', '/payment?preOrder=abc', '/en/payment?preOrder=0']) {
      for (const token of [ana.token, undefined]) {
        const reply = await get(url, token);
        assert.equal(reply.statusCode, 404, url);
        if (token) assertPrivate(reply);
      }
    }
  });
});
