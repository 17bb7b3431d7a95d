import { expect, test, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { expectNoSeriousA11yViolations, locales, signInAsDemoPatient, t } from './authSupport';
import {
  GENERAL_MEDICINE,
  accessTokenOf,
  euros,
  holdPreOrder,
  payByCard,
  paymentPath,
  paymentsOf,
} from './paymentSupport';

const SHOTS = process.env.PAYMENT_SHOTS_DIR ?? '/work/shots/payment';

/** Looks at a state as a patient would: axe, and (when asked) a screenshot at the current size. */
async function checkState(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  if (process.env.PAYMENT_SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const locale of locales) {
  test.describe(`payment (${locale})`, () => {
    test('pays with 4242: the confirmation, then the appointment is listed', async ({ page }) => {
      await signInAsDemoPatient(page, locale);
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      await page.goto(paymentPath(locale, held.id));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t(locale, 'payment.title') })).toBeVisible();
      const price = euros(locale, held.price);
      await expect(
        main.getByRole('button', { name: t(locale, 'payment.pay.button', { amount: price }) }),
      ).toBeVisible();
      await checkState(page, `order-${locale}`);

      await payByCard(page, locale, '4242 4242 4242 4242', price);
      await expect(
        main.getByRole('heading', { level: 2, name: t(locale, 'payment.done.title') }),
      ).toBeVisible();
      await checkState(page, `done-${locale}`);
      const payments = await paymentsOf(page.request, held.id);
      expect([payments.payment_list.length, payments.succeeded]).toEqual([1, 1]);
      const upcoming = await page.request.get(`${sandboxURL}/api/v2/meeting/homepage/upcomings`, {
        headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
      });
      const appointmentId = (await paymentsOf(page.request, held.id)).payment_list[0]!;
      expect(appointmentId).toBeTruthy();
      const list = ((await upcoming.json()) as { appointment_list: { start_at: string }[] }).appointment_list;
      expect(list.some((appointment) => Date.parse(appointment.start_at) === Date.parse(held.startAt))).toBe(
        true,
      );
    });
  });
}
