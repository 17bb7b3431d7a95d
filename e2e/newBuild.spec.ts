import { expect as baseExpect, type Page, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxURL } from '../playwright.config';
import { localized, locales, openSettled, registerPatient, t } from './authSupport';
import { copyOfBuild, deployURL, nextBuild, serve } from './deploySupport';

// Waits follow what a patient sees, on a machine other work keeps busy.
const expect = baseExpect.configure({ timeout: 30_000 });

const waitForApp = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

/*
 * Issue 22.4: a tab open across a deploy, without a service worker (a first visit, a browser without workers):
 * the old build's chunks answer 404. A click on a link reloads once, on the link's address, to pick up the new
 * build; when the chunk is still gone after that reload, the page says so in its language with the way home,
 * and never reloads again for it.
 */

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: 180_000 });

const SPECIALTIES_CHUNK = '**/static/js/async/page-specialties.*.js';

async function openHome(page: Page, locale: (typeof locales)[number]) {
  await page.goto(localized(locale, '/'));
  await waitForApp(page);
}

const specialtiesLink = (page: Page, locale: (typeof locales)[number]) =>
  page.getByRole('banner').getByRole('link', { name: t(locale, 'header.specialties') });

/**
 * Counts the documents the tab asks for from now on (a reload is one). Counted at the document's request, not at
 * its load event: the reloaded page asks for its code before its load event, which would count it too late.
 */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

for (const locale of locales) {
  test.describe(`a chunk gone after a deploy, no service worker (${locale})`, () => {
    test('gone before the click only: one reload, and it lands on the page the link leads to', async ({
      page,
    }) => {
      await openHome(page, locale);
      const loads = countLoads(page);
      // The chunk answers 404 until the page reloads (the old build's name); the reloaded page's build has it.
      await page.route(SPECIALTIES_CHUNK, (route) =>
        loads.count === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
      );
      await specialtiesLink(page, locale).click();

      await expect(page).toHaveURL(localized(locale, '/specialties'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'specialties.title'));
      await waitForApp(page);
      expect(loads.count).toBe(1);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('gone before the click and after the reload: the error with the way home, never a second reload', async ({
      page,
    }) => {
      await openHome(page, locale);
      const loads = countLoads(page);
      await page.route(SPECIALTIES_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
      await specialtiesLink(page, locale).click();

      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(t(locale, 'errorModal.pageLoadFailed'));
      await expect(page).toHaveURL(localized(locale, '/specialties'));
      expect(loads.count).toBe(1);

      await dialog.getByRole('button', { name: t(locale, 'ErrorBtnText') }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/').replace(/\/$/, '')}/?$`));
      await waitForApp(page);
      const loadsAtHome = loads.count;

      // Every later click on it says so again, and never reloads.
      for (let click = 0; click < 2; click += 1) {
        await specialtiesLink(page, locale).click();
        await expect(page.getByRole('alertdialog')).toContainText(t(locale, 'errorModal.pageLoadFailed'));
        expect(loads.count).toBe(loadsAtHome);
        await page
          .getByRole('alertdialog')
          .getByRole('button', { name: t(locale, 'ErrorBtnText') })
          .click();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      }
      expect(loads.count).toBe(loadsAtHome);
    });
  });
}

/*
 * Issue 34.2 and 34.3: what only decorates a page (a toast, the update prompt, the error modal) is never worth a
 * reload when its code is gone after a deploy: it fails quietly, and a form keeps what was typed.
 */
test('the toast’s code gone after a deploy: no reload, the profile form keeps what was typed', async ({
  page,
}) => {
  const locale = 'es';
  await registerPatient(page, locale, '/profile');
  const main = page.getByRole('main');
  const idNumber = main.getByRole('textbox', { name: t(locale, 'profile.idNumber') });
  const save = main.getByRole('button', { name: t(locale, 'profile.save') });
  await expect(save).toBeVisible();
  await waitForApp(page);
  const loads = countLoads(page);

  await page.route('**/static/js/async/toasts.*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  // The access token has expired at the provider and the refresh cannot get through: the session's toast.
  await page.route(
    `${sandboxURL}/api/v1/profile/update`,
    (route) => route.fulfill({ status: 401, json: { message: 'Token expired' } }),
    { times: 1 },
  );
  await page.route(`${sandboxURL}/api/v1/auth/refresh`, (route) => route.abort('internetdisconnected'));
  const toastCode = page.waitForResponse((response) => /\/toasts\.[^/]*\.js$/.test(response.url()));
  await idNumber.fill('12345678Z');
  await save.click();

  expect((await toastCode).status()).toBe(404);
  // The form says it itself, and nothing else moves.
  await expect(
    main.getByRole('alert').filter({ hasText: t(locale, 'session.serviceUnreachable') }),
  ).toBeVisible();
  await expect(idNumber).toHaveValue('12345678Z');
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile')}$`));
  expect(loads.count).toBe(0);

  await page.unroute(`${sandboxURL}/api/v1/auth/refresh`);
  await save.click();
  await expect(main.getByRole('status').filter({ hasText: t(locale, 'profile.saved') })).toBeVisible();
  expect(loads.count).toBe(0);
});

test('a page’s code and the error modal’s both gone after the reload: the page itself says it could not load, with the way home', async ({
  page,
}) => {
  const locale = 'en';
  await openHome(page, locale);
  const loads = countLoads(page);
  await page.route(SPECIALTIES_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.route('**/static/js/async/error-modal.*.js', (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await specialtiesLink(page, locale).click();

  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: t(locale, 'errorModal.title'), exact: true }),
  ).toBeVisible();
  await expect(main.getByText(t(locale, 'errorModal.pageLoadFailed'))).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(loads.count).toBe(1);

  // A fresh start from the home page (the new build's, after a deploy).
  await main.getByRole('link', { name: t(locale, 'ErrorBtnText') }).click();
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));
  await expect(specialtiesLink(page, locale)).toBeVisible();
  await waitForApp(page);
  expect(loads.count).toBe(2);
});

test('across a real deploy (every chunk renamed, a new build hash): one reload lands on the page the link leads to, in the new build', async ({
  browser,
}) => {
  const locale = 'es';
  const work = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const before = copyOfBuild(path.join(work, 'before'));
  const after = nextBuild(before, path.join(work, 'after'));
  let server = await serve(before);
  const context = await browser.newContext({ baseURL: deployURL, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await openSettled(page, localized(locale, '/'));
    const entryBefore = await page.locator('script[src*="/static/js/index."]').first().getAttribute('src');
    await server.close();
    server = await serve(after);
    const loads = countLoads(page);

    await page
      .getByRole('banner')
      .getByRole('link', { name: t(locale, 'header.aboutUs') })
      .click();
    await expect(page).toHaveURL(localized(locale, '/about-us'));
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads.count).toBe(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const entryAfter = await page.locator('script[src*="/static/js/index."]').first().getAttribute('src');
    expect(entryAfter).not.toBe(entryBefore);

    // The new build works on: the next link needs no reload.
    await specialtiesLink(page, locale).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'specialties.title'));
    expect(loads.count).toBe(1);
  } finally {
    await context.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
});
