import { type BrowserContext, type Page, expect, test } from '@playwright/test';
import {
  type Locale,
  expectNoSeriousA11yViolations,
  locales,
  localized,
  signInAsDemoPatient,
  t,
} from './authSupport';
import { tabTo } from './bookingSupport';
import { screenshots } from './moneySupport';
import { euros, holdEmergency, holdPreOrder, paymentPath, paymentsOf } from './paymentSupport';

/**
 * What the provider refuses as an order is paid, when two tabs race (issue 27): a second emergency while the
 * first is under way (409 `active_appointment`), a single-use voucher another order redeemed a moment earlier
 * (422 `voucher_already_used`), before any charge, whether the payment is being created or confirmed. And the
 * voucher by keyboard: focus never drops to the page (issue 22.5).
 */
const main = (page: Page) => page.getByRole('main');
const CARD = '4242424242424242';

async function fillCard(page: Page, locale: Locale) {
  await main(page)
    .getByRole('textbox', { name: t(locale, 'payment.card.number') })
    .fill(CARD);
  await main(page)
    .getByRole('textbox', { name: t(locale, 'payment.card.expiry') })
    .fill('12/34');
  await main(page)
    .getByRole('textbox', { name: t(locale, 'payment.card.cvc') })
    .fill('123');
}

const payButton = (page: Page, locale: Locale, cents: number) =>
  main(page).getByRole('button', { name: t(locale, 'payment.pay.button', { amount: euros(locale, cents) }) });

/** Another tab of the same browser (the session is shared through storage). */
const newTab = (context: BrowserContext) => context.newPage();

/** The processor's confirmation of this tab waits until `release` is called (the other tab pays meanwhile). */
async function holdConfirmation(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  await page.route('**/sandbox/payments/*/confirm', async (route) => {
    reached();
    await released;
    await route.continue();
  });
  return { arrived, release };
}

async function expectNoSidewaysScroll(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(
      0,
    );
  }
}

