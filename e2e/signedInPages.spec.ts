import { type Browser, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { sandboxURL } from '../playwright.config';
import {
  expectNoSeriousA11yViolations,
  holdTheApp,
  localized,
  locales,
  signInAsDemoPatient,
  t,
  waitForApp,
} from './authSupport';

/*
 * The pages a patient lives in, rendered on the server from the session the `token` cookie names (issue 33,
 * docs/decisions/0020-signed-in-pages-rendered-on-the-server.md): the patient's own content is in the HTML
 * (JavaScript off shows it), the answer is private, the browser takes the page over without a mismatch and
 * without asking the provider again; an expired token leaves the page to the browser, which refreshes once.
 */

const SHOTS = '/work/shots/signed-in';

// A patient in the Canaries: neither the server's own zone nor the peninsular one it assumes when none is known.
test.use({ timezoneId: 'Atlantic/Canary' });

interface Visit {
  id: number;
  doctor: string;
}

/** The patient's next visit, as the provider tells it (the page's token). */
async function nextVisit(page: Page): Promise<Visit> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`${sandboxURL}/api/v2/meeting/homepage/upcomings`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { appointment_list } = (await response.json()) as {
    appointment_list: Array<{ id: number; doctor: { full_name: string } }>;
  };
  return { id: appointment_list[0]!.id, doctor: appointment_list[0]!.doctor.full_name };
}

/** The pages, each with what only this patient's page shows in its main content. */
const pages = (visit: Visit, name: string) => [
  { path: '/', title: 'home.title', shows: [name, visit.doctor] },
  { path: '/appointments', title: 'appointments.title', shows: [visit.doctor] },
  { path: `/appointments-detail?id=${visit.id}`, title: 'appointmentDetail.title', shows: [visit.doctor] },
  { path: '/invoices', title: 'invoices.title', shows: [] },
  { path: '/profile', title: 'profile.title', shows: [] },
];

/** A page with JavaScript off, in a browser holding the same cookies: only the server's HTML. */
async function withoutJavaScript(browser: Browser, signedIn: Page) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(await signedIn.context().cookies());
  return context.newPage();
}

for (const locale of locales) {
  test(`signed-in pages come from the server with the patient's own content (${locale}): private, taken over without a mismatch or a second call`, async ({
    page,
    browser,
  }) => {
    const name = locale === 'es' ? 'Inés' : 'Oliver';
    await signInAsDemoPatient(page, locale, '/', { first_name: name });
    const visit = await nextVisit(page);
    // The signed-in home's own calls are over before the pages are counted.
    await page.waitForLoadState('networkidle');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) problems.push(message.text());
    });
    const providerCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === sandboxURL && url.pathname.startsWith('/api/')) providerCalls.push(url.pathname);
    });

    const offline = await withoutJavaScript(browser, page);
    for (const { path, title, shows } of pages(visit, name)) {
      const url = localized(locale, path);
      providerCalls.length = 0;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      expect(response?.headers()['cache-control'], url).toBe('private, no-store');
      expect(response?.headers()['x-render-cache'], url).toBe('bypass');
      await waitForApp(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t(locale, title) })).toBeVisible();
      for (const text of shows) await expect(main.getByText(text).first()).toBeVisible();
      // The browser found what the server fetched in the page's state: no call for it again.
      await page.waitForLoadState('networkidle');
      expect(providerCalls, `${url} asked again`).toEqual([]);

      // JavaScript off: the same content, from the server's HTML alone.
      await offline.goto(url);
      const plain = offline.getByRole('main');
      await expect(plain.getByRole('heading', { level: 1, name: t(locale, title) })).toBeVisible();
      for (const text of shows) await expect(plain.getByText(text).first()).toBeVisible();
    }
    expect(problems, 'no hydration error or other error').toEqual([]);

    // What the patient reads with JavaScript off: the visit, the balance, the profile's own details.
    mkdirSync(SHOTS, { recursive: true });
    await offline.goto(localized(locale, '/invoices'));
    await expect(
      offline.getByRole('main').getByRole('heading', { name: t(locale, 'invoices.balance.title') }),
    ).toBeVisible();
    await offline.goto(localized(locale, '/profile'));
    await expect(offline.getByRole('main').getByRole('textbox').first()).toHaveValue(name);
    for (const path of ['/appointments', '/invoices']) {
      await offline.goto(localized(locale, path));
      const file = `${SHOTS}/${path.slice(1)}-no-js-${locale}`;
      await offline.setViewportSize({ width: 1280, height: 900 });
      await offline.screenshot({ path: `${file}-desktop.png`, fullPage: true });
      await offline.setViewportSize({ width: 390, height: 844 });
      await offline.screenshot({ path: `${file}-390.png`, fullPage: true });
    }
    await offline.context().close();
    await expectNoSeriousA11yViolations(page);
  });
}

