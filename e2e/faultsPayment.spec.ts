import { expect, type Page } from '@playwright/test';
import { signInAsDemoPatient, t, type Locale } from './authSupport';
import {
  type CallPattern,
  anyMessage,
  FAULT_KINDS,
  localeFor,
  PAYMENT_CALL_TIMEOUT_MS,
  spinners,
  test,
} from './faultSupport';
import { euros, holdPreOrder, type HeldPreOrder, paymentPath, paymentsOf } from './paymentSupport';

/**
 * The provider goes down as Pay is pressed (500, no answer until the app's timeout, malformed JSON, a dropped
 * connection), in both languages: while the payment is created, and while the card is confirmed (the sandbox's
 * card processor goes down with it). The order and the card typed stay, the page says what it knows about the
 * charge, finds out by itself when the provider answers again, and the patient then pays once.
 */
const PROVIDER: CallPattern[] = [{ route: '/api/*' }, { route: '/sandbox/payments/*' }];
const CARD = '4242 4242 4242 4242';

const main = (page: Page) => page.getByRole('main');
const cardNumber = (page: Page, locale: Locale) =>
  main(page).getByRole('textbox', { name: t(locale, 'payment.card.number') });
const payButton = (page: Page, locale: Locale, held: HeldPreOrder) =>
  main(page).getByRole('button', {
    name: t(locale, 'payment.pay.button', { amount: euros(locale, held.price) }),
  });

async function openOrderWithCard(page: Page, locale: Locale) {
  await signInAsDemoPatient(page, locale);
  const held = await holdPreOrder(page);
  await page.goto(paymentPath(locale, held.id));
  await cardNumber(page, locale).fill(CARD);
  await main(page)
    .getByRole('textbox', { name: t(locale, 'payment.card.expiry') })
    .fill('12/34');
  await main(page)
    .getByRole('textbox', { name: t(locale, 'payment.card.cvc') })
    .fill('123');
  await expect(payButton(page, locale, held)).toBeEnabled();
  return held;
}

/** The order is still on screen with the card as typed, not replaced by an error, and nothing spins. */
async function expectOrderKept(page: Page, locale: Locale) {
  await expect(cardNumber(page, locale)).toHaveValue(CARD);
  await expect(
    main(page).getByRole('heading', { level: 2, name: t(locale, 'payment.breakdown.heading') }),
  ).toBeVisible();
  await expect(anyMessage(page, locale, ['payment.loadFailed'])).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

async function payOnce(page: Page, locale: Locale, held: HeldPreOrder) {
  await payButton(page, locale, held).click();
  await expect(
    main(page).getByRole('heading', { level: 2, name: t(locale, 'payment.done.title') }),
  ).toBeVisible();
  const payments = await paymentsOf(page.request, held.id);
  expect([payments.payment_list.length, payments.succeeded]).toEqual([1, 1]);
}

for (const kind of FAULT_KINDS) {
  const locale = localeFor(kind);

  test(`the provider goes down as Pay is pressed, creating the payment: ${kind} (${locale})`, async ({
    page,
    faults,
  }) => {
    const held = await openOrderWithCard(page, locale);
    await faults.fail(PROVIDER, kind);
    await payButton(page, locale, held).click();
    if (kind === 'timeout') await faults.outlast(PAYMENT_CALL_TIMEOUT_MS);
    // No payment exists: the message says nothing was charged, whatever the failure was.
    await expect(
      anyMessage(page, locale, [
        'payment.error.server',
        'payment.error.timeout',
        'payment.error.generic',
        'payment.error.network',
      ]),
    ).toBeVisible();
    await expect(main(page).getByText(t(locale, 'payment.error.offlineWatching'))).toBeVisible();
    await expectOrderKept(page, locale);
    await expect(spinners(page)).toHaveCount(0);
    expect((await paymentsOf(page.request, held.id)).payment_list).toHaveLength(0);

    await faults.clear();
    // By itself: no click.
    await expect(main(page).getByText(t(locale, 'payment.error.providerBack'))).toBeVisible();
    await expectOrderKept(page, locale);
    await payOnce(page, locale, held);
  });

  test(`the provider goes down as Pay is pressed, confirming the card: ${kind} (${locale})`, async ({
    page,
    faults,
  }) => {
    const held = await openOrderWithCard(page, locale);
    // The payment is created; the provider and its card processor go down before the card is confirmed.
    await page.route('**/api/v1/payment/create', async (route) => {
      const response = await route.fetch();
      await faults.fail(PROVIDER, kind);
      await route.fulfill({ response });
    });
    await payButton(page, locale, held).click();
    if (kind === 'timeout') await faults.outlast(PAYMENT_CALL_TIMEOUT_MS);
    // The page cannot know whether the card was charged: it says so and asks, never pays again by itself.
    await expect(main(page).getByText(t(locale, 'payment.unknown.title'))).toBeVisible();
    await expectOrderKept(page, locale);
    await page.unroute('**/api/v1/payment/create');

    await faults.clear();
    // By itself: the provider says the card was never charged; the same payment is then paid once.
    await expect(main(page).getByText(t(locale, 'payment.error.notCharged'))).toBeVisible();
    await expectOrderKept(page, locale);
    await payOnce(page, locale, held);
  });
}
