import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  FIRST_RENDER,
  PAYMENT_ID,
  type PaymentProvider,
  money,
  payment,
  renderPayment,
  startPaymentProvider,
  summary,
  typeCard,
} from './fixtures';

jest.mock('../../../config/env', () => ({
  env: { ...jest.requireActual('../../../config/env').env, stripePublishableKey: undefined },
}));
configure({ asyncUtilTimeout: 8000 });
// Typing a card and paying takes a few seconds on a busy machine.
jest.setTimeout(60_000);

/**
 * The provider's rules checked again as the payment is created and confirmed (issue 27): another appointment
 * active (409 `active_appointment`), the single-use voucher redeemed by another order (422
 * `voucher_already_used`). Nothing is charged either way; the page says why and what can be done.
 */
const activeAppointment = {
  status: 409,
  body: {
    code: 'active_appointment',
    message: 'You have an active Appointment',
    appointment_id: 93,
  },
};
const voucherUsed = {
  status: 422,
  body: { code: 'voucher_already_used', message: 'Voucher already used', field: 'voucher' },
};
const withVoucher = summary({
  voucher: { code: 'BIENVENIDA10', kind: 'percentage', discount: money(450) },
  total: money(4050),
  available_balance: money(2000),
});

let provider: PaymentProvider;
afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

const pay = (amount = '€45.00') => screen.findByRole('button', { name: `Pay ${amount}` }, FIRST_RENDER);

async function expectActiveAppointmentShown(path: string) {
  expect(await screen.findByText('You have an active Appointment', {}, FIRST_RENDER)).toBeVisible();
  expect(screen.getByText("Can't Use Emergency Call During Appointment")).toBeVisible();
  expect(screen.getByText('This consultation cannot be paid now. Nothing was charged.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Go to your appointment' })).toHaveAttribute('href', path);
  // Pay is taken away; focus is on the notice that replaced it.
  expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  await waitFor(() =>
    expect(document.activeElement).toHaveTextContent("Can't Use Emergency Call During Appointment"),
  );
}

describe('/payment, another appointment is active (409 active_appointment)', () => {
  it('when the payment is created: the spec’s message, a link to that appointment, and no Pay', async () => {
    provider = await startPaymentProvider({ 'POST api/v1/payment/create': () => activeAppointment });
    const { user } = renderPayment(provider);
    await typeCard(user);
    await user.click(await pay());
    await expectActiveAppointmentShown('/en/appointments-detail?id=93');
    expect(provider.received(`POST sandbox/payments/${PAYMENT_ID}/confirm`)).toHaveLength(0);
  });

  it('when the card processor confirms: the same, in Spanish with the Spanish path', async () => {
    provider = await startPaymentProvider({
      [`POST sandbox/payments/${PAYMENT_ID}/confirm`]: () => activeAppointment,
    });
    const { user } = renderPayment(provider, { locale: 'es' });
    await typeCard(user, 'es');
    await user.click(await screen.findByRole('button', { name: /^Pagar 45,00/ }, FIRST_RENDER));
    expect(await screen.findByText('Tienes una cita activa', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByText('No puedes usar la llamada de urgencia durante una cita')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a tu cita' })).toHaveAttribute(
      'href',
      '/appointments-detail?id=93',
    );
    expect(screen.queryByRole('button', { name: /^Pagar / })).not.toBeInTheDocument();
  });

  it('when the provider is asked how the payment went (check-status)', async () => {
    provider = await startPaymentProvider({ 'POST api/v1/payment/check-status': () => activeAppointment });
    const { user } = renderPayment(provider);
    await typeCard(user);
    await user.click(await pay());
    await expectActiveAppointmentShown('/en/appointments-detail?id=93');
    // A refusal is an answer: the page does not keep asking.
    expect(provider.received('POST api/v1/payment/check-status')).toHaveLength(1);
  });
});

describe('/payment, the voucher was redeemed by another order a moment ago (422 voucher_already_used)', () => {
  it.each([
    ['the payment is created', 'POST api/v1/payment/create'],
    ['the card processor confirms', `POST sandbox/payments/${PAYMENT_ID}/confirm`],
  ])('when %s: says so, offers to remove it, and keeps the card and the other choices', async (_, route) => {
    let refuse = true;
    let order = withVoucher;
    provider = await startPaymentProvider({
      'POST api/v1/order/update': ({ body }) => {
        const voucher = (body as { voucher_code: string | null }).voucher_code;
        order = voucher ? withVoucher : summary({ available_balance: money(2000) });
        return { body: order };
      },
      'POST api/v2/order/summary': () => ({ body: order }),
      'POST api/v1/payment/create': () =>
        route.includes('create') && refuse
          ? voucherUsed
          : { status: 201, body: payment('requires_payment_method', { amount: order.total }) },
      [`POST sandbox/payments/${PAYMENT_ID}/confirm`]: () =>
        route.includes('confirm') && refuse ? voucherUsed : { body: payment('processing') },
    });
    const { user, search } = renderPayment(provider, { query: '&voucher_code=BIENVENIDA10' });
    await typeCard(user);
    await user.click(await pay('€40.50'));

    const alert = await screen.findByText(
      /^The voucher BIENVENIDA10 has just been used for another booking/,
      {},
      FIRST_RENDER,
    );
    expect(alert).toHaveTextContent('Nothing was charged. Remove the voucher to pay the rest');
    expect(await pay('€40.50')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Remove BIENVENIDA10 and pay the rest' }));
    await waitFor(() => expect(search().get('voucher_code')).toBeNull());
    const [removal] = provider.received('POST api/v1/order/update').slice(-1);
    expect(removal?.body).toMatchObject({ voucher_code: null, use_balance: false, bundle_order_id: null });
    // Everything else stays: the card as typed, and paying the new total works.
    const payFull = await pay('€45.00');
    await waitFor(() => expect(payFull).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    await user.click(payFull);
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Your emergency consultation is paid' },
        FIRST_RENDER,
      ),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).queryByText(/has just been used/)).not.toBeInTheDocument();
  });
});
