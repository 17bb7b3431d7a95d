import { expect, type Page, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import {
  enterCode,
  expectNoSeriousA11yViolations,
  localized,
  locales,
  plain,
  signInAsDemoPatient,
  t,
  type Locale,
  waitForApp,
} from './authSupport';
import { reviewRenewal, screenshots } from './moneySupport';

test.use({ timezoneId: 'Europe/Madrid' });

/** A 1×1 PNG: a real image, small enough to be sent as it is. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (index: number) => ({ name: `receta-${index}.png`, mimeType: 'image/png', buffer: PNG });
const main = (page: Page) => page.getByRole('main');

/** A demo patient (the back door) who signs in on the login page they were sent to, by phone and code. */
async function signInHere(page: Page, locale: Locale) {
  const response = await page.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
  const patient = (await response.json()) as { user_id: number; phone: string };
  await main(page)
    .getByRole('textbox', { name: t(locale, 'phone.numberLabel') })
    .fill(patient.phone.replace(/^\+34/, ''));
  await main(page)
    .getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') })
    .check();
  await main(page)
    .getByRole('button', { name: t(locale, 'login.continue') })
    .click();
  await enterCode(page, locale);
  return patient;
}

for (const locale of locales) {
  test(`visitor → quick action renew → login → /renew → six photos, a seventh refused → pending (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/'));
    await waitForApp(page);
    await page.getByRole('button', { name: t(locale, 'header.quickActions') }).click();
    await page.getByRole('menuitem', { name: t(locale, 'quickActions.renew.title') }).click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?type=renew$`));
    const patient = await signInHere(page, locale);
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/renew')}$`));

    const status = page.getByTestId('prescription-status');
    await expect(status).toHaveText(t(locale, 'renew.status.approved'));
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'renew', locale);

    const input = page.getByTestId('photo-input');
    await input.setInputFiles([1, 2, 3, 4, 5, 6].map(photo));
    const chosen = page.getByRole('list', { name: t(locale, 'photos.list') }).getByRole('listitem');
    await expect(chosen).toHaveCount(6);
    await input.setInputFiles([photo(7)]);
    await expect(main(page)).toContainText(
      t(locale, 'photos.refused.tooMany', { name: 'receta-7.png', max: '6' }),
    );
    await expect(chosen).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'renew-photos', locale);

    await page.getByRole('button', { name: t(locale, 'renew.form.submit') }).click();
    await expect(status).toHaveText(t(locale, 'renew.status.pending'));
    await expect(main(page)).toContainText(t(locale, 'renew.pending.title'));
    await expect(page.getByRole('button', { name: t(locale, 'renew.form.submit') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'renew-pending', locale);

    // A doctor approves it (the sandbox's back door): the page says so after a reload.
    await reviewRenewal(page, patient.user_id, 'approved');
    await page.reload();
    await expect(status).toHaveText(t(locale, 'renew.status.approved'));
  });

  test(`a rejected renewal says what to do next (${locale})`, async ({ page }) => {
    const patient = await signInAsDemoPatient(page, locale, '/renew');
    await page.getByTestId('photo-input').setInputFiles([photo(1)]);
    await page.getByRole('button', { name: t(locale, 'renew.form.submit') }).click();
    await expect(page.getByTestId('prescription-status')).toHaveText(t(locale, 'renew.status.pending'));
    await reviewRenewal(page, patient.user_id, 'rejected');
    await page.reload();
    await expect(page.getByTestId('prescription-status')).toHaveText(t(locale, 'renew.status.rejected'));
    await expect(main(page)).toContainText(t(locale, 'renew.rejected.text'));
    await expect(page.getByRole('button', { name: t(locale, 'renew.form.submit') })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'renew-rejected', locale);
  });

  test(`who may see my data: one doctor, then all, kept across reloads (${locale})`, async ({ page }) => {
    await signInAsDemoPatient(page, locale, '/renew');
    const sharing = page.getByRole('region', { name: t(locale, 'access.title') });
    await expect(sharing).toContainText('Dra. Elena Navarro');
    const now = page.getByTestId('share-scope-now');
    await expect(now).toHaveText(t(locale, 'access.current.none'));
    const save = sharing.getByRole('button', { name: t(locale, 'access.save') });
    const dialog = page.getByRole('dialog', { name: t(locale, 'access.confirm.title') });

    await sharing.getByRole('radio', { name: new RegExp(t(locale, 'access.choice.one')) }).check();
    await sharing.getByRole('combobox', { name: t(locale, 'access.visit.label') }).click();
    const option = page.getByRole('option').first();
    const doctor = ((await option.textContent()) ?? '').split(',')[0]!.trim();
    await option.click();
    await save.click();
    await expect(dialog).toContainText(doctor);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'access-confirm', locale);
    await dialog.getByRole('button', { name: t(locale, 'access.confirm.confirm') }).click();
    await expect(now).toHaveText(t(locale, 'access.current.one', { doctor }));
    // Nothing was chosen before, and "not chosen" cannot be chosen again: no undo, only another change.
    await expect(sharing.getByRole('button', { name: t(locale, 'access.undo') })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshots(page, 'access-one', locale);
    await page.reload();
    await expect(now).toHaveText(t(locale, 'access.current.one', { doctor }));

    await sharing.getByRole('radio', { name: new RegExp(t(locale, 'access.choice.all')) }).check();
    await save.click();
    await expect(dialog).toContainText(t(locale, 'access.confirm.all'));
    await dialog.getByRole('button', { name: t(locale, 'access.confirm.confirm') }).click();
    await expect(now).toHaveText(t(locale, 'access.current.all'));
    // Reversible: undo brings the one doctor back, and the patient can choose all again.
    await sharing.getByRole('button', { name: t(locale, 'access.undo') }).click();
    await expect(now).toHaveText(t(locale, 'access.current.one', { doctor }));
    await sharing.getByRole('radio', { name: new RegExp(t(locale, 'access.choice.all')) }).check();
    await save.click();
    await dialog.getByRole('button', { name: t(locale, 'access.confirm.confirm') }).click();
    await expect(now).toHaveText(t(locale, 'access.current.all'));
    await page.reload();
    await expect(now).toHaveText(t(locale, 'access.current.all'));
    await expect(
      sharing.getByRole('radio', { name: new RegExp(t(locale, 'access.choice.all')) }),
    ).toBeChecked();
  });
}
