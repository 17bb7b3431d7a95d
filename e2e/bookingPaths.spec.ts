import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import {
  accountButton,
  expectNoSeriousA11yViolations,
  locales,
  localized,
  plain,
  SANDBOX_OTP,
  t,
} from './authSupport';
import {
  bookingDay,
  chooseDoctorButton,
  expectStep,
  main,
  screenshot,
  screenshotBothSizes,
  tabTo,
} from './bookingSupport';

test.use({ timezoneId: 'Europe/Madrid' });

const DAY = 86_400_000;
const madridDay = (instant: number | string) =>
  new Date(instant).toLocaleDateString('en-CA', { timeZone: 'Europe/Madrid' });

for (const locale of locales) {
  test(`by symptom: the symptom names its speciality and the flow goes on to its doctors (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/doctor_pre_order'));
    await main(page)
      .getByRole('textbox', { name: t(locale, 'booking.reason.symptomLabel') })
      .fill(locale === 'es' ? 'fiebre' : 'fever');
    await main(page)
      .getByRole('button', { name: locale === 'es' ? 'Fiebre' : 'Fever', exact: true })
      .click();
    await expectStep(page, locale, 'booking.doctors.title');
    const url = new URL(page.url());
    expect(url.searchParams.get('symptomId')).toMatch(/^\d+$/);
    expect(url.searchParams.get('specialityId')).toMatch(/^\d+$/);
    await expect(
      main(page)
        .getByRole('button', { name: chooseDoctorButton(locale) })
        .first(),
    ).toBeVisible();
  });

  test(`by wizard: one question at a time, kept across a reload, then the recommended speciality's doctors (${locale})`, async ({
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
    await expect(page).toHaveURL(/wizardQuestion=2&wizardAnswers=\d+-\d+$/);

    // A reload in the middle of the wizard comes back to the same question with the same answers.
    await page.reload();
    await expectStep(page, locale, 'booking.wizard.title');
    await expect(main(page).getByRole('radio').nth(1)).toBeChecked();
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.back') })
      .click();
    await expect(main(page).getByRole('radio').nth(4)).toBeChecked();
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.wizard.next') })
      .click();
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.wizard.finish') })
      .click();
    await expectStep(page, locale, 'booking.doctors.title');
    const url = new URL(page.url());
    expect(url.searchParams.get('wizardResponseId')).toMatch(/^\d+$/);
    expect(url.searchParams.has('wizardAnswers')).toBe(false);
    // "For a child" makes it paediatrics whatever the first answer was.
    await expect(main(page).getByRole('listitem').first()).toContainText(
      locale === 'es' ? 'Pediatría' : 'Paediatrics',
    );
  });

  test(`from the doctor page: a time there opens the confirmation of that very time (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/doctor/4'));
    // '10:00, book on Tuesday, 3 June (peninsular time)': the time the link shows comes first.
    const book = t(locale, 'doctor.slots.slotLabel').split('{time}')[1]!.split('{day}')[0]!;
    const slot = page.getByRole('link', { name: new RegExp(`^\\d{1,2}:\\d{2}[^,]*${book}.+\\(`) }).first();
    await slot.click();
    await expectStep(page, locale, 'booking.confirm.title');
    const url = new URL(page.url());
    expect(url.searchParams.get('doctorId')).toBe('4');
    expect(url.searchParams.get('appointmentType')).toBe('booked');
    expect(url.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test(`the whole booking by keyboard alone, from a visitor through sign-in to the held pre-order (${locale})`, async ({
    page,
  }) => {
    const response = await page.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
    const { phone } = (await response.json()) as { phone: string };
    const press = (key: string) => page.keyboard.press(key);
    await page.goto(localized(locale, '/doctor_pre_order'));
    await expectStep(page, locale, 'booking.reason.title');

    await tabTo(page, { name: /^Dermatolog/ });
    await press('Enter');
    await expectStep(page, locale, 'booking.doctors.title');
    await tabTo(page, { name: chooseDoctorButton(locale) });
    await press('Enter');
    await expectStep(page, locale, 'booking.time.title');
    // This worker's later day (never a time that may start within the minute), then its second time.
    await tabTo(page, { within: '[role=tablist]' });
    for (let day = 0; day < bookingDay(); day++) await press('ArrowRight');
    await tabTo(page, { within: '[role=grid]' });
    await press('ArrowRight');
    await press('Enter');
    await expectStep(page, locale, 'booking.confirm.title');
    const chosen = new URL(page.url()).search;

    await tabTo(page, { name: new RegExp(`^${t(locale, 'booking.confirm.signIn')}$`) });
    await press('Enter');
    await expect(page).toHaveURL(/\/login\?from=/);
    await tabTo(page, { name: new RegExp(`^${t(locale, 'phone.numberLabel')}`) });
    await page.keyboard.type(phone.replace(/^\+34/, ''));
    await tabTo(page, { name: new RegExp(`^${plain(locale, 'login.privacyConsent')}`) });
    await press('Space');
    await tabTo(page, { name: new RegExp(`^${t(locale, 'login.continue')}$`) });
    await press('Enter');
    await expect(main(page).getByRole('textbox', { name: t(locale, 'login.codeLabel') })).toBeFocused();
    await page.keyboard.type(SANDBOX_OTP);
    await press('Enter');

    // Back on the very choice, signed in, to confirm it.
    await expectStep(page, locale, 'booking.confirm.title');
    await expect(accountButton(page)).toBeVisible();
    expect(new URL(page.url()).search).toBe(chosen);
    await tabTo(page, { name: new RegExp(`^${t(locale, 'booking.confirm.hold')}$`) });
    await press('Enter');
    await expectStep(page, locale, 'booking.held.title');
    await expect(page).toHaveURL(/[?&]preOrder=\d+/);
    await tabTo(page, { name: new RegExp(`^${t(locale, 'booking.held.toPayment')}$`) });
    await press('Enter');
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/payment')}\\?preOrder=\\d+$`));
  });
}

test('a booked deeplink opens the named doctor’s calendar on the linked day, or the first free day after it (en)', async ({
  page,
}) => {
  const linked = madridDay(Date.now() + 10 * DAY);
  await page.goto(localized('en', `/doctor_pre_order?specialityId=2&appointmentType=booked&date=${linked}`));
  await expectStep(page, 'en', 'booking.time.title');
  const url = new URL(page.url());
  const doctorId = url.searchParams.get('doctorId');
  expect(doctorId).toMatch(/^\d+$/);
  expect(url.searchParams.get('date')).toBe(linked);

  // What the provider says is free decides the day the calendar should open on.
  const now = Date.now();
  const answer = await page.request.post(
    `${sandboxURL}/api/v1/pwa/doctor/${doctorId}/speciality/2/timeslots?from=${now}&to=${now + 30 * DAY}`,
    { data: { zone: 'Europe/Madrid', offset: 60 } },
  );
  const { timeslots } = (await answer.json()) as { timeslots: { start: string; is_available: boolean }[] };
  const expected = timeslots
    .filter((slot) => slot.is_available)
    .map((slot) => madridDay(slot.start))
    .find((day) => day >= linked)!;
  await expect(main(page).getByRole('tab', { selected: true })).toHaveAttribute(
    'id',
    new RegExp(`-day-${expected}$`),
  );
  await expect(main(page).getByText(/^No free time on /)).toHaveCount(expected === linked ? 0 : 1);
  await expectNoSeriousA11yViolations(page);
  await screenshotBothSizes(page, 'deeplink-day-en', main(page).getByRole('grid'));
});