for (const locale of locales) {
  test.describe(`payment refusals (${locale})`, () => {
    // Three tabs signing in, paying and checking axe: minutes on a busy machine.
    test.describe.configure({ timeout: 300_000 });

    test('two emergencies paid from three tabs: the first is paid, the others are told about it and charged nothing', async ({
      page,
      context,
    }) => {
      await signInAsDemoPatient(page, locale);
      const [first, second, third] = [
        await holdEmergency(page),
        await holdEmergency(page),
        await holdEmergency(page),
      ];
      const [tab2, tab3] = [await newTab(context), await newTab(context)];
      for (const [tab, order] of [
        [page, first],
        [tab2, second],
        [tab3, third],
      ] as const) {
        await tab.goto(paymentPath(locale, order.id));
        await fillCard(tab, locale);
      }
      // Tab 3 presses Pay first: its payment is created; its card is confirmed only after tab 1 has paid.
      const held = await holdConfirmation(tab3);
      await payButton(tab3, locale, third.price).click();
      await held.arrived;

      await payButton(page, locale, first.price).click();
      await expect(
        main(page).getByRole('heading', { level: 2, name: t(locale, 'payment.done.emergencyTitle') }),
      ).toBeVisible();
      const waiting = await main(page)
        .getByRole('link', { name: t(locale, 'payment.done.waitingRoom') })
        .getAttribute('href');
      const appointmentId = Number(new URL(waiting!, 'http://x').searchParams.get('id'));
      const details = localized(locale, `/appointments-detail?id=${appointmentId}`);

      // Tab 2 pays now: refused as the payment is created.
      await payButton(tab2, locale, second.price).click();
      await expectActiveAppointment(tab2, locale, details);
      await screenshots(tab2, 'payment-active-appointment', locale);
      await expectNoSidewaysScroll(tab2);

      // Tab 3's confirmation goes on: refused as the card is confirmed.
      held.release();
      await expectActiveAppointment(tab3, locale, details);
      for (const order of [second, third])
        expect((await paymentsOf(page.request, order.id)).succeeded, `pre-order ${order.id}`).toBe(0);
    });

    test('one single-use voucher on three orders: the first pays with it, the others are told and pay without it', async ({
      page,
      context,
    }) => {
      await signInAsDemoPatient(page, locale);
      const orders = [await holdPreOrder(page), await holdPreOrder(page), await holdPreOrder(page)];
      const tabs = [page, await newTab(context), await newTab(context)];
      for (const [index, tab] of tabs.entries()) {
        await tab.goto(`${paymentPath(locale, orders[index]!.id)}&voucher_code=BIENVENIDA10`);
        await expect(
          main(tab).getByRole('button', {
            name: t(locale, 'payment.voucher.remove', { code: 'BIENVENIDA10' }),
          }),
        ).toBeVisible();
        await fillCard(tab, locale);
      }
      const discounted = (cents: number) => cents - Math.round(cents / 10);
      const [tab1, tab2, tab3] = tabs as [Page, Page, Page];
      const held = await holdConfirmation(tab3);
      await payButton(tab3, locale, discounted(orders[2]!.price)).click();
      await held.arrived;
      await payButton(tab1, locale, discounted(orders[0]!.price)).click();
      await expect(
        main(tab1).getByRole('heading', { level: 2, name: t(locale, 'payment.done.title') }),
      ).toBeVisible();

      // Tab 2: refused as the payment is created; tab 3: as the card is confirmed.
      await payButton(tab2, locale, discounted(orders[1]!.price)).click();
      await expectVoucherRefusedThenPay(tab2, locale, orders[1]!.price);
      held.release();
      await expectVoucherRefusedThenPay(tab3, locale, orders[2]!.price);
      for (const order of orders) {
        const payments = await paymentsOf(page.request, order.id);
        expect(payments.succeeded, `pre-order ${order.id}`).toBe(1);
      }
    });

    test('the voucher by keyboard: focus goes to what changed, never to the page', async ({ page }) => {
      await signInAsDemoPatient(page, locale);
      const held = await holdPreOrder(page);
      await page.goto(paymentPath(locale, held.id));
      const field = main(page).getByRole('textbox', { name: t(locale, 'payment.voucher.label') });
      await expect(field).toBeVisible();
      await tabTo(page, { name: new RegExp(`^${t(locale, 'payment.voucher.label')}`) });
      await expect(field).toBeFocused();
      await page.keyboard.type('DESCUENTO5');
      await page.keyboard.press('Enter');
      const applied = main(page)
        .getByRole('status')
        .filter({
          hasText: t(locale, 'payment.voucher.applied', { code: 'DESCUENTO5', discount: '' }).split(':')[0]!,
        });
      await expect(applied).toBeFocused();
      await page.keyboard.press('Tab');
      const remove = main(page).getByRole('button', {
        name: t(locale, 'payment.voucher.remove', { code: 'DESCUENTO5' }),
      });
      await expect(remove).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(remove).toHaveCount(0);
      await expect(field).toBeFocused();

      // From the list of the patient's own vouchers: the button pressed goes away as the voucher applies.
      await tabTo(page, { name: new RegExp(`BIENVENIDA10`) });
      await page.keyboard.press('Enter');
      await expect(main(page).getByRole('status').filter({ hasText: 'BIENVENIDA10' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

async function expectActiveAppointment(tab: Page, locale: Locale, details: string) {
  const notice = main(tab)
    .getByRole('alert')
    .filter({ hasText: t(locale, 'activeAppointment.title') });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t(locale, 'activeAppointment.body'));
  await expect(notice).toContainText(t(locale, 'payment.error.activeAppointment'));
  await expect(notice.getByRole('link', { name: t(locale, 'activeAppointment.goTo') })).toHaveAttribute(
    'href',
    details,
  );
  await expect(notice).toBeFocused();
  await expect(
    main(tab).getByRole('button', {
      name: new RegExp(`^${t(locale, 'payment.pay.button', { amount: '' })}`),
    }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(tab);
}

async function expectVoucherRefusedThenPay(tab: Page, locale: Locale, fullPrice: number) {
  const notice = main(tab)
    .getByRole('alert')
    .filter({ hasText: t(locale, 'payment.error.voucherTaken', { code: 'BIENVENIDA10' }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t(locale, 'payment.error.voucherRefusedNext'));
  await expect(main(tab).getByRole('textbox', { name: t(locale, 'payment.card.number') })).toHaveValue(
    '4242 4242 4242 4242',
  );
  await expectNoSeriousA11yViolations(tab);
  await screenshots(tab, 'payment-voucher-taken', locale);
  await notice
    .getByRole('button', { name: t(locale, 'payment.error.removeVoucher', { code: 'BIENVENIDA10' }) })
    .click();
  // Everything else stays: the card as typed; the total without the voucher is paid.
  await expect(payButton(tab, locale, fullPrice)).toBeEnabled();
  await expect(main(tab).getByRole('textbox', { name: t(locale, 'payment.card.number') })).toHaveValue(
    '4242 4242 4242 4242',
  );
  await payButton(tab, locale, fullPrice).click();
  await expect(
    main(tab).getByRole('heading', { level: 2, name: t(locale, 'payment.done.title') }),
  ).toBeVisible();
}
