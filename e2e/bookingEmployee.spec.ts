import { expect, type Page, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import {
  accountButton,
  APP_WORK,
  expectNoSeriousA11yViolations,
  type Locale,
  localized,
  t,
} from './authSupport';
import { expectStep, main, screenshot } from './bookingSupport';

test.use({ timezoneId: 'Europe/Madrid' });

/** The sandbox's employee of two companies (sandbox/README.md), signed in through a one-time link. */
async function signInEmployee(page: Page, locale: Locale, returnTo: string) {
  const response = await page.request.post(`${sandboxURL}/sandbox/login-tokens`, {
    data: { email: 'sofia.ruiz@acme.example' },
  });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto(
    `${localized(locale, '/login')}?token=${encodeURIComponent(token)}&from=${encodeURIComponent(returnTo)}`,
  );
  await expect(accountButton(page)).toBeVisible(APP_WORK);
}

for (const locale of ['es', 'en'] as Locale[]) {
  test(`an employee of two companies switches to her trial-plan company before choosing, and the choice survives a reload (${locale})`, async ({
    page,
  }) => {
    await signInEmployee(page, locale, '/doctor_pre_order?specialityId=2');
    await expectStep(page, locale, 'booking.doctors.title');
    const covered = (company: string) => t(locale, 'booking.doctors.coveredBy', { company });
    // Globex Iberia's plan is a trial she has not started: not 'covered', but free once she starts it.
    const freeWithTrial = (company: string) =>
      new RegExp(
        t(locale, 'booking.doctors.trialFree', { price: '@PRICE@', company })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('@PRICE@', '.+'),
      );
    await expect(main(page).getByText(covered('Acme Salud S.L.')).first()).toBeVisible();

    await accountButton(page).click();
    await page
      .getByRole('combobox', { name: t(locale, 'employeeBadge.companySwitcher') })
      .selectOption({ label: 'Globex Iberia' });
    await page.keyboard.press('Escape');
    await expect(main(page).getByText(freeWithTrial('Globex Iberia')).first()).toBeVisible();
    await expect(main(page).getByText(covered('Acme Salud S.L.'))).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `employee-doctors-${locale}`);

    await page.reload();
    await expectStep(page, locale, 'booking.doctors.title');
    await expect(main(page).getByText(freeWithTrial('Globex Iberia')).first()).toBeVisible();
  });
}
