import { expect, type Page, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { locales, localized, signInAsDemoPatient, t, waitForApp } from './authSupport';
import { bookingDayTab, expectStep, main, openAnEmergency } from './bookingSupport';
import { screenshots } from './moneySupport';

/**
 * Issue 22: the screens a patient tripped over, each as it is now, in both languages (screenshots at 390 px
 * and 1280 px for people to look at, under test-results/shots).
 */
test.use({ timezoneId: 'Europe/Madrid' });

/** Another patient holds a slot (the sandbox's demo patient, signed in through the API). */
async function anotherPatientHolds(page: Page, startAt: string) {
  const demo = await page.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
  const { login_token } = (await demo.json()) as { login_token: string };
  const signedIn = await page.request.post(`${sandboxURL}/api/v1/auth/login-token`, {
    data: { token: login_token },
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const held = await page.request.post(`${sandboxURL}/api/v1/pre-order`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      doctor_id: 1,
      speciality_id: 1,
      appointment_type: 'booked',
      start_at: startAt,
      time_zone: 'Europe/Madrid',
    },
  });
  expect(held.status()).toBe(201);
}

for (const locale of locales) {
  test(`a visitor: the search suggests what the catalog finds, the privacy link stays in the app (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/'));
    await waitForApp(page);
    await expect(page.getByRole('combobox', { name: t(locale, 'home.search.label') })).toHaveAttribute(
      'placeholder',
      t(locale, 'home.search.placeholder'),
    );
    await expect(
      page.getByRole('link', { name: new RegExp(`^${t(locale, 'quickActions.doctorOnline.title')}`) }),
    ).toHaveAttribute('href', localized(locale, '/doctor_pre_order?appointmentType=booked'));
    await screenshots(page, `trips-home`, locale);

    await page.goto(localized(locale, '/login'));
    await waitForApp(page);
    await expect(
      main(page).getByRole('link', {
        name: new RegExp(t(locale, 'login.opensInNewTab').replace(/[()]/g, '\\$&')),
      }),
    ).toHaveAttribute('href', localized(locale, '/privacy-policy'));
    await screenshots(page, `trips-login`, locale);
  });

  test(`a patient: the emergency visit named on /renew, the zone above the times, the calendar kept on its day, an unknown visit (${locale})`, async ({
    page,
  }) => {
    test.slow(); // four screens, each at two sizes
    await signInAsDemoPatient(page, locale, '/renew');
    await openAnEmergency(page);
    await page.reload();
    const sharing = page.getByRole('region', { name: t(locale, 'access.title') });
    await sharing.getByRole('radio', { name: new RegExp(`^${t(locale, 'access.choice.one')}`) }).check();
    await sharing.getByRole('combobox', { name: t(locale, 'access.visit.label') }).click();
    const emergency = page.getByRole('option', {
      name: new RegExp(t(locale, 'visitWhen.emergency', { date: '.+' })),
    });
    await expect(emergency).toBeVisible();
    await emergency.click();
    await sharing.getByRole('button', { name: t(locale, 'access.save') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(t(locale, 'visitWhen.emergency', { date: '' }));
    await screenshots(page, `trips-renew-emergency`, locale);
    await dialog.getByRole('button', { name: t(locale, 'access.confirm.cancel') }).click();

    // The zone is stated above the times, peninsular time too.
    await page.goto(localized(locale, '/doctor_pre_order?specialityId=1&doctorId=1&appointmentType=booked'));
    await expectStep(page, locale, 'booking.time.title');
    await expect(
      main(page).getByText(t(locale, 'slotPicker.zoneNote', { zone: t(locale, 'timeZone.europeMadrid') })),
    ).toBeVisible();
    await screenshots(page, `trips-times`, locale);

    // Someone else takes the chosen time: the calendar stays on that day.
    const day = bookingDayTab(page);
    const dayName = (await day.getAttribute('aria-label'))!;
    await day.click();
    const time = main(page).getByRole('grid').getByRole('button').first();
    await time.click();
    await expectStep(page, locale, 'booking.confirm.title');
    const chosen = new URL(page.url()).searchParams.get('date')!;
    await anotherPatientHolds(page, chosen);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.hold') })
      .click();
    await expectStep(page, locale, 'booking.time.title');
    await expect(main(page).getByText(t(locale, 'booking.doctorNotAvailable'))).toBeVisible();
    await expect(main(page).getByRole('tab', { selected: true })).toHaveAttribute(
      'aria-label',
      new RegExp(`^${dayName.split(':')[0]}`),
    );
    await screenshots(page, `trips-slot-taken`, locale);

    // An unknown visit is the not-found page.
    await page.goto(localized(locale, '/appointments-detail?id=999999'));
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'notFound.title') })).toBeVisible();
    await screenshots(page, `trips-visit-not-found`, locale);
  });
}
