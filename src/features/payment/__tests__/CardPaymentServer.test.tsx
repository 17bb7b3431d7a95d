import { screen } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { CardPayment } from '../components/CardPayment';

/**
 * The card step with a Stripe key on a page the server renders (issue 33): Stripe's element exists only in the
 * browser, so the server renders its room and the browser takes that over before it shows the element. Stripe's
 * libraries are replaced at their module boundary, as in StripePayment.test.tsx.
 */
jest.mock('../../../config/env', () => ({
  env: { ...jest.requireActual('../../../config/env').env, stripePublishableKey: 'pk_test_component' },
}));
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(async () => ({})) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  PaymentElement: () => <div data-testid="stripe-payment-element" />,
  useStripe: () => ({}),
  useElements: () => ({}),
}));

const props = {
  amount: { amount: 4500, currency: 'EUR' as const },
  disabled: false,
  busy: false,
  onPay: jest.fn(),
};
const page = (
  <IntlProvider locale="es" onError={() => undefined}>
    <CardPayment {...props} />
  </IntlProvider>
);

/**
 * The server's HTML, from modules of its own (as the server has its own bundle): one React cannot render the same
 * context with the server's renderer and the browser's at once. Every lazy part is resolved before it is sent, as
 * src/ssr/render.tsx does.
 */
async function serverHtml(): Promise<string> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { createElement } = await import('react');
    const { renderToReadableStream } = await import('react-dom/server');
    const intl = await import('react-intl');
    const card = await import('../components/CardPayment');
    const stream = await renderToReadableStream(
      createElement(
        intl.IntlProvider,
        { locale: 'es', onError: () => undefined },
        createElement(card.CardPayment, props),
      ),
    );
    await stream.allReady;
    html = await new Response(stream).text();
  });
  return html;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('renders the room of Stripe’s element on the server; the browser takes it over, then shows the element', async () => {
  const html = await serverHtml();
  expect(html).not.toContain('stripe-payment-element');
  expect(html).toContain('MuiSkeleton');

  document.body.innerHTML = `<div id="root">${html}</div>`;
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, page, {
      onRecoverableError: (error) => recovered.push(error),
    });
  });
  expect(await screen.findByTestId('stripe-payment-element')).toBeInTheDocument();
  expect(recovered).toEqual([]);
});
