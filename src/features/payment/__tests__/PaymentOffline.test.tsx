import { configure, screen, waitFor } from '@testing-library/react';
import type { ProviderReply } from '../../../testing/localProvider';
import {
  FIRST_RENDER,
  PAYMENT_ID,
  PRE_ORDER,
  type PaymentProvider,
  paymentRoutes,
  renderPayment,
  startPaymentProvider,
  typeCard,
} from './fixtures';

jest.mock('../../../config/env', () => ({
  env: { ...jest.requireActual('../../../config/env').env, stripePublishableKey: undefined },
}));
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

/**
 * The provider cannot be reached at the moment Pay creates the payment (issue 27.3): no payment exists, so
 * nothing was charged. The order and the card typed stay on screen, the message says so, and the page tells
 * the patient by itself when the provider answers again.
 */
let provider: PaymentProvider;
afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

const PRE_ORDER_CALL = `GET api/v1/pre-order/${PRE_ORDER}`;
const routes = paymentRoutes();

/** Every call of the page fails as `reply` says, or is answered again. */
function providerDown(down: boolean, reply: ProviderReply) {
  provider.route({
    [PRE_ORDER_CALL]: (request) => (down ? reply : routes[PRE_ORDER_CALL]!(request)),
    'POST api/v1/payment/create': (request) =>
      down ? reply : routes['POST api/v1/payment/create']!(request),
  });
}

describe.each([
  ['the connection drops', { drop: true }, 'We could not reach the server. Nothing was charged.'],
  [
    'it answers 503',
    { status: 503, body: { code: 'unavailable', message: 'Service unavailable' } },
    'The payment service is not available right now. Nothing was charged.',
  ],
])('/payment, the provider goes down as Pay is pressed (%s)', (_, reply, message) => {
  it('keeps the order and the card, says nothing was charged, and recovers by itself', async () => {
    provider = await startPaymentProvider();
    const { user } = renderPayment(provider);
    await typeCard(user);
    providerDown(true, reply);
    await user.click(await screen.findByRole('button', { name: 'Pay €45.00' }, FIRST_RENDER));

    expect(await screen.findByText(new RegExp(`^${message}`), {}, FIRST_RENDER)).toBeVisible();
    expect(
      screen.getByText('What you typed is kept. This page tells you as soon as the service answers again.'),
    ).toBeVisible();
    // The page reads the pre-order again to know when the provider is back; that failing replaces nothing.
    await waitFor(() => expect(provider.received(PRE_ORDER_CALL).length).toBeGreaterThan(2), {
      timeout: 15_000,
    });
    expect(screen.queryByText(/We could not load your order/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('heading', { level: 2, name: 'What you pay' })).toBeVisible();

    providerDown(false, reply);
    expect(
      await screen.findByText(
        'The payment service answers again. Nothing was charged: you can pay now.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay €45.00' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Your emergency consultation is paid' },
        FIRST_RENDER,
      ),
    ).toBeVisible();
    expect(provider.received(`POST sandbox/payments/${PAYMENT_ID}/confirm`)).toHaveLength(1);
  });
});
