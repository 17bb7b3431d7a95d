import { expect, type Locator, type Page, test } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { sandboxURL } from '../playwright.config';
import { APP_WORK, type Locale, localized, t } from './authSupport';
import { chooseDoctorButton } from './catalogs';
import { holdEmergency } from './paymentSupport';

export const main = (page: Page) => page.getByRole('main');

/**
 * The day of the booking strip (0 is the first) on which this worker's journeys choose their times. Workers run
 * journeys side by side against one sandbox: each chooses on a day of its own, so two journeys never reach for
 * the same free time at once (the second would rightly be told it was just taken, which is not what it tests).
 * Never day 0 either, whose first time may start within the minute. Times held through the API (holdPreOrder)
 * lie a week on, past every worker's day.
 */
export const bookingDay = () => 1 + test.info().parallelIndex;

/** This worker's day in the time step's strip (bookingDay). */
export const bookingDayTab = (page: Page) =>
  main(page).getByRole('tablist').getByRole('tab').nth(bookingDay());

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([length, body, sum]);
};
const pngFile = (width: number, height: number, bitDepth: 8 | 16, pixels: Buffer) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A real PNG of `width`×`height` (solid colour), so the sandbox's byte sniffing accepts it. */
export function png(width = 4, height = 4): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  return pngFile(width, height, 8, deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

/**
 * A heavy photo within 2,000 px: a 16-bit colour gradient stored without compression, 6 bytes a pixel, as a
 * scanner or a camera's export may weigh (2000×1900 is 21.7 MB).
 */
export function heavyPng(width = 2000, height = 1900): Buffer {
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 6);
    for (let x = 0; x < width; x++) {
      row.writeUInt16BE(Math.round((x / width) * 65535), 1 + x * 6);
      row.writeUInt16BE(Math.round((y / height) * 65535), 3 + x * 6);
      row.writeUInt16BE(0x8000, 5 + x * 6);
    }
    return row;
  });
  return pngFile(width, height, 16, deflateSync(Buffer.concat(rows), { level: 0 }));
}

/** The step heading (h2) says where the flow is (once the step's code and data have come). */
export async function expectStep(page: Page, locale: Locale, titleId: string) {
  await expect(main(page).getByRole('heading', { level: 2, name: t(locale, titleId) })).toBeVisible(APP_WORK);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `/work/shots/booking/${name}.png`, fullPage: true });
}

/** Opens the flow on a speciality's doctors (as a speciality card does). */
export async function openSpeciality(page: Page, locale: Locale, specialityId: number) {
  await page.goto(localized(locale, `/doctor_pre_order?specialityId=${specialityId}`));
  await expectStep(page, locale, 'booking.doctors.title');
}

export { chooseDoctorButton } from './catalogs';

/**
 * On the time step: the first free time of this worker's day in the strip (bookingDay). Never the very first
 * time, which can start within the minute (the slots begin at "now"): a time on a later day is still free
 * whatever the hour the journey runs. Returns the time's accessible name (full date, time and zone).
 */
export async function chooseTimeOnALaterDay(page: Page, locale: Locale): Promise<string> {
  await bookingDayTab(page).click();
  const time = main(page).getByRole('grid').getByRole('button').first();
  const name = (await time.getAttribute('aria-label'))!;
  await time.click();
  await expectStep(page, locale, 'booking.confirm.title');
  return name;
}

/** Chooses the first doctor in the list and a time on a later day; returns the time's accessible name. */
export async function chooseFirstDoctorAndTime(page: Page, locale: Locale): Promise<string> {
  await main(page)
    .getByRole('button', { name: chooseDoctorButton(locale) })
    .first()
    .click();
  await expectStep(page, locale, 'booking.time.title');
  return chooseTimeOnALaterDay(page, locale);
}

/**
 * Screenshots at 390 px and at desktop width. The page is loaded again at each size (the state is in the URL
 * and the sandbox), so each shot is what a patient on that screen gets, not a resized page; `ready` says when.
 */
export async function screenshotBothSizes(page: Page, name: string, ready: Locator) {
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['mobile', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.reload();
    await expect(ready).toBeVisible();
    await screenshot(page, `${name}-${label}`);
  }
  if (size) await page.setViewportSize(size);
}

/** The sandbox's back door: the pre-order's 15-minute hold runs out now (sandbox/routes/controlsBooking.ts). */
export async function expireHold(page: Page, preOrderId: string | number) {
  const response = await page.request.post(`${sandboxURL}/sandbox/pre-orders/${preOrderId}/expire`);
  expect(response.ok()).toBe(true);
}

/** Bearer headers for calling the sandbox as the signed-in patient of this page. */
export async function patientHeaders(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  return { Authorization: `Bearer ${token}` };
}

/**
 * Keyboard only: presses Tab until the focused element's name (aria-label, its label, else its text) matches,
 * and, with `within`, it sits inside that selector (the day strip, the time grid).
 */
export async function tabTo(page: Page, target: { name?: RegExp; within?: string }, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((within) => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element || element === document.body) return { name: '', inside: false };
      const name =
        element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
      return { name: name.trim(), inside: within ? element.closest(within) !== null : true };
    }, target.within ?? null);
    if (focused.inside && (!target.name || target.name.test(focused.name))) return;
  }
  throw new Error(`Tab never reached ${String(target.name ?? target.within)}`);
}

/** The patient opens an emergency consultation (held, paid with a sandbox test card, not joined yet). */
export async function openAnEmergency(page: Page): Promise<number> {
  const { id: preOrderId } = await holdEmergency(page);
  const created = await page.request.post(`${sandboxURL}/api/v1/payment/create`, {
    headers: await patientHeaders(page),
    data: { pre_order_id: preOrderId, idempotency_key: crypto.randomUUID() },
  });
  const { payment_id } = (await created.json()) as { payment_id: string };
  const paid = await page.request.post(`${sandboxURL}/sandbox/payments/${payment_id}/confirm`, {
    data: { card_number: '4242424242424242' },
  });
  const { appointment_id } = (await paid.json()) as { appointment_id: number };
  expect(appointment_id).toEqual(expect.any(Number));
  return appointment_id;
}
