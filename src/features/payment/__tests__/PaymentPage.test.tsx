import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  FIRST_RENDER,
  type PaymentProvider,
  money,
  profile,
  renderPayment,
  startPaymentProvider,
  summary,
  typeCard,
} from './fixtures';

jest.mock('../../../config/env', () => ({
  env: { ...jest.requireActual('../../../config/env').env, stripePublishableKey: undefined },
}));
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

let provider: PaymentProvider;
afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

const applied = (code: string, discount: number, total: number) =>
  summary({ voucher: { code, kind: 'fixed', discount: money(discount) }, total: money(total) });

describe('/payment, the voucher by keyboard: focus never drops to the page', () => {
  it('goes to the applied voucher’s message after applying, and back to the field after removing', async () => {
    provider = await startPaymentProvider({
      'GET api/v1/voucher/active': () => ({
        body: { voucher_list: [{ code: 'DESCUENTO5', kind: 'fixed', value: 500, expires_at: null }] },
      }),
      'POST api/v1/order/update': ({ body }) => ({
        body: (body as { voucher_code: string | null }).voucher_code
          ? applied('DESCUENTO5', 500, 4000)
          : summary(),
      }),
    });
    const { user } = renderPayment(provider);
    // From the list of the patient's vouchers: the button used disappears once the voucher applies.
    await user.click(await screen.findByText('Use DESCUENTO5: €5.00 off', {}, FIRST_RENDER));
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent('Voucher DESCUENTO5 applied: €5.00 off.'),
    );
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Remove voucher DESCUENTO5');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove voucher DESCUENTO5' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Voucher code' })),
    );

    // Typed and applied with Enter: the same.
    await user.keyboard('DESCUENTO5{Enter}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Voucher DESCUENTO5 applied'));
  });
});

describe('/payment, paid: the confirmation says what paid for it', () => {
  it('lists the price, the voucher, the balance and what the card was charged', async () => {
    const paidOrder = summary({
      voucher: { code: 'DESCUENTO5', kind: 'fixed', discount: money(500) },
      balance_used: money(2000),
      available_balance: money(2000),
      total: money(2000),
    });
    provider = await startPaymentProvider({
      'POST api/v2/order/summary': () => ({ body: paidOrder }),
      'POST api/v1/payment/create': () => ({
        status: 201,
        body: { ...paymentOf('requires_payment_method'), amount: money(2000) },
      }),
      'POST api/v1/payment/check-status': () => ({
        body: { ...paymentOf('succeeded'), amount: money(2000) },
      }),
    });
    const { user } = renderPayment(provider);
    await typeCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay €20.00' }, FIRST_RENDER));
    const done = await screen.findByRole(
      'region',
      { name: 'Your emergency consultation is paid' },
      FIRST_RENDER,
    );
    const line = (label: string) => within(done).getByText(label).nextElementSibling;
    expect(line('Consultation price')).toHaveTextContent('€45.00');
    expect(line('Voucher DESCUENTO5')).toHaveTextContent('-€5.00');
    expect(line('From your balance')).toHaveTextContent('-€20.00');
    expect(line('Paid by card')).toHaveTextContent('€20.00');
  });
});

const paymentOf = (status: 'requires_payment_method' | 'succeeded') => ({
  payment_id: 'pi_sandbox_1',
  status,
  client_secret: status === 'succeeded' ? null : 'pi_sandbox_1_secret_abc',
  amount: money(4500),
  expires_at: '2099-01-01T10:15:00+01:00',
  appointment_id: status === 'succeeded' ? 7001 : null,
});

describe('/payment, an employee offered her company’s trial plan', () => {
  const globex = { id: 2, title: 'Globex Iberia', img_url: null, plan: 'subscription' as const };
  const trialEmployee = () =>
    startPaymentProvider({
      'GET api/v1/profile': () => ({ body: profile({}, [globex]) }),
      'POST api/v1/b2b/order/summary': () => ({ body: summary() }),
    });

  it('offers it as free with the plan, with one card form: the plan’s, or the payment’s once she pays herself', async () => {
    provider = await trialEmployee();
    const { user, search } = renderPayment(provider);
    const trial = await screen.findByRole(
      'radio',
      { name: 'Free with the Globex Iberia trial plan' },
      FIRST_RENDER,
    );
    expect(trial).toBeChecked();
    expect(
      await screen.findByRole('button', { name: 'Save card and start my free trial' }, FIRST_RENDER),
    ).toBeVisible();
    expect(screen.getAllByRole('textbox', { name: 'Card number' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(screen.queryByText('To pay by card')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'I pay €45.00 myself' }));
    expect(await screen.findByRole('button', { name: 'Pay €45.00' }, FIRST_RENDER)).toBeVisible();
    expect(screen.getAllByRole('textbox', { name: 'Card number' })).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: 'Save card and start my free trial' }),
    ).not.toBeInTheDocument();
    expect(search().get('payer')).toBe('self');
  });
});

describe('/payment, small things', () => {
  it('says the card type under the number, where it covers nothing', async () => {
    provider = await startPaymentProvider();
    const { user } = renderPayment(provider);
    const number = await screen.findByRole('textbox', { name: 'Card number' }, FIRST_RENDER);
    await user.type(number, '4242');
    expect(number).toHaveAccessibleDescription('Card type: Visa');
  });

  it('keeps the countdown’s spoken announcements in a 1 px box (a page-wide one made the page scroll sideways)', async () => {
    provider = await startPaymentProvider();
    renderPayment(provider);
    const timer = await screen.findByRole('timer', {}, FIRST_RENDER);
    const announcer = within(timer.closest('div')!.parentElement!).getByRole('status');
    const style = getComputedStyle(announcer);
    expect([style.position, style.width, style.height]).toEqual(['absolute', '1px', '1px']);
  });
});
