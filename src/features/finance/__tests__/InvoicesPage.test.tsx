import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import type { Transaction } from '../api';

configure({ asyncUtilTimeout: 5000 });

const payment = (id: number): Transaction => ({
  id,
  type: 'payment',
  amount: { amount: -4500, currency: 'EUR' },
  description: `Consultation ${id}`,
  created_at: '2026-11-20T09:00:00+01:00',
  invoice_url: null,
});

const profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: '+34612345678', companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-12',
  is_subscription_active: false,
};

let provider: LocalProvider;
let total: number;
beforeEach(async () => {
  total = 12;
  provider = await startLocalProvider({
    'GET api/v1/finance/balance': () => ({ body: { balance: { amount: 2000, currency: 'EUR' } } }),
    'GET api/v1/bundles/orders/history': () => ({ body: { bundle_order_list: [] } }),
    'GET api/v1/finance/transactions': ({ query }) => {
      const page = Number(query.get('page'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 5, page * 5);
      return { body: { transaction_list: ids.map(payment), pagination: { page, page_size: 5, total } } };
    },
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    'GET api/v1/profile': () => ({ body: profile }),
  });
});
afterEach(() => provider.close());

const signedIn = { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' };
const renderInvoices = (path: string) =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState: { session: signedIn } });
const transactions = () => within(screen.getByRole('region', { name: /^(Transactions|Movimientos)$/ }));

describe('/invoices', () => {
  it('shows the page of the URL, five transactions, and pages as links', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices('/en/invoices?page=2');
    await screen.findByRole('region', { name: 'Transactions' });
    expect(await transactions().findByText('Consultation 6')).toBeInTheDocument();
    expect(transactions().getAllByText(/^Consultation \d+$/)).toHaveLength(5);
    expect(transactions().getByText('Page 2 of 3')).toBeInTheDocument();
    expect(
      provider.received('GET api/v1/finance/transactions').map((call) => call.query.get('page-size')),
    ).toEqual(['5']);
    expect(screen.getByText('€20.00')).toBeInTheDocument();

    await user.click(transactions().getByRole('link', { name: /page 3/i }));
    expect(await transactions().findByText('Consultation 11')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(transactions().getAllByText(/^Consultation \d+$/)).toHaveLength(2);
  });

  it('says so past the last page and leads back to the first', async () => {
    const user = userEvent.setup();
    const { router } = renderInvoices('/en/invoices?page=7');
    await screen.findByRole('region', { name: 'Transactions' });
    expect(await transactions().findByText('There are no transactions on page 7.')).toBeInTheDocument();
    await user.click(transactions().getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await transactions().findByText('Consultation 1')).toBeInTheDocument();
  });

  it('tells a patient without transactions what will appear here', async () => {
    total = 0;
    renderInvoices('/invoices');
    await screen.findByRole('region', { name: 'Movimientos' });
    expect(
      await transactions().findByText(
        'Todavía no hay pagos ni reembolsos. Aparecerán aquí después de tu primera consulta.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No tienes bonos.')).toBeInTheDocument();
  });

  it('offers to try again when the balance cannot be loaded', async () => {
    const user = userEvent.setup();
    provider.route({
      'GET api/v1/finance/balance': () => ({ status: 503, body: { code: 'x', message: '…' } }),
    });
    renderInvoices('/en/invoices');
    const balance = within(await screen.findByRole('region', { name: 'Your balance' }));
    expect(await balance.findByText('We could not load your balance.')).toBeInTheDocument();
    provider.route({
      'GET api/v1/finance/balance': () => ({ body: { balance: { amount: 0, currency: 'EUR' } } }),
    });
    await user.click(balance.getByRole('button', { name: 'Try again' }));
    expect(await balance.findByText('€0.00')).toBeInTheDocument();
  });
});
