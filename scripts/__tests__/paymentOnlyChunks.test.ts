import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type StatsChunk, paymentOnlyViolations } from '../paymentOnlyChunks.ts';

const ROUTES = './src/app/routes.tsx';
const route = (page: string) => ({ moduleName: ROUTES, request: `../features/${page}` });
const PAYMENT = route('payment/screens/PaymentPage');
const HOME = route('home/screens/HomePage');

/** Chunks shaped like rspack's stats (chunks, chunkModules, chunkOrigins, nestedModules) for a healthy build. */
function healthyBuild(): StatsChunk[] {
  return [
    {
      id: 'main',
      initial: true,
      entry: true,
      files: ['index.js'],
      modules: [{ name: ROUTES }],
      origins: [{}],
    },
    {
      id: 'home',
      files: ['page-home.js'],
      modules: [{ name: './src/features/home/screens/HomePage.tsx' }],
      origins: [HOME],
    },
    {
      id: 'pay',
      files: ['pay.js'],
      modules: [
        {
          name: './src/features/payment/screens/PaymentPage.tsx + 2 modules',
          modules: [
            { name: './src/features/payment/screens/PaymentPage.tsx' },
            { name: './src/features/payment/components/CardPayment.tsx' },
            { name: './src/features/payment/card/sandboxProcessor.ts' },
          ],
        },
      ],
      origins: [PAYMENT],
    },
    {
      id: 'mui',
      files: ['mui.js'],
      modules: [{ name: './node_modules/@mui/material/Alert/Alert.mjs' }],
      origins: [HOME, PAYMENT],
    },
    {
      id: 'card',
      files: ['payment-card-form.js'],
      modules: [{ name: './src/features/payment/card/SandboxCardForm.tsx' }],
      origins: [
        {
          moduleName: './src/features/payment/components/CardPayment.tsx',
          request: '../card/SandboxCardForm',
        },
      ],
    },
    {
      id: 'stripe-vendor',
      files: ['stripe.js'],
      modules: [
        { name: './node_modules/@stripe/react-stripe-js/dist/react-stripe.esm.mjs' },
        { name: './node_modules/@stripe/stripe-js/pure/index.mjs + 1 modules' },
      ],
      origins: [
        {
          moduleName: './src/features/payment/components/CardPayment.tsx',
          request: '../card/StripeCardPayment',
        },
      ],
    },
  ];
}

describe('payment-only chunks', () => {
  it('accepts Stripe and the card form in chunks only the payment route loads', () => {
    assert.deepEqual(paymentOnlyViolations(healthyBuild()), []);
  });

  it('refuses Stripe in a chunk the home page also loads', () => {
    const chunks = healthyBuild();
    chunks.find((chunk) => chunk.id === 'stripe-vendor')!.origins!.push(HOME);
    const [violation, ...more] = paymentOnlyViolations(chunks);
    assert.equal(more.length, 0);
    assert.match(violation!, /@stripe\/react-stripe-js.*stripe\.js.*HomePage/);
  });

  it('refuses the card form in a chunk shared with another route, or in the entry', () => {
    const shared = healthyBuild();
    shared
      .find((chunk) => chunk.id === 'mui')!
      .modules!.push({ name: './src/features/payment/card/cardNumber.ts' });
    assert.match(paymentOnlyViolations(shared)[0]!, /card\/cardNumber\.ts is in mui\.js/);

    const initial = healthyBuild();
    initial[0]!.modules!.push({ name: './src/features/payment/card/SandboxCardForm.tsx' });
    assert.match(paymentOnlyViolations(initial)[0]!, /index\.js \(an initial chunk\)/);
  });

  it('follows lazy imports back: a chunk loaded from a module that another route also loads is not payment-only', () => {
    const chunks = healthyBuild();
    // CardPayment.tsx also ends up in the home page's chunk: its lazy Stripe import can now run on /.
    chunks[1]!.modules!.push({ name: './src/features/payment/components/CardPayment.tsx' });
    const violations = paymentOnlyViolations(chunks);
    assert.equal(violations.length, 2);
    assert.ok(violations.every((line) => line.includes('CardPayment.tsx')));
  });
});
