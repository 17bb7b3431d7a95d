import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { sandboxURL, shortTokenSandboxURL as shortURL } from '../playwright.config';
import { expectNoSeriousA11yViolations, localized, locales, registerPatient, t } from './authSupport';

/*
 * A refresh that cannot reach the provider (here: the network drops it) keeps the session: the patient stays on
 * the page with what they typed, reads 'We could not reach the service' in their language, and the next try
 * works. On the sandbox whose access tokens live 4 seconds.
 */

const SHOTS = '/work/shots/session';

async function waitForAccessTokenExpiry(page: Page): Promise<void> {
  const exp = await page.evaluate(() => {
    const payload = (localStorage.getItem('access_token') ?? '').split('.')[1]!;
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp;
  });
  await page.waitForTimeout(Math.max(0, exp * 1000 - Date.now()) + 500);
}

for (const locale of locales) {
  test(`a refresh that cannot reach the provider keeps the session and says so (${locale})`, async ({
    page,
  }) => {
    await page.route(`${sandboxURL}/**`, (route) =>
      route.continue({ url: route.request().url().replace(sandboxURL, shortURL) }),
    );
    await registerPatient(page, locale, '/profile');
    const main = page.getByRole('main');
    const idNumber = main.getByRole('textbox', { name: t(locale, 'profile.idNumber') });
    const save = main.getByRole('button', { name: t(locale, 'profile.save') });
    await expect(save).toBeVisible();

    await page.route(`${sandboxURL}/api/v1/auth/refresh`, (route) => route.abort('internetdisconnected'));
    await waitForAccessTokenExpiry(page);
    await idNumber.fill('12345678Z');
    await save.click();

    // Said by the session's toast, and by the form too when its save was among the requests that failed.
    const unreachable = page.getByRole('alert').filter({ hasText: t(locale, 'session.serviceUnreachable') });
    await expect(unreachable.first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/profile')}$`));
    await expect(idNumber).toHaveValue('12345678Z');
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).not.toBeNull();
    await expectNoSeriousA11yViolations(page);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/refresh-unreachable-${locale}-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/refresh-unreachable-${locale}-390.png` });

    await page.unroute(`${sandboxURL}/api/v1/auth/refresh`);
    await save.click();
    await expect(main.getByRole('status').filter({ hasText: t(locale, 'profile.saved') })).toBeVisible();
  });
}
