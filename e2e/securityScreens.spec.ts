import { expect, type Page, test } from '@playwright/test';
import config from '../playwright.config';
import { localized, signInAsDemoPatient, t } from './authSupport';
import { FAKE_DEVICES, FAKE_PERMISSION_PROMPT, firstUpcomingId, setVisitStatus } from './appointmentsSupport';
import { addPaidVisits } from './moneySupport';
import { euros, GENERAL_MEDICINE, holdPreOrder, payByCard, paymentPath } from './paymentSupport';
import { cspViolations, watchCspViolations } from './publicPages';

/**
 * Issue 15 item 6: the screens that load more than the public pages (the card form, the embedded video room
 * with camera and microphone, a PDF made in the browser as a blob, photo thumbnails) work under the server's
 * Content-Security-Policy and Permissions-Policy, and the browser reports no violation of them.
 */
const main = (page: Page) => page.getByRole('main');

test.use({
  timezoneId: 'Europe/Madrid',
  // The waiting room's camera and microphone: Chromium's fake devices and its prompt that allows them.
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), FAKE_DEVICES, FAKE_PERMISSION_PROMPT],
  },
});

test.describe("the signed-in screens keep to the server's security headers", () => {
  test.beforeEach(async ({ page }) => watchCspViolations(page));
  test.afterEach(async ({ page }) => {
    expect(await cspViolations(page)).toEqual([]);
  });

  test('/payment: the sandbox card form pays', async ({ page }) => {
    await signInAsDemoPatient(page, 'en');
    const held = await holdPreOrder(page, GENERAL_MEDICINE);
    const response = await page.goto(paymentPath('en', held.id));
    // No Stripe key in this build: Stripe's origins stay out of the policy.
    expect(response?.headers()['content-security-policy']).not.toContain('stripe.com');
    await payByCard(page, 'en', '4242 4242 4242 4242', euros('en', held.price));
    await expect(main(page).getByRole('heading', { name: t('en', 'payment.done.title') })).toBeVisible();
    await page.waitForLoadState('networkidle');
  });

  test('/waiting: the provider’s video room is embedded and gets the camera and microphone', async ({
    page,
  }) => {
    await signInAsDemoPatient(page, 'es', '/appointments');
    const id = await firstUpcomingId(page, 'es');
    await setVisitStatus(page, id, 'session_in_progress');
    const response = await page.goto(localized('es', `/waiting?id=${id}`));
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/frame-src [^;]*http:\/\/localhost:\d+/);
    expect(headers['permissions-policy']).toMatch(/camera=\(self "http:\/\/localhost:\d+"\)/);
    const frame = page.frameLocator('main iframe');
    await expect(frame.locator('#doctor-tile')).toBeVisible();
    // The room's own camera preview runs: the frame was allowed the camera by the policy and the iframe.
    await expect
      .poll(() => frame.locator('#self-view').evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);
  });

  test('/invoices: an invoice PDF downloads', async ({ page }) => {
    const patient = await signInAsDemoPatient(page, 'es');
    await addPaidVisits(page, patient.user_id, 1);
    await page.goto(localized('es', '/invoices'));
    const downloading = page.waitForEvent('download');
    await main(page)
      .getByRole('button', {
        name: new RegExp(`^${t('es', 'invoiceFile.download').replace(/[()]/g, '\\$&')}`),
      })
      .first()
      .click();
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('/renew: photo thumbnails show', async ({ page }) => {
    await signInAsDemoPatient(page, 'en', '/renew');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('photo-input')
      .setInputFiles([{ name: 'r.png', mimeType: 'image/png', buffer: png }]);
    const thumbnail = page.getByRole('list', { name: t('en', 'photos.list') }).locator('img');
    await expect(thumbnail).toHaveCount(1);
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });
});
