import { expect, type Page, type Route, test } from '@playwright/test';
import { wholeChromium } from '../playwright.config';
import { localized, locales, t, waitForApp } from './authSupport';

/*
 * Issue 34.6: Back and Forward between two pages that need a session, as a visitor. A page left while its code
 * was starting (a link followed on a slow phone) goes into the browser's back/forward cache as it was; Back
 * shows it again, and the app must take it over then: it used to stay an empty page.
 *
 * The back/forward cache is the whole browser's: Playwright turns it off by default and the headless shell has
 * none, so this file runs Chromium itself with it on.
 */
test.use({
  launchOptions: {
    executablePath: wholeChromium,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: ['--no-sandbox', '--disable-gpu'],
  },
});

const ENTRY = '**/static/js/index.*.js';

async function expectSignInFor(page: Page, locale: (typeof locales)[number], from: string) {
  await expect(page).toHaveURL(
    new RegExp(`${localized(locale, '/login')}\\?from=${encodeURIComponent(from).replace(/\?/g, '\\?')}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'login.title') })).toBeVisible();
  await waitForApp(page);
}

/**
 * Opens `path` and follows a link to `next` while the page's code is starting: once the boot has made the store
 * (its `boot: store` mark), and `next` answers only once the boot has got as far as it can. The page so left
 * had no request in flight: the browser keeps it in its back/forward cache.
 */
async function leaveWhileStarting(page: Page, path: string, next: string) {
  const entryRequested = new Promise<Route>((resolve) => void page.route(ENTRY, resolve, { times: 1 }));
  const isNext = (url: URL) => url.pathname === next;
  const nextRequested = new Promise<Route>((resolve) => void page.route(isNext, resolve, { times: 1 }));
  await page.goto(path, { waitUntil: 'commit' });
  await page.evaluate((to) => {
    // Marks this document: a copy of it from the back/forward cache still has it, a new one does not.
    (window as { leftWhileStarting?: boolean }).leftWhileStarting = true;
    new PerformanceObserver((entries) => {
      for (const { name } of entries.getEntries()) {
        if (name === 'boot: store') window.location.href = to;
        // Told by the console: Playwright cannot evaluate in a page whose navigation is under way.
        if (name === 'boot: render code') console.log('boot went as far as it could');
      }
    }).observe({ type: 'measure' });
  }, next);
  const bootDone = page.waitForEvent(
    'console',
    (message) => message.text() === 'boot went as far as it could',
  );
  await (await entryRequested).continue();
  const [, nextPage] = await Promise.all([bootDone, nextRequested]);
  await nextPage.continue();
}

for (const locale of locales) {
  test(`a visitor goes Back to a page left while it was starting: the sign-in page, not an empty page; and Forward (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/invoices'));
    await expectSignInFor(page, locale, '/invoices');

    await leaveWhileStarting(page, localized(locale, '/appointments'), localized(locale, '/profile'));
    await expectSignInFor(page, locale, '/profile');

    await page.goBack({ waitUntil: 'commit' });
    await expectSignInFor(page, locale, '/appointments');
    // The page the visitor left, from the back/forward cache, not loaded again (what this journey is about).
    expect(await page.evaluate(() => (window as { leftWhileStarting?: boolean }).leftWhileStarting)).toBe(
      true,
    );

    await page.goForward({ waitUntil: 'commit' });
    await expectSignInFor(page, locale, '/profile');
    await page.goBack({ waitUntil: 'commit' });
    await expectSignInFor(page, locale, '/appointments');
    await page.goBack({ waitUntil: 'commit' });
    await expectSignInFor(page, locale, '/invoices');
  });
}
