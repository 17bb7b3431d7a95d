/**
 * A file that is not a photo but is named like one (issue 22 item 9, issue 27 item 6): the picker reads its first
 * bytes and refuses it in the patient's language before anything is sent, in booking and in renewal; and a photo
 * the provider refuses shows the provider's reason with Remove, never a Retry that cannot succeed.
 */
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInAs } from './accountsSupport';
import { type Locale, localized, locales, t, waitForApp } from './authSupport';
import { png } from './bookingSupport';
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
    const held = await holdPreOrder(page, GENERAL_MEDICINE);
    await page.goto(
      localized(
        locale,
        `/doctor_pre_order?specialityId=${held.specialityId}&doctorId=${held.doctorId}&appointmentType=booked&date=${encodeURIComponent(held.startAt)}&preOrder=${held.id}`,
      ),
    );
    // The server's page shows first: files given to its input before the app answers would go unseen.
    await waitForApp(page);
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
