/**
 * A file that is not a photo but is named like one (issue 22 item 9, issue 27 item 6): the picker reads its first
 * bytes and refuses it in the patient's language before anything is sent, in booking and in renewal; and a photo
 * the provider refuses shows the provider's reason with Remove, never a Retry that cannot succeed. A 21 MB photo
 * is made smaller and sent; one that cannot be made smaller is refused saying so (issue 34 item 5).
 */
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInAs } from './accountsSupport';
import { type Locale, localized, locales, t, waitForApp } from './authSupport';
import { heavyPng, png } from './bookingSupport';
import { screenshots } from './moneySupport';
import { GENERAL_MEDICINE, holdPreOrder } from './paymentSupport';

test.use({ timezoneId: 'Europe/Madrid' });
test.describe.configure({ timeout: 180_000 });

const expect = baseExpect.configure({ timeout: 20_000 });
const main = (page: Page) => page.getByRole('main');
const UPLOAD = '**/api/v1/pre-order/upload/image';
const notesNamedJpg = {
  name: 'receta.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('Paracetamol 1 g cada 8 horas. These are notes, not a photo.\n'),
};

const MB = 1024 * 1024;

/** The booking's held step for a time held through the API, where photos are added. */
async function openHeldStep(page: Page, locale: Locale) {
  const held = await holdPreOrder(page, GENERAL_MEDICINE);
  await page.goto(
    localized(
      locale,
      `/doctor_pre_order?specialityId=${held.specialityId}&doctorId=${held.doctorId}&appointmentType=booked&date=${encodeURIComponent(held.startAt)}&preOrder=${held.id}`,
    ),
  );
  // The server's page shows first: files given to its input before the app answers would go unseen.
  await waitForApp(page);
}

/** Chooses the renamed text file: refused with a reason, not listed, nothing sent. */
async function refuseRenamedText(page: Page, locale: Locale, sent: string[], shot: string) {
  await page.getByTestId('photo-input').setInputFiles([notesNamedJpg]);
  // The photo picker's own alert (the booking's hold notice is one too).
  await expect(main(page).getByRole('alert').filter({ hasText: 'receta.jpg' })).toHaveText(
    t(locale, 'photos.refused.notPhoto', { name: 'receta.jpg' }),
  );
  await expect(main(page).getByRole('list', { name: t(locale, 'photos.list') })).toHaveCount(0);
  await screenshots(page, shot, locale);
  expect(sent).toEqual([]);
}

for (const locale of locales) {
  test(`a text file named .jpg is refused as not a photo; one the provider refuses offers Remove (${locale})`, async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && /pre-order\/upload|user\/prescription/.test(request.url())) {
        sent.push(request.url());
      }
    });
    await signInAs(page, 'patient', localized(locale, '/login'));
    await openHeldStep(page, locale);
    await refuseRenamedText(page, locale, sent, 'photo-not-a-photo-booking');

    // A photo the provider will not take (its answer, in the page's language, as the sandbox gives it).
    const reason =
      locale === 'es'
        ? 'Error al subir: solo se admiten imágenes'
        : 'Upload Failed: only images are accepted';
    await page.route(UPLOAD, (route) =>
      route.fulfill({
        status: 422,
        json: { code: 'unsupported_file_type', message: reason, field: 'base64_file' },
      }),
    );
    await page
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'scan.png', mimeType: 'image/png', buffer: png() }]);
    await expect(main(page).getByText(t(locale, 'photos.status.ready'))).toBeVisible();
    await main(page)
      .getByRole('button', { name: t(locale, 'booking.held.toPayment') })
      .click();
    await expect(main(page).getByText(reason)).toBeVisible();
    await expect(
      main(page).getByRole('button', { name: t(locale, 'photos.retryNamed', { name: 'scan.png' }) }),
    ).toHaveCount(0);
    await screenshots(page, 'photo-refused-by-provider', locale);
    await main(page)
      .getByRole('button', { name: t(locale, 'photos.remove', { name: 'scan.png' }) })
      .click();
    await expect(main(page).getByRole('button', { name: t(locale, 'photos.add') })).toBeFocused();
    await page.unroute(UPLOAD);
    sent.length = 0;

    await page.goto(localized(locale, '/renew'));
    await expect(main(page).getByRole('button', { name: t(locale, 'photos.add') })).toBeVisible();
    await refuseRenamedText(page, locale, sent, 'photo-not-a-photo-renew');
  });
}

for (const locale of locales) {
  test(`a 21 MB photo is made smaller and sent; one that cannot be made smaller is refused saying so (${locale})`, async ({
    page,
  }) => {
    const sentBytes: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('pre-order/upload/image')) {
        sentBytes.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    await signInAs(page, 'patient', localized(locale, '/login'));
    await openHeldStep(page, locale);
    const heavy = heavyPng();
    expect(heavy.length).toBeGreaterThan(21 * MB);
    await page
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'scan.png', mimeType: 'image/png', buffer: heavy }]);
    const photos = main(page).getByRole('list', { name: t(locale, 'photos.list') });
    await expect(photos.getByText(t(locale, 'photos.status.ready'))).toBeVisible({ timeout: 60_000 });
    await expect(main(page).getByRole('alert').filter({ hasText: 'scan.png' })).toHaveCount(0);

    // JPEG's first bytes and nothing a browser can decode: it cannot be made smaller here.
    const undecodable = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(21 * MB)]);
    await page
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: undecodable }]);
    await expect(main(page).getByRole('alert').filter({ hasText: 'camera.jpg' })).toHaveText(
      t(locale, 'photos.refused.cannotReduce', {
        name: 'camera.jpg',
        bytes: '21 MB',
        size: '20 MB',
      }),
    );
    await expect(photos.getByRole('listitem')).toHaveCount(1);
    await screenshots(page, 'photo-reduced-and-refused', locale);

    await main(page)
      .getByRole('button', { name: t(locale, 'booking.held.toPayment') })
      .click();
    await expect(page).toHaveURL(/\/payment\?/, { timeout: 60_000 });
    expect(sentBytes).toHaveLength(1);
    expect(sentBytes[0]).toBeLessThan(20 * MB);
  });
}
