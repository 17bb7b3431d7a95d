import { chromium, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseURL, wholeChromium } from '../playwright.config';
import { localized, locales, t } from './authSupport';
import { copyOfBuild, deployURL, nextBuild, serve } from './deploySupport';
import { MANIFEST_PATHS } from '../src/config/webApp';
import {
  controlledByWorker,
  expect,
  offlineBanner,
  patientsInCache,
  shootBothSizes,
  signInAsDemoPatient,
  visitAppointmentsOnline,
  visitIds,
  waitForApp,
} from './pwaSupport';

/*
 * Issue 24: installable, and the patient's next visits offline. The service worker is allowed here (the other
 * journeys block it: playwright.config.ts), and each test has a browser context of its own, so a fresh worker.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

/**
 * What Chromium itself checks before it offers to install (Lighthouse 13 has no PWA category any more), in a
 * profile of its own: Playwright's contexts are incognito ones, where Chromium never installs.
 */
async function installabilityErrors(browserName: string, locale: (typeof locales)[number]) {
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: wholeChromium,
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
  });
  try {
    expect(browserName).toBe('chromium');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(localized(locale, '/'));
    await waitForApp(page);
    await controlledByWorker(page);
    const cdp = await context.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

for (const locale of locales) {
  test(`installable (${locale}): the manifest, its icons, the worker controlling the page, no installability error`, async ({
    page,
    request,
    browserName,
  }) => {
    await page.goto(localized(locale, '/'));
    await waitForApp(page);
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    expect(href).toBe(MANIFEST_PATHS[locale]);
    await expect(page.locator('link[rel=apple-touch-icon]')).toHaveAttribute(
      'href',
      /apple-touch-icon\.png$/,
    );

    const response = await request.get(href!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Telehealth',
      short_name: 'Telehealth',
      lang: locale,
      start_url: localized(locale, '/'),
      scope: '/',
      display: 'standalone',
      theme_color: '#0b6e69',
      background_color: '#f7faf9',
    });
    expect(
      manifest.shortcuts.map((shortcut: { name: string; url: string }) => [shortcut.name, shortcut.url]),
    ).toEqual([
      [t(locale, 'manifest.shortcutBook'), localized(locale, '/specialties')],
      [t(locale, 'manifest.shortcutAppointments'), localized(locale, '/appointments')],
    ]);
    const purposes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    await controlledByWorker(page);
    expect(await installabilityErrors(browserName, locale)).toEqual([]);

    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['service-worker-allowed']).toBeUndefined();
    const csp = (await request.get(localized(locale, '/'))).headers()['content-security-policy'];
    expect(csp).toContain("worker-src 'self';");
  });
}

for (const locale of locales) {
  test(`offline after visiting /appointments (${locale}): the visits and their details from the cache with the banner, network actions disabled with the reason until back online`, async ({
    page,
    context,
  }) => {
    const { doctor } = await visitAppointmentsOnline(page, locale, 'Offline');
    const reason = t(locale, 'offline.needsNetwork');
    // The network goes while the page is open: what it shows stays, booking the follow-up waits for it.
    await context.setOffline(true);
    await expect(offlineBanner(page, locale)).toBeVisible();
    const book = page.getByRole('link', {
      name: new RegExp(t(locale, 'appointments.followUps.acceptLabel', { doctor: '.+' })),
    });
    await expect(book.first()).toHaveAttribute('aria-disabled', 'true');
    await expect(book.first()).toHaveAccessibleDescription(reason);

    // Opened again offline: the page, its code and the visits come from the worker's cache.
    await page.reload();
    await waitForApp(page);
    await expect(offlineBanner(page, locale)).toBeVisible();
    await expect(page.locator('#appointments-panel').getByText(doctor).first()).toBeVisible();
    await shootBothSizes(page, `offline-appointments-${locale}`);

    await page.locator('main a[href*="appointments-detail?id="]').first().click();
    await expect(offlineBanner(page, locale)).toBeVisible();
    const cancel = page.getByRole('button', { name: t(locale, 'appointments.detail.cancelOpen') });
    await expect(cancel).toBeDisabled();
    await expect(cancel).toHaveAccessibleDescription(reason);
    await shootBothSizes(page, `offline-details-${locale}`);

    // Back online: the actions come back by themselves.
    await context.setOffline(false);
    await expect(cancel).toBeEnabled();
    await expect(offlineBanner(page, locale)).toHaveCount(0);
    await expect(page.getByText(reason)).toHaveCount(0);
  });
}

