import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { type Locale, accountButton, APP_WORK, localized, t } from './authSupport';

/** Psychology (doctor 1, the demo patient's bundle) and general medicine (doctor 4), as the sandbox seeds them. */
export const PSYCHOLOGY = { doctorId: 1, specialityId: 1 } as const;
export const GENERAL_MEDICINE = { doctorId: 4, specialityId: 2 } as const;

const DAY = 24 * 3600 * 1000;

export interface HeldPreOrder {
  id: number;
  startAt: string;
  doctorId: number;
  specialityId: number;
  /** The consultation's price, cents. */
  price: number;
}

/** The signed-in page's access token (the app keeps it in localStorage, spec §3). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });

/**
 * A pre-order held for the signed-in patient, made through the provider API as the booking flow would
 * (timeslots, then POST pre-order): the payment journeys do not depend on the booking screens. `token`: the
 * patient's, where the page has none (a browser without JavaScript, signed in by its cookie).
 */
export async function holdPreOrder(
  page: Page,
  doctor: { doctorId: number; specialityId: number } = GENERAL_MEDICINE,
  extra: { company_id?: number } = {},
  signedIn?: string,
): Promise<HeldPreOrder> {
  const token = signedIn ?? (await accessTokenOf(page));
  const now = Date.now();
  const workers = Math.max(1, test.info().config.workers);
  const slots = await page.request.post(
    `${sandboxURL}/api/v1/pwa/doctor/${doctor.doctorId}/speciality/${doctor.specialityId}/timeslots?from=${now}&to=${now + 30 * DAY}`,
    { data: { zone: 'Europe/Madrid', offset: 60 }, headers: bearer(token) },
  );
  expect(slots.ok()).toBe(true);
  const free = ((await slots.json()) as { timeslots: { start: string; is_available: boolean }[] }).timeslots
    // A week ahead: the appointment is booked, not about to start, and past the days on which the booking
    // journeys choose their times in the strip (bookingDay), so none of them reaches for the same time. Each
    // worker holds times on days of its own: a time one journey releases (its window ran out) is not taken by
    // the other worker before the journey has checked that it is free again.
    .filter(
      (slot) =>
        slot.is_available &&
        Date.parse(slot.start) > now + 7 * DAY &&
        Math.floor(Date.parse(slot.start) / DAY) % workers === test.info().parallelIndex % workers,
    );
  for (const slot of free.slice(0, 10)) {
    const created = await page.request.post(`${sandboxURL}/api/v1/pre-order`, {
      headers: bearer(token),
      data: {
        doctor_id: doctor.doctorId,
        speciality_id: doctor.specialityId,
        appointment_type: 'booked',
        start_at: slot.start,
        time_zone: 'Europe/Madrid',
        ...extra,
      },
    });
    if (created.status() === 409) continue; // another journey took it meanwhile
    expect(created.status()).toBe(201);
    const body = (await created.json()) as { id: number; start_at: string; price: { amount: number } };
    return { id: body.id, startAt: body.start_at, price: body.price.amount, ...doctor };
  }
  throw new Error('no free slot to hold');
}

export const paymentPath = (locale: Locale, preOrderId: number) =>
  `${localized(locale, '/payment')}?preOrder=${preOrderId}`;

/** An emergency held for the signed-in patient with the doctor on duty for psychology (sandbox seed). */
export async function holdEmergency(page: Page): Promise<{ id: number; price: number }> {
  const held = await page.request.post(`${sandboxURL}/api/v1/pre-order`, {
    headers: bearer(await accessTokenOf(page)),
    data: {
      doctor_id: 1,
      speciality_id: 1,
      appointment_type: 'emergency',
      start_at: null,
      time_zone: 'Europe/Madrid',
    },
  });
  expect(held.status()).toBe(201);
  const body = (await held.json()) as { id: number; price: { amount: number } };
  return { id: body.id, price: body.price.amount };
}

/** Every payment the sandbox made for the pre-order, and how many succeeded (charges). */
export async function paymentsOf(request: APIRequestContext, preOrderId: number) {
  const response = await request.get(`${sandboxURL}/sandbox/pre-orders/${preOrderId}/payments`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    payment_list: { payment_id: string; status: string; amount: { amount: number } }[];
    succeeded: number;
  };
}

/** The pre-order's 15-minute window ends now (sandbox back door): the slot is released. */
export async function expireWindow(request: APIRequestContext, preOrderId: number) {
  const response = await request.post(`${sandboxURL}/sandbox/pre-orders/${preOrderId}/expire`, { data: {} });
  expect(response.ok()).toBe(true);
}

/** Is the slot offered again by the timeslots call? */
export async function slotIsFree(page: Page, held: HeldPreOrder): Promise<boolean> {
  const now = Date.now();
  const slots = await page.request.post(
    `${sandboxURL}/api/v1/pwa/doctor/${held.doctorId}/speciality/${held.specialityId}/timeslots?from=${now}&to=${now + 30 * DAY}`,
    { data: { zone: 'Europe/Madrid', offset: 60 } },
  );
  const list = ((await slots.json()) as { timeslots: { start: string; is_available: boolean }[] }).timeslots;
  return list.some((slot) => Date.parse(slot.start) === Date.parse(held.startAt) && slot.is_available);
}

/**
 * A new employee of a client company (`acme.example` pays everything; `globex.example` has the trial plan),
 * made through the sandbox's company sign-in (its fixed code) and signed in with a one-time link.
 */
export async function signInAsNewEmployee(
  page: Page,
  locale: Locale,
  domain: 'acme.example' | 'globex.example',
) {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
  const signUp = await page.request.post(`${sandboxURL}/api/v1/auth/verify-code`, {
    data: { email, code: '123456', type: 'b2b' },
  });
  expect(signUp.ok()).toBe(true);
  const { access_token } = (await signUp.json()) as { access_token: string };
  await page.request.post(`${sandboxURL}/api/v1/profile/update`, {
    headers: bearer(access_token),
    data: { first_name: 'Eva', last_name: 'Martín' },
  });
  const link = await page.request.post(`${sandboxURL}/sandbox/login-tokens`, { data: { email } });
  const { token } = (await link.json()) as { token: string };
  await page.goto(`${localized(locale, '/login')}?token=${encodeURIComponent(token)}`);
  await expect(accountButton(page)).toBeVisible(APP_WORK);
  return email;
}

/** The sandbox card form: fills it and presses pay. */
export async function payByCard(page: Page, locale: Locale, card: string, amount: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: t(locale, 'payment.card.number') }).fill(card);
  await main.getByRole('textbox', { name: t(locale, 'payment.card.expiry') }).fill('12/34');
  await main.getByRole('textbox', { name: t(locale, 'payment.card.cvc') }).fill('123');
  await main.getByRole('button', { name: t(locale, 'payment.pay.button', { amount }) }).click();
}

export { euros } from './catalogs';
