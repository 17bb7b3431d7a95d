import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, type Locale, localized, signInAsDemoPatient, t } from './authSupport';
import { expectStep, main, png, screenshot } from './bookingSupport';
import { sandboxURL } from '../playwright.config';

test.use({ timezoneId: 'Europe/Madrid' });

const chooseButton = (locale: Locale) =>
  new RegExp(`^${t(locale, 'booking.doctors.chooseNamed', { name: '' })}`);

test('by symptom: the symptom names its speciality and the flow goes on to its doctors (es)', async ({
  page,
}) => {
  await page.goto(localized('es', '/doctor_pre_order'));
  await main(page)
    .getByRole('textbox', { name: t('es', 'booking.reason.symptomLabel') })
    .fill('fiebre');
  await main(page).getByRole('button', { name: 'Fiebre' }).first().click();
  await expectStep(page, 'es', 'booking.doctors.title');
  const url = new URL(page.url());
  expect(url.searchParams.get('symptomId')).toMatch(/^\d+$/);
  expect(url.searchParams.get('specialityId')).toMatch(/^\d+$/);
});

for (const locale of ['es', 'en'] as Locale[]) {
  test(`by wizard: one question at a time, then the recommended speciality's doctors (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/doctor_pre_order'));
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.reason.unsure') })
      .click();
    await expectStep(page, locale, 'booking.wizard.title');
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.wizard.next') })
      .click();
    await expect(main(page).getByText(t(locale, 'booking.wizard.choose'))).toBeVisible();
    await main(page).getByRole('radio').nth(4).check();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `wizard-${locale}`);
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.wizard.next') })
      .click();
    await main(page).getByRole('radio').nth(1).check();
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.wizard.finish') })
      .click();
    await expectStep(page, locale, 'booking.doctors.title');
    const url = new URL(page.url());
    expect(url.searchParams.get('wizardResponseId')).toMatch(/^\d+$/);
    // "For a child" makes it paediatrics whatever the first answer was.
    await expect(main(page).getByRole('article').first()).toContainText(
      locale === 'es' ? 'Pediatría' : 'Paediatrics',
    );
  });
}

test('from the doctor page: a time there opens the confirmation of that very time (en)', async ({ page }) => {
  await page.goto(localized('en', '/doctor/4'));
  const slot = page.getByRole('link', { name: /^Book .+ at .+\(/ }).first();
  await slot.click();
  await expectStep(page, 'en', 'booking.confirm.title');
  const url = new URL(page.url());
  expect(url.searchParams.get('doctorId')).toBe('4');
  expect(url.searchParams.get('appointmentType')).toBe('booked');
  expect(url.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test('emergency with a doctor on duty: the on-duty doctor, then the hold (es)', async ({ page }) => {
  await signInAsDemoPatient(page, 'es', '/doctor_pre_order?specialityId=1&appointmentType=emergency');
  await expectStep(page, 'es', 'booking.emergency.title');
  await expect(main(page).getByText(t('es', 'booking.emergency.found'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'emergency-found-es');
  await main(page)
    .getByRole('button', { name: t('es', 'booking.confirm.holdEmergency') })
    .click();
  await expectStep(page, 'es', 'booking.confirm.title');
  await expect(main(page).getByText(t('es', 'booking.confirm.now'))).toBeVisible();
  await main(page)
    .getByRole('button', { name: t('es', 'booking.confirm.holdEmergency') })
    .click();
  await expectStep(page, 'es', 'booking.held.title');
});

test('nobody on duty: Doctor not Available and the earliest bookable time instead (en)', async ({ page }) => {
  await page.goto(localized('en', '/doctor_pre_order?specialityId=7&appointmentType=emergency'));
  await expect(main(page).getByText('Doctor not Available')).toBeVisible();
  await expect(main(page).getByText(/^The earliest time you can book: /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'emergency-nobody-en');
  await main(page)
    .getByRole('button', { name: t('en', 'booking.confirm.hold') })
    .click();
  await expectStep(page, 'en', 'booking.confirm.title');
  expect(new URL(page.url()).searchParams.get('appointmentType')).toBe('booked');
});

test('a slot taken by another patient between viewing and confirming: message, refreshed calendar, choice kept (es)', async ({
  page,
  browser,
}) => {
  await signInAsDemoPatient(page, 'es', '/doctor_pre_order?specialityId=3');
  await main(page)
    .getByRole('button', { name: chooseButton('es') })
    .first()
    .click();
  await expectStep(page, 'es', 'booking.time.title');
  const first = main(page).getByRole('grid').getByRole('button').first();
  const takenName = (await first.getAttribute('aria-label'))!;
  await first.click();
  await expectStep(page, 'es', 'booking.confirm.title');
  const before = new URL(page.url());

  // Another patient, in another browser, holds the same slot first.
  const other = await browser.newContext({ timezoneId: 'Europe/Madrid' });
  const otherPage = await other.newPage();
  await signInAsDemoPatient(otherPage, 'es', `/doctor_pre_order${before.search}`);
  await main(otherPage)
    .getByRole('button', { name: t('es', 'booking.confirm.hold') })
    .click();
  await expectStep(otherPage, 'es', 'booking.held.title');
  await other.close();

  await main(page)
    .getByRole('button', { name: t('es', 'booking.confirm.hold') })
    .click();
  await expectStep(page, 'es', 'booking.time.title');
  await expect(main(page).getByText('Médico no disponible')).toBeVisible();
  await expect(main(page).getByRole('button', { name: takenName })).toHaveCount(0);
  const after = new URL(page.url());
  expect(after.searchParams.get('doctorId')).toBe(before.searchParams.get('doctorId'));
  expect(after.searchParams.get('specialityId')).toBe('3');
  expect(after.searchParams.has('date')).toBe(false);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'slot-taken-es');
});

test('the whole booking by keyboard alone (en)', async ({ page }) => {
  await signInAsDemoPatient(page, 'en', '/doctor_pre_order?specialityId=5');
  const press = (key: string) => page.keyboard.press(key);
  const tabTo = async (name: RegExp | string) => {
    for (let i = 0; i < 40; i++) {
      await press('Tab');
      const focused = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`never reached ${name}`);
  };
  await tabTo(chooseButton('en'));
  await press('Enter');
  await expectStep(page, 'en', 'booking.time.title');
  await tabTo(/free times?$/);
  await press('ArrowRight');
  await tabTo(/\(peninsular time\)$/);
  await press('ArrowRight');
  await press('Enter');
  await expectStep(page, 'en', 'booking.confirm.title');
  await tabTo(t('en', 'booking.confirm.hold'));
  await press('Enter');
  await expectStep(page, 'en', 'booking.held.title');
  await tabTo(t('en', 'booking.held.toPayment'));
  await press('Enter');
  await expect(page).toHaveURL(/\/en\/payment\?preOrder=\d+$/);
});

test('emergency during an active appointment: refused with a link to that appointment (en)', async ({
  page,
}) => {
  await signInAsDemoPatient(page, 'en', '/doctor_pre_order?specialityId=1&appointmentType=emergency');
  // The patient already has an emergency consultation open (held, paid with a sandbox test card, not joined yet).
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
  const held = await page.request.post(`${sandboxURL}/api/v1/pre-order`, {
    headers,
    data: {
      doctor_id: 1,
      speciality_id: 1,
      appointment_type: 'emergency',
      start_at: null,
      time_zone: 'Europe/Madrid',
    },
  });
  const { id: preOrderId } = (await held.json()) as { id: number };
  const created = await page.request.post(`${sandboxURL}/api/v1/payment/create`, {
    headers,
    data: { pre_order_id: preOrderId, idempotency_key: crypto.randomUUID() },
  });
  const { payment_id } = (await created.json()) as { payment_id: string };
  const paid = await page.request.post(`${sandboxURL}/sandbox/payments/${payment_id}/confirm`, {
    data: { card_number: '4242424242424242' },
  });
  const { appointment_id: visit } = (await paid.json()) as { appointment_id: number };
  expect(visit).toEqual(expect.any(Number));

  await main(page)
    .getByRole('button', { name: t('en', 'booking.confirm.holdEmergency') })
    .click();
  await main(page)
    .getByRole('button', { name: t('en', 'booking.confirm.holdEmergency') })
    .click();
  await expect(main(page).getByText('You have an active Appointment')).toBeVisible();
  await expect(main(page).getByText("Can't Use Emergency Call During Appointment")).toBeVisible();
  await expect(
    main(page).getByRole('link', { name: t('en', 'booking.emergency.goToAppointment') }),
  ).toHaveAttribute('href', `/en/appointments-detail?id=${visit}`);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'emergency-active-en');
});

test('a large phone photo is downscaled in the browser to a 2,000 px long side before it is sent (es)', async ({
  page,
}) => {
  await signInAsDemoPatient(page, 'es', '/doctor_pre_order?specialityId=5');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const headers = { Authorization: `Bearer ${token}` };
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
    `/doctor_pre_order?specialityId=5&doctorId=13&appointmentType=booked&date=${encodeURIComponent(start)}&preOrder=${id}`,
  );
  await expectStep(page, 'es', 'booking.held.title');
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
