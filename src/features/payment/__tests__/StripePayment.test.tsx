import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';

/**
 * The Stripe branch (a publishable key is set), with Stripe's libraries replaced at their module boundary:
 * `@stripe/stripe-js/pure` (loadStripe) and `@stripe/react-stripe-js` (Elements, PaymentElement, the hooks).
 * The provider is a real local HTTP server. README says how to run the same page against a Stripe test key.
 */
const PUBLISHABLE_KEY = 'pk_test_component';
const fakeElements = { submit: jest.fn() };
const fakeStripe = { confirmPayment: jest.fn() };
const elementsOptions: unknown[] = [];

jest.mock('../../../config/env', () => ({
  env: { ...jest.requireActual('../../../config/env').env, stripePublishableKey: 'pk_test_component' },
}));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(async () => fakeStripe) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    elementsOptions.push(options);
    return children;
  },
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => fakeStripe,
  useElements: () => fakeElements,
}));

configure({ asyncUtilTimeout: 5000 });

const PRE_ORDER = 5001;
const money = (amount: number) => ({ amount, currency: 'EUR' });
const payment = (status: string, extra: Record<string, unknown> = {}) => ({
  payment_id: 'pi_3QxTest',
  status,
  client_secret: status === 'succeeded' ? null : 'pi_3QxTest_secret_abc',
  amount: money(4500),
  expires_at: '2099-01-01T10:15:00+01:00',
  appointment_id: status === 'succeeded' ? 7001 : null,
  ...extra,
});

let provider: LocalProvider;
let statuses: string[];

beforeEach(async () => {
  jest.clearAllMocks();
  elementsOptions.length = 0;
  statuses = ['succeeded'];
  fakeElements.submit.mockResolvedValue({});
  fakeStripe.confirmPayment.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  provider = await startLocalProvider({
    'GET api/v1/profile': () => ({
      body: {
        user_id: 7,
        user: { full_name: 'Ana García', email: null, phone: '+34612345678', companies: null },
        is_mobile_verified: true,
        first_name: 'Ana',
        last_name: 'García',
        id_number: '12345678Z',
        birth_day: '1990-04-12',
        is_subscription_active: false,
      },
    }),
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    [`GET api/v1/pre-order/${PRE_ORDER}`]: () => ({
      body: {
        id: PRE_ORDER,
        doctor_id: 21,
        speciality_id: 3,
        appointment_type: 'booked',
        start_at: '2099-12-01T10:30:00+01:00',
        end_at: '2099-12-01T11:00:00+01:00',
        time_zone: 'Europe/Madrid',
        status: 'pending',
        expires_at: '2099-01-01T10:15:00+01:00',
        price: money(4500),
        images: [],
      },
    }),
    'GET api/v2/pwa/doctor-available': () => ({ body: { doctor_list: [], pagination: {} } }),
    'GET api/v1/voucher/active': () => ({ body: { voucher_list: [] } }),
    'POST api/v2/order/summary': () => ({
      body: {
        pre_order_id: PRE_ORDER,
        subtotal: money(4500),
        voucher: null,
        bundle_credit: money(0),
        balance_used: money(0),
        total: money(4500),
        covered_by_company: false,
        available_balance: money(0),
        usable_bundles: [],
      },
    }),
    'POST api/v1/payment/create': () => ({ status: 201, body: payment('requires_payment_method') }),
    'POST api/v1/payment/check-status': () => ({ body: payment(statuses.shift() ?? 'succeeded') }),
  });
});

afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

function renderPayment() {
  const user = userEvent.setup();
  const view = renderRoute(`/en/payment?preOrder=${PRE_ORDER}`, {
    services: fakeServices(provider.url),
    preloadedState: {
      session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' },
    },
  });
  return { user, ...view };
}

const payButton = () => screen.findByRole('button', { name: 'Pay €45.00' });

describe('/payment with a Stripe key', () => {
  it("shows Stripe's Payment Element for the total, and no card form of ours", async () => {
    renderPayment();
    await payButton();
    expect(screen.getByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    const { loadStripe } = jest.requireMock('@stripe/stripe-js/pure') as { loadStripe: jest.Mock };
    expect(loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(elementsOptions.at(-1)).toEqual({ mode: 'payment', amount: 4500, currency: 'eur', locale: 'en' });
  });

  it('checks the fields, creates the payment, confirms it with its client secret, then asks the provider', async () => {
    const { user } = renderPayment();
    await user.click(await payButton());
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Your consultation is booked' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(fakeElements.submit).toHaveBeenCalledTimes(1);
    const [created] = provider.received('POST api/v1/payment/create');
    expect(created!.body).toEqual({
      pre_order_id: PRE_ORDER,
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(fakeStripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        elements: fakeElements,
        clientSecret: 'pi_3QxTest_secret_abc',
        redirect: 'if_required',
      }),
    );
    expect(provider.received('POST api/v1/payment/check-status')).toHaveLength(1);
  }, 15_000);

  it("shows Stripe's own message for a declined card and keeps the form; nothing is asked of the provider", async () => {
    fakeStripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    const { user } = renderPayment();
    await user.click(await payButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(within(alert).getByText(/Your order and what you typed are kept/)).toBeInTheDocument();
    expect(screen.getByTestId('stripe-payment-element')).toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
    expect(provider.received('POST api/v1/payment/check-status')).toHaveLength(0);
  });

  it('a lost answer from Stripe leaves the status unknown: it asks the provider and never confirms again', async () => {
    fakeStripe.confirmPayment.mockResolvedValue({
      error: { type: 'api_connection_error', message: 'offline' },
    });
    const { user } = renderPayment();
    await user.click(await payButton());
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Your consultation is booked' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(fakeStripe.confirmPayment).toHaveBeenCalledTimes(1);
    expect(provider.received('POST api/v1/payment/create')).toHaveLength(1);
    expect(provider.received('POST api/v1/payment/check-status').length).toBeGreaterThan(0);
  }, 15_000);

  it('stops before the payment exists when Stripe finds the card details incomplete', async () => {
    fakeElements.submit.mockResolvedValue({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });
    const { user } = renderPayment();
    await user.click(await payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    await waitFor(() => expect(fakeStripe.confirmPayment).not.toHaveBeenCalled());
    expect(provider.received('POST api/v1/payment/create')).toHaveLength(0);
  });
});
