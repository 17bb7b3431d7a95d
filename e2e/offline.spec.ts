import { type Page, test } from '@playwright/test';
import { OFFLINE_CACHES } from '../src/config/offline';
import { accountButton, expectNoSeriousA11yViolations, localized, locales, t } from './authSupport';
import {
  controlledByWorker,
  expect,
  offlineBanner,
  shootBothSizes,
  signInAsDemoPatient,
  visitAppointmentsOnline,
  waitForApp,
} from './pwaSupport';

/*
 * Issue 34.1 and 34.7, with the service worker allowed (the other journeys block it): offline, a page never kept
 * is the app's offline page, not the browser's error; a one-time sign-in address is never kept.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ serviceWorkers: 'allow' });

const SHOTS = '/work/shots/wip/client-trips';

/** The addresses the worker keeps as pages. */
const keptPages = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, OFFLINE_CACHES.pages);

const offlineHeading = (page: Page, locale: (typeof locales)[number]) =>
  page.getByRole('heading', { level: 1, name: t(locale, 'offlinePage.title') });

for (const locale of locales) {
  test(`offline, a page never opened: the app's offline page in the page's language, with what can be read offline (${locale})`, async ({
    page,
    context,
  }) => {
    await visitAppointmentsOnline(page, locale, 'Desconectada');
    await context.setOffline(true);

    // Opened by its address, never kept: the offline page, not the browser's error.
    await page.goto(localized(locale, '/invoices'));
    await expect(offlineHeading(page, locale)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(new RegExp(t(locale, 'offlinePage.title')));
    await expect(page.getByText(t(locale, 'offlinePage.notOpened'))).toBeVisible();
    const readable = page.getByRole('region', { name: t(locale, 'offlinePage.readable') });
    const appointments = readable.getByRole('link', { name: t(locale, 'offlinePage.appointments') });
    await expect(appointments).toBeVisible();
    // Never opened here, so not offered: the prescription (/renew).
    await expect(readable.getByRole('link', { name: t(locale, 'offlinePage.prescription') })).toBeHidden();
    await expect(page.getByText(t(locale, 'offlinePage.nothingYet'))).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    // By keyboard (the page has no script): the home link, then 'Try again', with its focus ring.
    const retry = page.getByRole('link', { name: t(locale, 'app.retry') });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(retry).toBeFocused();
    await expect(retry).toHaveCSS('outline-style', 'solid');
    await shootBothSizes(page, `offline-page-${locale}`, { fullPage: true, dir: SHOTS });

    // Reloaded, still offline: the same page.
    await page.reload();
    await expect(offlineHeading(page, locale)).toBeVisible();

    // What it offers opens offline.
    await appointments.click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/appointments')}$`));
    await waitForApp(page);
    await expect(offlineBanner(page, locale)).toBeVisible();

    // Back online, 'Try again' on the offline page opens the page asked for.
    await page.goBack();
    await expect(offlineHeading(page, locale)).toBeVisible();
    await context.setOffline(false);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'invoices.title') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/invoices')}$`));
  });
}

test('offline before anything could be kept: the offline page says how to have something to read next time', async ({
  page,
  context,
}) => {
  const locale = 'en';
  await page.goto(localized(locale, '/about-us'));
  await waitForApp(page);
  await controlledByWorker(page);
  await context.setOffline(true);
  await page.goto(localized(locale, '/contact-us'));
  await expect(offlineHeading(page, locale)).toBeVisible();
  await expect(page.getByText(t(locale, 'offlinePage.nothingYet'))).toBeVisible();
  await expect(page.getByRole('region', { name: t(locale, 'offlinePage.readable') })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await shootBothSizes(page, `offline-page-nothing-${locale}`, { dir: SHOTS });
});

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
