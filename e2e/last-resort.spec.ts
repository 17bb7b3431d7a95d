import { type BrowserContext, expect, type Page, type Route, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations, localized, locales, openSettled, t, waitForApp } from './authSupport';

/*
 * The last-resort error page: when the language's texts cannot load (offline, or a deploy took the old build's
 * chunks away), the app shows a bare page, in the page's language, from texts in its entry. A page whose own
 * code cannot load says so inside the site, even when the error modal's code cannot load either.
 */

const SHOTS = '/work/shots/session';

async function openHome(page: Page, locale: (typeof locales)[number]) {
  await page.goto(localized(locale, '/'));
  await expect(
    page.getByRole('banner').getByRole('link', { name: t(locale, 'header.specialties') }),
  ).toBeVisible();
  await waitForApp(page);
}

/** Offline as the page sees it too (the browser tells the page a moment after its network is gone). */
async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}

async function expectLastResortPage(page: Page, locale: (typeof locales)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'app.genericError') })).toBeVisible();
  await expect(page.getByRole('button', { name: t(locale, 'app.retry') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

async function screenshots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize(desktop);
}

for (const locale of locales) {
  test.describe(`the last-resort page (${locale})`, () => {
    test('offline: a page whose code cannot load says so inside the site, and its way home works once online', async ({
      page,
      context,
    }) => {
      await openHome(page, locale);
      await goOffline(page, context);
      await page
        .getByRole('banner')
        .getByRole('link', { name: t(locale, 'header.specialties') })
        .click();
      // The error modal's code cannot load either: the page says it itself, under the header.
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 1, name: t(locale, 'errorModal.title'), exact: true }),
      ).toBeVisible();
      await expect(main.getByText(t(locale, 'errorModal.pageLoadFailed'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshots(page, `page-load-error-offline-${locale}`);

      // Back online, the modal's code comes and it says the same; its button leads home.
      await context.setOffline(false);
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(t(locale, 'errorModal.pageLoadFailed'));
      await dialog.getByRole('button', { name: t(locale, 'ErrorBtnText') }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/').replace(/\/$/, '')}/?$`));
      await expect(
        page.getByRole('banner').getByRole('link', { name: t(locale, 'header.specialties') }),
      ).toBeVisible();
    });

    test('offline, the other language’s texts cannot load: the last-resort page in that language, and Try again works', async ({
      page,
      context,
    }) => {
      const other = locale === 'es' ? 'en' : 'es';
      // The footer's code has come (its language links switch in place; the server's are plain links).
      await openSettled(page, localized(locale, '/'));
      await goOffline(page, context);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t(other, `header.language.${other}`) })
        .click();
      await expectLastResortPage(page, other);
      await screenshots(page, `last-resort-offline-${other}`);

      await context.setOffline(false);
      await page.getByRole('button', { name: t(other, 'app.retry') }).click();
      await expect(
        page.getByRole('banner').getByRole('link', { name: t(other, 'header.specialties') }),
      ).toBeVisible();
    });

    test('offline before a part below the page’s fold has loaded: the page stays, and the part comes with the network', async ({
      page,
      context,
    }) => {
      // The footer's code is held until the network is gone: its request then fails as a train's tunnel makes it.
      let held: Route | undefined;
      let footerRequested!: () => void;
      const requested = new Promise<void>((resolve) => (footerRequested = resolve));
      await page.route('**/static/js/async/footer.*.js', async (route) => {
        if (held) return route.continue();
        held = route;
        footerRequested();
      });
      await page.goto(localized(locale, '/'));
      await requested;
      await waitForApp(page);
      await goOffline(page, context);
      await held!.abort('internetdisconnected');
      // Offline, the patient reads on: the reviews load as they come near, and cannot.
      const reviewsFailed = page.waitForEvent('requestfailed', (request) =>
        /\/static\/js\/async\//.test(request.url()),
      );
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await reviewsFailed;

      // Back online, the footer's code loads and the page the patient was reading is still there.
      const footerLoaded = page.waitForResponse(
        (response) => response.request().method() === 'GET' && /\/footer\.[^/]*\.js$/.test(response.url()),
      );
      await context.setOffline(false);
      expect((await footerLoaded).ok()).toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'app.genericError') })).toBeHidden();
      await expect(
        page.getByRole('banner').getByRole('link', { name: t(locale, 'header.specialties') }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test('after a deploy (old chunks answer 404): reloads once for the new build, then says the page could not load, with the way home', async ({
      page,
    }) => {
      await openSettled(page, localized(locale, '/'));
      let loads = 0;
      page.on('load', () => (loads += 1));
      // The old build's lazy chunks are gone from the server; the entry is still served (cached in real life).
      await page.route('**/static/js/async/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await page
        .getByRole('banner')
        .getByRole('link', { name: t(locale, 'header.specialties') })
        .click();

      // Issue 34.2: what docs/offline-and-deploys.md promises, not 'Something went wrong / Try again'.
      await expect(
        page.getByRole('heading', { level: 1, name: t(locale, 'errorModal.title'), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(t(locale, 'errorModal.pageLoadFailed'))).toBeVisible();
      const home = page.getByRole('link', { name: t(locale, 'ErrorBtnText') });
      await expect(home).toHaveAttribute('href', localized(locale, '/'));
      await expect(page.getByRole('button', { name: t(locale, 'app.retry') })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      expect(loads).toBe(1);
      await screenshots(page, `last-resort-deploy-${locale}`);

      // Once the new build is there, the way home leads to it.
      await page.unroute('**/static/js/async/**');
      await home.click();
      await expect(
        page.getByRole('banner').getByRole('link', { name: t(locale, 'header.specialties') }),
      ).toBeVisible();
      await waitForApp(page);
      expect(loads).toBe(2);
    });
  });
}
