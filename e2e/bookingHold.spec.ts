import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import {
  expectNoSeriousA11yViolations,
  locales,
  localized,
  signInAsDemoPatient,
  t,
  waitForApp,
} from './authSupport';
import {
  bookingDayTab,
  chooseDoctorButton,
  chooseFirstDoctorAndTime,
  chooseTimeOnALaterDay,
  expectStep,
  expireHold,
  main,
  patientHeaders,
  png,
  screenshot,
  screenshotBothSizes,
} from './bookingSupport';

test.use({ timezoneId: 'Europe/Madrid' });

for (const locale of locales) {
  test(`a slot taken by another patient between viewing and confirming: message, refreshed calendar, choice kept (${locale})`, async ({
    page,
    browser,
  }) => {
    await signInAsDemoPatient(page, locale, '/doctor_pre_order?specialityId=3');
    const takenName = await chooseFirstDoctorAndTime(page, locale);
    const before = new URL(page.url());

    // Another patient, in another browser, holds the same slot first.
    const other = await browser.newContext({ timezoneId: 'Europe/Madrid' });
    const otherPage = await other.newPage();
    await signInAsDemoPatient(otherPage, locale, `/doctor_pre_order${before.search}`);
    await main(otherPage)
      .getByRole('button', { name: t(locale, 'booking.confirm.hold') })
      .click();
    await expectStep(otherPage, locale, 'booking.held.title');
    await other.close();

    await main(page)
      .getByRole('button', { name: t(locale, 'booking.confirm.hold') })
      .click();
    await expectStep(page, locale, 'booking.time.title');
    await expect(main(page).getByText(t(locale, 'booking.doctorNotAvailable'))).toBeVisible();
    await expect(main(page).getByRole('grid')).toBeVisible();
    await expect(main(page).getByRole('button', { name: takenName, exact: true })).toHaveCount(0);
    const after = new URL(page.url());
    expect(after.searchParams.get('doctorId')).toBe(before.searchParams.get('doctorId'));
    expect(after.searchParams.get('specialityId')).toBe('3');
    expect(after.searchParams.has('date')).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `slot-taken-${locale}`);
  });
}

test('the 15 minutes pass on the held step: the hold lapses, the page says so and the time is free again (es)', async ({
  page,
}) => {
  // The browser's clock is Playwright's, so 15 minutes pass at once; the sandbox's back door ends the hold.
  await page.clock.install();
  await signInAsDemoPatient(page, 'es', '/doctor_pre_order?specialityId=5');
  await main(page)
    .getByRole('button', { name: chooseDoctorButton('es') })
    .first()
    .click();
  await expectStep(page, 'es', 'booking.time.title');
  // The chosen day by its name: 16 minutes on, today's last free time may have passed and left the strip.
  const dayLabel = await bookingDayTab(page).getAttribute('aria-label');
  const dayName = dayLabel!.slice(0, dayLabel!.lastIndexOf(':'));
  const chosenName = await chooseTimeOnALaterDay(page, 'es');
  await main(page)
    .getByRole('button', { name: t('es', 'booking.confirm.hold') })
    .click();
  await expectStep(page, 'es', 'booking.held.title');
  const toPayment = main(page).getByRole('button', { name: t('es', 'booking.held.toPayment') });
  // The held step has loaded its pre-order: a request still in flight when the clock jumps would time out.
  await expect(toPayment).toBeVisible();
  const preOrder = new URL(page.url()).searchParams.get('preOrder')!;

  await expireHold(page, preOrder);
  await page.clock.fastForward('16:00');
  const expired = main(page).getByText(t('es', 'booking.held.expired'));
  await expect(expired).toBeVisible();
  await expect(toPayment).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothSizes(page, 'held-expired-es', expired);

  // The slot is free again, for this patient as for everyone.
  await main(page)
    .getByRole('button', { name: t('es', 'booking.held.chooseAgain') })
    .click();
  await expectStep(page, 'es', 'booking.time.title');
  await main(page)
    .getByRole('tablist')
    .getByRole('tab', { name: new RegExp(`^${dayName}:`) })
    .click();
  await expect(main(page).getByRole('button', { name: chosenName, exact: true })).toBeVisible();
});

test('a large phone photo is downscaled in the browser to a 2,000 px long side before it is sent (es)', async ({
  page,
}) => {
  await signInAsDemoPatient(page, 'es', '/doctor_pre_order?specialityId=5');
  const headers = await patientHeaders(page);
  const now = Date.now();
  const slots = await page.request.post(
    `${sandboxURL}/api/v1/pwa/doctor/13/speciality/5/timeslots?from=${now}&to=${now + 7 * 86_400_000}`,
    { headers, data: { zone: 'Europe/Madrid', offset: 60 } },
  );
  const { timeslots } = (await slots.json()) as { timeslots: { start: string; is_available: boolean }[] };
  const start = timeslots.filter((slot) => slot.is_available).at(-1)!.start;
  const held = await page.request.post(`${sandboxURL}/api/v1/pre-order`, {
    headers,
    data: {
      doctor_id: 13,
      speciality_id: 5,
      appointment_type: 'booked',
      start_at: start,
      time_zone: 'Europe/Madrid',
    },
  });
  const { id } = (await held.json()) as { id: number };
  await page.goto(
    localized(
      'es',
      `/doctor_pre_order?specialityId=5&doctorId=13&appointmentType=booked&date=${encodeURIComponent(start)}&preOrder=${id}`,
    ),
  );
  await expectStep(page, 'es', 'booking.held.title');
  // The step comes from the server: a file chosen before the app has taken the page over would go unnoticed.
  await waitForApp(page);
  await main(page)
    .locator('input[type=file]')
    .setInputFiles([{ name: 'portrait.png', mimeType: 'image/png', buffer: png(1800, 3000) }]);
  await expect(main(page).getByText(t('es', 'photos.status.ready'))).toBeVisible({ timeout: 20_000 });
  await main(page)
    .getByRole('button', { name: t('es', 'booking.held.toPayment') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?preOrder=${id}$`));

  const order = await page.request.get(`${sandboxURL}/api/v1/pre-order/${id}`, { headers });
  const { images } = (await order.json()) as { images: { url: string }[] };
  expect(images).toHaveLength(1);
  const stored = await (await page.request.get(images[0]!.url)).body();
  // PNG IHDR: width and height, big-endian, at bytes 16 and 20. Portrait stays portrait.
  expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([1200, 2000]);
});
