import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, locales, localized, signInAsDemoPatient, t } from './authSupport';
import { expectStep, main, openAnEmergency, screenshot, screenshotBothSizes } from './bookingSupport';

test.use({ timezoneId: 'Europe/Madrid' });

const EMERGENCY = '/doctor_pre_order?specialityId=1&appointmentType=emergency';

for (const locale of locales) {
  test(`emergency with a doctor on duty: the on-duty doctor, then the hold (${locale})`, async ({ page }) => {
    await signInAsDemoPatient(page, locale, EMERGENCY);
    await expectStep(page, locale, 'booking.emergency.title');
    await expect(main(page).getByText(t(locale, 'booking.emergency.found'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `emergency-found-${locale}`);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.holdEmergency') })
      .click();
    await expectStep(page, locale, 'booking.confirm.title');
    await expect(main(page).getByText(t(locale, 'booking.confirm.now'))).toBeVisible();
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.holdEmergency') })
      .click();
    await expectStep(page, locale, 'booking.held.title');
  });

  test(`emergency with an active appointment: refused when holding, and told at once next time, with a link to it (${locale})`, async ({
    page,
  }) => {
    await signInAsDemoPatient(page, locale, EMERGENCY);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.holdEmergency') })
      .click();
    await expectStep(page, locale, 'booking.confirm.title');
    // Another emergency is opened meanwhile (another tab): the provider refuses the hold (409).
    const visit = await openAnEmergency(page);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.holdEmergency') })
      .click();
    const link = main(page).getByRole('link', { name: t(locale, 'activeAppointment.goTo') });
    await expect(main(page).getByText(t(locale, 'activeAppointment.title'))).toBeVisible();
    await expect(link).toHaveAttribute('href', localized(locale, `/appointments-detail?id=${visit}`));
    // Nothing can be held now: no Continue, no promise to hold it for 15 minutes (issue 22.10).
    await expect(
      main(page).getByRole('button', { name: t(locale, 'booking.confirm.holdEmergency') }),
    ).toHaveCount(0);
    await expect(main(page).getByText(t(locale, 'booking.confirm.holdHint'))).toHaveCount(0);
    await expect(
      main(page)
        .getByRole('alert')
        .filter({ hasText: t(locale, 'activeAppointment.body') }),
    ).toBeFocused();
    // Screenshots without a reload (the refusal is the answer to this hold, not in the URL).
    for (const [label, viewport] of [
      ['mobile', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect(link).toBeVisible();
      await screenshot(page, `emergency-refused-on-hold-${locale}-${label}`);
    }

    // Coming to "see a doctor now" again, the patient is told on entering, before any doctor is offered.
    await page.goto(localized(locale, EMERGENCY));
    await expectStep(page, locale, 'booking.emergency.title');
    await expect(main(page).getByText(t(locale, 'activeAppointment.title'))).toBeVisible();
    await expect(main(page).getByText(t(locale, 'activeAppointment.body'))).toBeVisible();
    await expect(link).toHaveAttribute('href', localized(locale, `/appointments-detail?id=${visit}`));
    await expect(main(page).getByText(t(locale, 'booking.emergency.found'))).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotBothSizes(page, `emergency-active-${locale}`, link);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.emergency.bookInstead') })
      .click();
    await expectStep(page, locale, 'booking.doctors.title');
  });

  test(`nobody on duty: Doctor not Available and the earliest bookable time instead (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/doctor_pre_order?specialityId=7&appointmentType=emergency'));
    await expect(main(page).getByText(t(locale, 'booking.doctorNotAvailable'))).toBeVisible();
    const earliest = t(locale, 'booking.emergency.earliest').split('{')[0]!;
    await expect(main(page).getByText(new RegExp(`^${earliest}`))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `emergency-nobody-${locale}`);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.hold') })
      .click();
    await expectStep(page, locale, 'booking.confirm.title');
    expect(new URL(page.url()).searchParams.get('appointmentType')).toBe('booked');
  });
}
