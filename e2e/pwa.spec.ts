import { chromium, expect as baseExpect, type Page, test } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { baseURL } from '../playwright.config';
import { localized, locales, signInAsDemoPatient, t } from './authSupport';
import { OFFLINE_CACHES } from '../src/config/offline';
import { MANIFEST_PATHS } from '../src/config/webApp';

/*
 * Issue 24: installable, and the patient's next visits offline. The service worker is allowed here (the other
 * journeys block it: playwright.config.ts), and each test has a browser context of its own, so a fresh worker.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

const waitForApp = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

/** Once the worker has installed (everything precached) and controls the page. */
async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}

/**
 * What Chromium itself checks before it offers to install (Lighthouse 13 has no PWA category any more), in a
 * profile of its own: Playwright's contexts are incognito ones, where Chromium never installs.
 */
async function installabilityErrors(browserName: string, locale: (typeof locales)[number]) {
  const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
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