test('sign-out leaves nothing of the patient in the cache; the next patient never sees the previous one’s visits', async ({
  page,
  context,
}) => {
  const locale = 'es';
  const first = await visitAppointmentsOnline(page, locale, 'Primera');
  const reloaded = page.waitForEvent('load');
  await page.locator('#profile-button').click();
  await page.getByRole('menuitem', { name: t(locale, 'header.logout') }).click();
  await reloaded;
  await expect.poll(() => patientsInCache(page)).toEqual([]);

  // Another patient signs in on this browser over a session whose visits were stored: none of them stay, and
  // offline she sees her own visits only.
  const previous = await visitAppointmentsOnline(page, locale, 'Primera');
  const second = await signInAsDemoPatient(page, locale, 'Segunda');
  await expect(page.locator('main a[href*="appointments-detail?id="]').first()).toBeVisible();
  await expect.poll(() => patientsInCache(page)).toEqual([String(second.user_id)]);
  await context.setOffline(true);
  await page.reload();
  await waitForApp(page);
  await expect(offlineBanner(page, locale)).toBeVisible();
  const shown = await visitIds(page);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((id) => previous.visits.includes(id) || first.visits.includes(id))).toEqual([]);
});

/** Every lazy route, as a signed-in patient opens them (someone else's visit or order is a page that says so). */
const LAZY_ROUTES = [
  '/specialties',
  '/doctor/1',
  '/doctor_pre_order?specialityId=2',
  '/about-us',
  '/contact-us',
  '/cookie-policy',
  '/privacy-policy',
  '/b2b-login',
  '/renew',
  '/profile',
  '/appointments',
  '/appointments-detail?id=1',
  '/waiting?id=1',
  '/payment?preOrder=1',
  '/invoices',
  '/no-such-page',
  '/',
];

for (const locale of locales) {
  test(`a tab open across a deploy (${locale}): every lazy route opens from the worker's copy of its build, no reload, then 'A new version is ready'`, async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const work = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    const before = copyOfBuild(path.join(work, 'before'));
    const after = nextBuild(before, path.join(work, 'after'));
    let server = await serve(before);
    const context = await browser.newContext({ baseURL: deployURL, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await signInAsDemoPatient(page, locale, 'Despliegue');
      await waitForApp(page);
      await controlledByWorker(page);

      // The deploy: the old build's files are gone from the server.
      await server.close();
      server = await serve(after);
      const loads = { count: 0 };
      page.on('load', () => (loads.count += 1));
      const missing: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404 && response.url().includes('/static/')) missing.push(response.url());
      });

      for (const route of LAZY_ROUTES) {
        // An in-app navigation, as a link or the back button makes it.
        await page.evaluate(
          (to) => {
            window.history.pushState(null, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          },
          localized(locale, route),
        );
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.locator('main h1').first()).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      }
      expect(loads.count).toBe(0);
      expect(missing).toEqual([]);

      // The browser looks for a new version (the app does on navigations, at most once a minute).
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((found) => found?.update()));
      const prompt = page.getByRole('status').filter({ hasText: t(locale, 'pwa.updateReady') });
      await expect(prompt).toBeVisible({ timeout: 90_000 });
      await shootBothSizes(page, `update-prompt-${locale}`);

      const entryBefore = await page.locator('script[src*="/static/js/index."]').first().getAttribute('src');
      await prompt.getByRole('button', { name: t(locale, 'pwa.update') }).click();
      await expect.poll(() => loads.count).toBe(1);
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 90_000 });
      const entryAfter = await page.locator('script[src*="/static/js/index."]').first().getAttribute('src');
      expect(entryAfter).not.toBe(entryBefore);
      await expect(prompt).toHaveCount(0);
      expect(loads.count).toBe(1);
    } finally {
      await context.close();
      await server.close();
      rmSync(work, { recursive: true, force: true });
    }
  });
}
