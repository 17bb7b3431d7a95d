import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { sandboxURL, shortTokenSandboxURL as shortURL } from '../playwright.config';
import { accountButton, localized, registerPatient, t } from './authSupport';

/*
 * Two tabs of one browser (two pages of one context: shared storage, cookies and locks) on the sandbox whose
 * access tokens live 4 seconds. The provider must see exactly one refresh per expiry, whichever tab meets it
 * first, and a sign-out in one tab signs the other out.
 */

const locale = 'es';
const EXPIRIES = 3;

/** Every page of the context calls the short-token sandbox instead of the one the build points at. */
async function useShortTokenSandbox(context: BrowserContext): Promise<void> {
  await context.route(`${sandboxURL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(sandboxURL, shortURL) }),
  );
}

/** Browsers without the Web Locks API get the lock kept in localStorage. */
async function withoutWebLocks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined }),
  );
}

interface Session {
  refreshes: number;
  revoked: boolean;
}

/** The patient's sessions as the provider counts them (back door of the sandbox). */
async function sessionsAtProvider(page: Page, phone: string): Promise<Session[]> {
  const response = await page.request.get(`${shortURL}/sandbox/sessions?phone=${phone}`);
  expect(response.ok()).toBe(true);
  const { sessions } = (await response.json()) as { sessions: Session[] };
  return sessions.map(({ refreshes, revoked }) => ({ refreshes, revoked }));
}

/** Waits until the access token both tabs share has expired (4 s at most). */
async function waitForAccessTokenExpiry(page: Page): Promise<void> {
  const exp = await page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { exp: number }).exp;
  });
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 500);
}

const saveButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: t(locale, 'profile.save') });
const saved = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: t(locale, 'profile.saved') });

for (const lock of ['Web Locks', 'the storage lock'] as const) {
  test(`two tabs share one refresh per expiry and sign out together (${lock})`, async ({ context }) => {
    test.setTimeout(90_000); // three real 4-second expiries, on a machine that may be busy
    await useShortTokenSandbox(context);
    if (lock === 'the storage lock') await withoutWebLocks(context);
    const first = await context.newPage();
    const phone = await registerPatient(first, locale, '/profile');
    const second = await context.newPage();
    await second.goto(localized(locale, '/profile'));
    for (const page of [first, second]) await expect(saveButton(page)).toBeVisible();
    // Signing up may already have outlived a 4-second token: count from here.
    const before = (await sessionsAtProvider(first, phone))[0]!.refreshes;

    for (let expiry = 1; expiry <= EXPIRIES; expiry += 1) {
      await waitForAccessTokenExpiry(first);
      // Both tabs call the provider at once with the expired token.
      await Promise.all([saveButton(first).click(), saveButton(second).click()]);
      for (const page of [first, second]) {
        await expect(saved(page)).toBeVisible();
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      }
      expect(await sessionsAtProvider(first, phone)).toEqual([
        { refreshes: before + expiry, revoked: false },
      ]);
    }

    await first
      .getByRole('main')
      .getByRole('button', { name: t(locale, 'profile.logout') })
      .click();
    await expect(accountButton(first)).toHaveCount(0);
    await expect(second).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?from=%2Fprofile$`));
    await expect(second.getByRole('heading', { level: 1, name: t(locale, 'login.title') })).toBeVisible();
    await expect(accountButton(second)).toHaveCount(0);
    expect(await sessionsAtProvider(first, phone)).toEqual([{ refreshes: before + EXPIRIES, revoked: true }]);
  });
}
