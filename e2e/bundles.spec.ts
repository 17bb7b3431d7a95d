import { expect, test } from '@playwright/test';
import {
  accountButton,
  expectNoSeriousA11yViolations,
  localized,
  locales,
  signInAsDemoPatient,
  t,
} from './authSupport';
import { screenshots } from './moneySupport';

test.use({ timezoneId: 'Europe/Madrid' });

const remaining = (locale: 'es' | 'en', left: number, total: number) =>
  locale === 'es' ? `Te quedan ${left} consultas de ${total}` : `${left} consultations left of ${total}`;

for (const locale of locales) {
  test(`bundle → book a consultation with it → it is upcoming and one fewer is left (${locale})`, async ({
    page,
  }) => {
    await signInAsDemoPatient(page, locale);
    // Findable from the profile menu: 'Bundles' opens them on the payments page.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: t(locale, 'header.bundles') }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/invoices')}#bundles$`));
    const bundles = page.getByRole('region', { name: t(locale, 'bundles.title') });
    await expect(bundles).toBeFocused();
    await expect(bundles).toContainText(remaining(locale, 4, 4));
    await bundles.getByRole('link', { name: new RegExp(`^${t(locale, 'bundles.open')}`) }).click();
    await expect(page).toHaveURL(/[?&]bundle=\d+/);

    const schedule = page.getByRole('region', { name: t(locale, 'bundles.schedule.title') });
    await expect(schedule).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const doctor = schedule.getByRole('radio').first();
    const doctorName = (
      (await schedule.locator('label').first().locator('p').first().textContent()) ?? ''
    ).trim();
    await doctor.click();
    await expect(doctor).toBeChecked();
    await expect(page).toHaveURL(/[?&]doctorId=\d+/);
    const times = schedule.getByRole('grid');
    await expect(times).toBeVisible();
    await times.getByRole('button').first().click();
    await expect(page).toHaveURL(/[?&]date=/);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'bundle-schedule', locale);

    // Reload keeps the choices (they are in the URL).
    await page.reload();
    const confirm = page.getByRole('button', { name: t(locale, 'bundles.schedule.confirm') });
    await expect(confirm).toBeVisible();
    await confirm.click();

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t(locale, 'bundles.schedule.booked', { doctor: doctorName }) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/[?&]scheduled=\d+/);
    await expect(page.getByTestId('bundle-counts')).toContainText(remaining(locale, 3, 4));
    await expect(page.getByRole('region', { name: t(locale, 'bundles.meetings.title') })).toContainText(
      doctorName,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'bundle-booked', locale);

    // The new visit is among the upcoming appointments.
    await page.goto(localized(locale, '/'));
    await expect(page.getByRole('region', { name: t(locale, 'home.upcoming.title') })).toContainText(
      doctorName,
    );
  });
}
