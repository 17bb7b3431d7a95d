import { type Browser, expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { accountButton, localized, locales } from './authSupport';

/** Each page that needs a session, with its query, and where the one guard of the route table sends a visitor. */
const SESSION_ONLY: [page: string, login: string][] = [
  ['/profile', '/login?from=%2Fprofile'],
  ['/renew', '/login?type=renew'],
  ['/appointments', '/login?from=%2Fappointments'],
  ['/appointments-detail?id=7001', '/login?from=%2Fappointments-detail%3Fid%3D7001'],
  ['/waiting?id=7001', '/login?from=%2Fwaiting%3Fid%3D7001'],
  ['/payment?preOrder=5001', '/login?from=%2Fpayment%3FpreOrder%3D5001'],
  ['/invoices', '/login?from=%2Finvoices'],
];

const exactly = (path: string) => new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`);

/** A one-time sign-in token of a new patient with the demo history (sandbox back door). */
async function newPatientToken(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const response = await context.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
  expect(response.ok()).toBe(true);
  const { login_token: token } = (await response.json()) as { login_token: string };
  await context.close();
  return token;
}

for (const locale of locales) {
  test(`a visitor on each page that needs a session signs in and comes back (${locale})`, async ({
    browser,
  }) => {
    test.slow();
    for (const [path, login] of SESSION_ONLY) {
      // A fresh browser per page: a visitor, with nothing stored.
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(localized(locale, path));
      await expect(page).toHaveURL(exactly(localized(locale, login)));
      await expect(accountButton(page)).toHaveCount(0);

      // Signed in on that login page (a one-time link): back on the page asked for, query and all.
      await page.goto(`${page.url()}&token=${encodeURIComponent(await newPatientToken(browser))}`);
      await expect(page).toHaveURL(exactly(localized(locale, path)));
      await expect(accountButton(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    }
  });
}
