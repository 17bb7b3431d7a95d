import { expect, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { type Locale, localized, t } from './authSupport';

export const main = (page: Page) => page.getByRole('main');

/** A real PNG of `width`×`height` (solid colour), so the sandbox's byte sniffing accepts it. */
export function png(width = 4, height = 4): Buffer {
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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x5a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The step heading (h2) says where the flow is. */
export async function expectStep(page: Page, locale: Locale, titleId: string) {
  await expect(main(page).getByRole('heading', { level: 2, name: t(locale, titleId) })).toBeVisible();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `/work/shots/booking/${name}.png`, fullPage: true });
}

/** Opens the flow on a speciality's doctors (as a speciality card does). */
export async function openSpeciality(page: Page, locale: Locale, specialityId: number) {
  await page.goto(localized(locale, `/doctor_pre_order?specialityId=${specialityId}`));
  await expectStep(page, locale, 'booking.doctors.title');
}

/** Chooses the first doctor in the list and the first free time; returns the chosen time's accessible name. */
export async function chooseFirstDoctorAndTime(page: Page, locale: Locale): Promise<string> {
  await main(page)
    .getByRole('button', { name: new RegExp(`^${t(locale, 'booking.doctors.chooseNamed', { name: '' })}`) })
    .first()
    .click();
  await expectStep(page, locale, 'booking.time.title');
  const time = main(page).getByRole('grid').getByRole('button').first();
  const name = (await time.getAttribute('aria-label'))!;
  await time.click();
  await expectStep(page, locale, 'booking.confirm.title');
  return name;
}
