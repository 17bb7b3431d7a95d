/**
 * The journeys the interaction bench walks (bench/interactions.ts), as a patient would: controls found by the
 * texts the patient reads, real mouse and keyboard input, each step ending when its result is on the screen.
 */
import type { Page } from '@playwright/test';
import { chooseDoctorButton, type Locale, t } from '../e2e/catalogs.ts';
import { expect, waitForApp } from './session.ts';

/**
 * A step's name and what it does: its interactions are the ones `act` makes; `prepare` (a page load, a pre-order
 * made through the API) runs before and is not measured.
 */
export type Step = [name: string, act: () => Promise<void>, prepare?: () => Promise<void>];

const main = (page: Page) => page.getByRole('main');

/** The booking as a patient with a session and no visits: search, speciality, doctor, day, time; then paying. */
export function bookingSteps(page: Page, origin: string, locale: Locale, pay: () => Promise<number>): Step[] {
  const search = main(page).getByRole('combobox', { name: t(locale, 'home.search.label') });
  const voucher = main(page).getByRole('textbox', { name: t(locale, 'payment.voucher.label') });
  return [
    [
      'search: focus the field',
      async () => {
        await search.click();
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'search: type "psic" (per key)',
      async () => {
        await search.pressSequentially('psic', { delay: 250 });
        await expect(main(page).getByRole('option').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'search: choose the suggestion',
      async () => {
        await main(page)
          .getByRole('option', { name: /Psicolog/ })
          .first()
          .click();
        await expect(
          main(page).getByRole('heading', { level: 2, name: t(locale, 'booking.doctors.title') }),
        ).toBeVisible();
      },
    ],
    [
      'booking: choose a doctor',
      async () => {
        await main(page)
          .getByRole('button', { name: chooseDoctorButton(locale) })
          .first()
          .click();
        await expect(
          main(page).getByRole('heading', { level: 2, name: t(locale, 'booking.time.title') }),
        ).toBeVisible();
        await expect(main(page).getByRole('grid').getByRole('button').first()).toBeVisible();
      },
    ],
    [
      'booking: change the day',
      async () => {
        const tab = main(page).getByRole('tablist').getByRole('tab').nth(1);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(main(page).getByRole('grid').getByRole('button').first()).toBeVisible();
      },
    ],
    [
      'booking: choose a time',
      async () => {
        await main(page).getByRole('grid').getByRole('button').first().click();
        await expect(
          main(page).getByRole('heading', { level: 2, name: t(locale, 'booking.confirm.title') }),
        ).toBeVisible();
      },
    ],
    [
      'payment: type a voucher code (per key)',
      async () => {
        await voucher.pressSequentially('BIENVENIDA10', { delay: 120 });
      },
      async () => {
        const preOrder = await pay();
        await page.goto(`${origin}${locale === 'en' ? '/en' : ''}/payment?preOrder=${preOrder}`);
        await waitForApp(page);
        await expect(voucher).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'payment: apply the voucher',
      async () => {
        await main(page)
          .getByRole('button', { name: t(locale, 'payment.voucher.apply') })
          .click();
        await expect(page).toHaveURL(/voucher_code=BIENVENIDA10/);
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'payment: card form, type the number (per key)',
      async () => {
        const number = main(page).getByRole('textbox', { name: t(locale, 'payment.card.number') });
        await number.click();
        await number.pressSequentially('4242424242424242', { delay: 80 });
      },
    ],
  ];
}

/** The demo history's upcoming visit that can still be cancelled (sandbox: seedDemoPatient). */
export const visitLink = (page: Page, locale: Locale) =>
  main(page)
    .getByRole('tabpanel')
    .getByRole('link', { name: t(locale, 'appointmentCard.detailsLabel', { doctor: 'Dr. Javier Ortega' }) });

/** The appointments of a patient with the demo history, the cancel dialog, and the language switch. */
export function appointmentSteps(page: Page, origin: string, locale: Locale): Step[] {
  const dialog = page.getByRole('dialog', { name: t(locale, 'appointments.cancel.title') });
  return [
    [
      'appointments: history tab',
      async () => {
        await main(page)
          .getByRole('tab', { name: t(locale, 'appointments.tabs.history') })
          .click();
        await expect(page).toHaveURL(/[?&]tab=history/);
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'appointments: upcoming tab',
      async () => {
        await main(page)
          .getByRole('tab', { name: t(locale, 'appointments.tabs.upcoming') })
          .click();
        await expect(visitLink(page, locale)).toBeVisible();
      },
    ],
    [
      'appointments: open an appointment',
      async () => {
        await visitLink(page, locale).click();
        await expect(page).toHaveURL(/appointments-detail\?id=\d+/);
        await expect(
          main(page).getByRole('button', { name: t(locale, 'appointments.detail.cancelOpen') }),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'cancel dialog: open',
      async () => {
        await main(page)
          .getByRole('button', { name: t(locale, 'appointments.detail.cancelOpen') })
          .click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('radio').first()).toBeVisible();
      },
    ],
    [
      'cancel dialog: choose a reason',
      async () => {
        await dialog.getByRole('radio').first().click();
        await expect(dialog.getByRole('radio').first()).toBeChecked();
      },
    ],
    [
      'cancel dialog: close (Escape)',
      async () => {
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      },
    ],
    [
      'language switch (footer, /appointments)',
      async () => {
        const other = locale === 'es' ? 'English' : 'Español';
        await page.getByRole('contentinfo').getByRole('link', { name: other }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'es' ? 'en' : 'es');
        await expect(main(page).getByRole('tabpanel')).toBeVisible();
      },
      async () => {
        await page.goto(`${origin}${locale === 'en' ? '/en' : ''}/appointments`);
        await waitForApp(page);
        await expect(visitLink(page, locale)).toBeVisible();
        await page.waitForLoadState('networkidle');
      },
    ],
  ];
}
