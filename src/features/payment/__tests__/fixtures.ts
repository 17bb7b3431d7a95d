import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '../../../config/env';
import type { Company, Profile } from '../../../state/session/api';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type ProviderRoutes, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import type { Money } from '../../../api/types';
import type { OrderSummary, Payment } from '../api';

/**
 * The payment page against a real local provider (the network at its edge), with the sandbox card processor
 * (no Stripe key): its `POST sandbox/payments/{id}/confirm` goes to the same local server.
 * Test files mock `config/env` with a copy they may change (`jest.mock` below is hoisted per file).
 */
export const PRE_ORDER = 5001;
export const PAYMENT_ID = 'pi_sandbox_1';
/** The first render loads the page's code and catalogs: slow on a busy machine. */
export const FIRST_RENDER = { timeout: 30_000 };
export const money = (amount: number): Money => ({ amount, currency: 'EUR' });

export const profile = (fields: Partial<Profile> = {}, companies: Company[] | null = null): Profile => ({
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: '+34612345678', companies },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-12',
  is_subscription_active: false,
  ...fields,
});

export const summary = (fields: Partial<OrderSummary> = {}): OrderSummary => ({
  pre_order_id: PRE_ORDER,
  subtotal: money(4500),
  voucher: null,
  bundle_credit: money(0),
  balance_used: money(0),
  total: money(4500),
  covered_by_company: false,
  available_balance: money(0),
  usable_bundles: [],
  ...fields,
});

export const payment = (status: Payment['status'], fields: Partial<Payment> = {}): Payment => ({
  payment_id: PAYMENT_ID,
  status,
  client_secret: status === 'succeeded' ? null : `${PAYMENT_ID}_secret_abc`,
  amount: money(4500),
  expires_at: '2099-01-01T10:15:00+01:00',
  appointment_id: status === 'succeeded' ? 7001 : null,
  ...fields,
});

const preOrder = {
  id: PRE_ORDER,
  doctor_id: 21,
  speciality_id: 3,
  appointment_type: 'emergency',
  start_at: null,
  end_at: null,
  time_zone: 'Europe/Madrid',
  status: 'pending',
  expires_at: new Date(Date.now() + 14 * 60_000).toISOString(),
  price: money(4500),
  images: [],
};

/** A provider that answers the whole page: a pending emergency pre-order of 45 €, paid by card. */
export const paymentRoutes = (): ProviderRoutes => ({
  'GET api/v1/profile': () => ({ body: profile() }),
  'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
  [`GET api/v1/pre-order/${PRE_ORDER}`]: () => ({ body: preOrder }),
  'GET api/v2/pwa/doctor-available': () => ({ body: { doctor_list: [], pagination: {} } }),
  'GET api/v1/voucher/active': () => ({ body: { voucher_list: [] } }),
  'POST api/v2/order/summary': () => ({ body: summary() }),
  'POST api/v1/payment/create': () => ({ status: 201, body: payment('requires_payment_method') }),
  [`POST sandbox/payments/${PAYMENT_ID}/confirm`]: () => ({ body: payment('processing') }),
  'POST api/v1/payment/check-status': () => ({ body: payment('succeeded') }),
});

export async function startPaymentProvider(routes: ProviderRoutes = {}) {
  const provider = await startLocalProvider({ ...paymentRoutes(), ...routes });
  // The sandbox processor is not an RTK Query call: it reads the provider's address from the settings.
  (env as { apiBaseUrl: string }).apiBaseUrl = provider.url;
  return provider;
}

export type PaymentProvider = Awaited<ReturnType<typeof startPaymentProvider>>;

export function renderPayment(provider: PaymentProvider, { locale = 'en', query = '' } = {}) {
  const user = userEvent.setup();
  const prefix = locale === 'en' ? '/en' : '';
  const view = renderRoute(`${prefix}/payment?preOrder=${PRE_ORDER}${query}`, {
    services: fakeServices(provider.url),
    preloadedState: {
      session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' },
    },
  });
  const search = () => new URLSearchParams(view.router.state.location.search);
  return { user, search, ...view };
}

/** The sandbox card form, filled with a card that pays. */
export async function typeCard(user: ReturnType<typeof userEvent.setup>, locale: 'en' | 'es' = 'en') {
  const label = (en: string, es: string) => (locale === 'en' ? en : es);
  await user.type(
    await screen.findByRole('textbox', { name: label('Card number', 'Número de tarjeta') }, FIRST_RENDER),
    '4242424242424242',
  );
  await user.type(
    screen.getByRole('textbox', { name: label('Expiry (MM/YY)', 'Caducidad (MM/AA)') }),
    '1234',
  );
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}
