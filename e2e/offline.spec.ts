import { type Page, test } from '@playwright/test';
import { OFFLINE_CACHES } from '../src/config/offline';
import { accountButton, localized, t } from './authSupport';
import { controlledByWorker, expect, signInAsDemoPatient, waitForApp } from './pwaSupport';

/*
 * Issue 34.7, with the service worker allowed (the other journeys block it): a one-time sign-in address is never
 * kept.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

/** The addresses the worker keeps as pages. */
const keptPages = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, OFFLINE_CACHES.pages);

test('a one-time sign-in address is never kept by the worker, and sign-out leaves none', async ({ page }) => {
  const locale = 'es';
  await page.goto(localized(locale, '/'));
  await waitForApp(page);
  await controlledByWorker(page);
  // Through the worker: the sign-in link (`/login?token=…&from=…`) is a navigation it answers.
  await signInAsDemoPatient(page, locale, 'Enlace');

  const reloaded = page.waitForEvent('load');
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: t(locale, 'header.logout') }).click();
  await reloaded;
  await waitForApp(page);
  // The worker does keep pages (the sign-in page the sign-out led to), never one whose address carries a token.
  await expect
    .poll(() => keptPages(page))
    .toContainEqual(expect.stringMatching(/\/login\?from=%2Fappointments$/));
  expect((await keptPages(page)).filter((address) => /token/i.test(decodeURIComponent(address)))).toEqual([]);
});
