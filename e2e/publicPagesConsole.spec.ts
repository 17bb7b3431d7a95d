import { type Browser, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { baseURL, sandboxURL } from '../playwright.config';
import { accountButton, enterCode, locales, localized, plain, t } from './authSupport';
import { PUBLIC_PAGES } from './publicPages';

/**
 * Issue 22 item 3: no console error and no uncaught exception on any public page, for every kind of account,
 * in both languages (a hydration mismatch is one: React logs #418 when the server rendered something else).
 * Each kind of account signs in once; its tests reuse the browser state it left (storageState).
 */
const ACCOUNTS = ['visitor', 'patient', 'employee', 'trial employee'] as const;
type Account = (typeof ACCOUNTS)[number];

/** The seeded employees (sandbox/README.md): Acme pays everything; Globex has the trial plan. */
const EMPLOYEE_EMAIL: Partial<Record<Account, string>> = {
  employee: 'ana.lopez@acme.example',
  'trial employee': 'marta.perez@globex.example',
};

const stateDir = path.join(import.meta.dirname, '..', 'test-results', 'public-pages-console');
const stateFile = (account: Account) => path.join(stateDir, `${account.replace(' ', '-')}.json`);

/** An employee's sign-in on the company login, which also sets the `b2b` flag (spec §4). */
async function signInAsEmployee(page: Page, email: string) {
  await page.goto('/b2b-login');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', { timeout: 60_000 });
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: t('es', 'b2bLogin.emailLabel') }).fill(email);
  await main.getByRole('checkbox', { name: plain('es', 'login.privacyConsent') }).check();
  await main.getByRole('button', { name: t('es', 'login.continue') }).click();
  await enterCode(page, 'es');
  const skipMobile = main.getByRole('button', { name: t('es', 'login.mobileSkip') });
  await expect(accountButton(page).or(skipMobile)).toBeVisible({ timeout: 60_000 });
  if (!(await accountButton(page).isVisible())) await skipMobile.click();
  await expect(accountButton(page)).toBeVisible({ timeout: 60_000 });
  expect(await page.evaluate(() => localStorage.getItem('b2b'))).toBe('true');
}

/** A demo patient (sandbox back door), signed in through a one-time link. */
async function signInAsPatient(page: Page) {
  const response = await page.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
  expect(response.ok()).toBe(true);
  const { login_token } = (await response.json()) as { login_token: string };
  await page.goto(`/login?token=${encodeURIComponent(login_token)}`);
  await expect(accountButton(page)).toBeVisible({ timeout: 60_000 });
}

async function saveSignedInState(browser: Browser, account: Account) {
  // A fresh context: the describe's storageState (this file, not written yet) would apply to it too.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const email = EMPLOYEE_EMAIL[account];
  if (email) await signInAsEmployee(page, email);
  else if (account === 'patient') await signInAsPatient(page);
  mkdirSync(stateDir, { recursive: true });
  await context.storageState({ path: stateFile(account) });
  await context.close();
}

/** Console errors and uncaught exceptions, each with the page it happened on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The not-found page is answered with 404, as it should be: Chromium logs that as a failed load.
    const notFoundAnswer = message.location().url.endsWith('/no-such-page') && /\b404\b/.test(message.text());
    if (message.type() === 'error' && !notFoundAnswer)
      errors.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message} (${page.url()})`));
  return errors;
}

test.describe('public pages: no console error, no uncaught exception', () => {
  // Ten pages, each until its network is quiet, per test: more than the default on a busy machine.
  test.describe.configure({ timeout: 300_000 });

  for (const account of ACCOUNTS) {
    test.describe(account, () => {
      if (account !== 'visitor') {
        test.beforeAll(async ({ browser }) => {
          test.setTimeout(120_000);
          await saveSignedInState(browser, account);
        });
        test.use({ storageState: stateFile(account) });
      }

      for (const locale of locales) {
        test(`${account}, ${locale}: every public page`, async ({ page }) => {
          const errors = watchErrors(page);
          for (const route of PUBLIC_PAGES) {
            await page.goto(localized(locale, route));
            await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', {
              timeout: 60_000,
            });
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
            // The `b2b` flag is read a second after load (spec §4) and the profile arrives: both change the shell.
            await page.waitForLoadState('networkidle');
            await page.waitForFunction(() => performance.now() > 1500);
          }
          if (account !== 'visitor') await expect(accountButton(page)).toBeVisible();
          expect(errors).toEqual([]);
        });
      }
    });
  }
});