/** A token that decodes like the provider's but expired a minute ago (the browser's next call refreshes). */
const expiredToken = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
};

for (const locale of locales) {
  test(`an expired token (${locale}): the server sends the page's frame, its early script refreshes and puts the patient's page in its place before the app's code has loaded, and the app hydrates it without asking again`, async ({
    page,
    baseURL,
  }) => {
    await signInAsDemoPatient(page, locale, '/');
    const visit = await nextVisit(page);
    // A quarter of an hour later: the access token has expired (the cookie keeps it), the refresh token is good.
    const expired = expiredToken();
    await page.evaluate((token) => localStorage.setItem('access_token', token), expired);
    await page.context().addCookies([{ name: 'token', value: expired, url: baseURL! }]);
    let refreshes = 0;
    page.on('request', (request) => {
      if (request.url() === `${sandboxURL}/api/v1/auth/refresh`) refreshes += 1;
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    const release = await holdTheApp(page);
    const refreshed = page.waitForResponse(`${sandboxURL}/api/v1/auth/refresh`);
    const pageAsked = page.waitForRequest(
      (request) =>
        request.resourceType() === 'fetch' &&
        new URL(request.url()).pathname === localized(locale, '/appointments'),
    );
    const response = await page.goto(localized(locale, '/appointments'), { waitUntil: 'commit' });
    // The frame, from the server: the heading and the loading state, nothing of the patient's; its early script.
    const frame = (await response?.text()) ?? '';
    expect(response?.headers()['x-render-fallback']).toBeUndefined();
    expect(frame).toContain(`>${t(locale, 'appointments.title')}</h1>`);
    expect(frame).not.toContain(visit.doctor);
    // First in the head, at the app's code's priority: the code's preloads are low, and come after it.
    expect(frame).toMatch(
      /<head><script async src="\/static\/js\/early-session\.[0-9a-f]{10}\.js" data-early>/,
    );
    expect(frame).toMatch(/<link rel="preload" as="script" fetchpriority="low" href="\/static\/js\/index\./);
    // The refresh is made and stored while the app's code is still held back: the early script did it.
    expect((await refreshed).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(expired);
    // Then the patient's page, rendered by the server with the new token (asked for with it while the call that
    // puts it in the cookie is on its way), takes the frame's place: still without the app's code.
    expect((await pageAsked).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]*$/);
    await expect(page.getByRole('main').getByText(visit.doctor).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    const providerCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === sandboxURL && url.pathname.startsWith('/api/')) providerCalls.push(url.pathname);
    });
    release();
    // The app hydrates that page: no second refresh, and nothing the server fetched is asked for again.
    await waitForApp(page);
    await expect(page.getByRole('main').getByText(visit.doctor).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(providerCalls).toEqual([]);
    expect(refreshes).toBe(1);
    expect(problems, 'no hydration error').toEqual([]);
    // The renewed session is the server's again: the next page comes with the patient's content.
    const next = await page.goto(localized(locale, '/invoices'));
    expect(next?.headers()['cache-control']).toBe('private, no-store');
  });
}

test('an expired token, the frame in use before the patient’s page comes: the frame stays and the app fills it, without a mismatch', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoPatient(page, 'en', '/');
  const visit = await nextVisit(page);
  const expired = expiredToken();
  await page.evaluate((token) => localStorage.setItem('access_token', token), expired);
  await page.context().addCookies([{ name: 'token', value: expired, url: baseURL! }]);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  // The early script's request for the patient's page is held until the patient has pressed a key.
  let asked!: () => void;
  const pageAsked = new Promise<void>((resolve) => (asked = resolve));
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/en\/appointments$/, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    asked();
    await answered;
    return route.continue();
  });
  await page.goto(localized('en', '/appointments'), { waitUntil: 'commit' });
  await pageAsked;
  await page.keyboard.press('Tab');
  answer();
  // The app's code comes once the early script has given the page up; it renews nothing again (the early
  // renewal is its own) and fills the frame.
  await waitForApp(page);
  await expect(page.getByRole('main').getByText(visit.doctor).first()).toBeVisible();
  expect(problems, 'no hydration error').toEqual([]);
});
