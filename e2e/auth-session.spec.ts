import { expect, type Page, test } from '@playwright/test';
import { sandboxURL, shortTokenSandboxURL as shortURL } from '../playwright.config';
import { localized, locales, registerPatient, t } from './authSupport';

/*
 * Token expiry needs short-lived tokens, which would disturb every other journey: Playwright starts a second
 * sandbox whose access tokens live 4 seconds (playwright.config.ts), and these tests send the page's provider
 * calls there instead.
 */

/** The built app calls the normal sandbox; here its calls go to the short-token one. */
async function useShortTokenSandbox(
  page: Page,
): Promise<{ refreshes: () => number; unauthorized: () => number }> {
  await page.route(`${sandboxURL}/**`, (route) =>
    route.continue({ url: route.request().url().replace(sandboxURL, shortURL) }),
  );
  let refreshes = 0;
  let unauthorized = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/auth/refresh')) refreshes += 1;
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized += 1;
  });
  return { refreshes: () => refreshes, unauthorized: () => unauthorized };
}

/** Waits until the access token the app holds has expired. */
async function waitForAccessTokenExpiry(page: Page): Promise<void> {
  const exp = await page.evaluate(() => {
    const token = localStorage.getItem('access_token') ?? '';
    return (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number })
      .exp;
  });
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 500);
}

for (const locale of locales) {
  test.describe(`session (${locale})`, () => {
    test('an access token that expires mid-session is refreshed silently, once', async ({ page }) => {
      const calls = await useShortTokenSandbox(page);
      await registerPatient(page, locale, '/profile');
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: t(locale, 'profile.save') })).toBeVisible();
      const refreshesBefore = calls.refreshes();

      await waitForAccessTokenExpiry(page);
      await main.getByRole('textbox', { name: t(locale, 'profile.idNumber') }).fill('12345678Z');
      await main.getByRole('button', { name: t(locale, 'profile.save') }).click();

      await expect(main.getByRole('status').filter({ hasText: t(locale, 'profile.saved') })).toBeVisible();
      expect(calls.unauthorized()).toBeGreaterThanOrEqual(1);
      expect(calls.refreshes() - refreshesBefore).toBe(1);
      await expect(main.getByRole('alert')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile')}$`));
    });

    test('a session logged out elsewhere sends the user to /login at the next call, expired or not', async ({
      page,
      request,
    }) => {
      await useShortTokenSandbox(page);
      await registerPatient(page, locale, '/profile');
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: t(locale, 'profile.save') })).toBeVisible();

      // Logout (here from outside the page) revokes the whole session at the provider, its access token too.
      const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
      const revoked = await request.post(`${shortURL}/api/v1/auth/logout`, { data: { token: refreshToken } });
      expect(revoked.ok()).toBe(true);

      // The next call is refused at once: this save, or a background call that comes first and already signed the
      // patient out (the button is then gone).
      await main
        .getByRole('button', { name: t(locale, 'profile.save') })
        .click({ timeout: 5_000 })
        .catch(() => undefined);

      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?from=%2Fprofile$`));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'login.title') })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    });
  });
}
