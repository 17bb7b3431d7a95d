import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { baseURL, sandboxURL } from '../playwright.config';
import { shoot } from './appointmentsSupport';
import {
  APP_WORK,
  holdScript,
  holdTheApp,
  type Locale,
  localized,
  locales,
  signInAsDemoPatient,
  t,
  waitForApp,
} from './authSupport';
import { euros, GENERAL_MEDICINE, holdPreOrder, paymentPath, paymentsOf } from './paymentSupport';

/**
 * The flow pages (payment, booking), rendered on the server from the address and the session the `token`
 * cookie names (issue 33; e2e/signedInPages.spec.ts has the other signed-in pages):
 * the first HTML holds the patient's own content, and the browser takes it over as it is.
 */

/**
 * What a page did once it was open: provider calls, console errors, uncaught exceptions (React reports an error
 * it recovered from while taking the page over, a hydration mismatch, as one).
 */
function watch(page: Page) {
  const seen = { calls: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    // The provider's API (its doctors' photos are files, not calls).
    if (request.url().startsWith(`${sandboxURL}/api/`))
      seen.calls.push(`${request.method()} ${request.url().slice(sandboxURL.length)}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.errors.push(`uncaught: ${error.message}`));
  return seen;
}

const main = (page: Page) => page.getByRole('main');

/** The time step of Dr. Pablo Sánchez (general medicine), and the step that holds the pre-order. */
const bookingSteps = (locale: Locale, preOrderId: number) => [
  localized(locale, '/doctor_pre_order'),
  `${localized(locale, '/doctor_pre_order')}?specialityId=2`,
  `${localized(locale, '/doctor_pre_order')}?specialityId=2&doctorId=4`,
  `${localized(locale, '/doctor_pre_order')}?specialityId=2&doctorId=4&preOrder=${preOrderId}`,
];

/** The card form's own code (a late part of the page: src/features/payment/components/LazyPart.tsx). */
const holdTheCardForm = (page: Page) =>
  holdScript(page, /\/static\/js\/async\/payment-card-form\.[0-9a-f]+\.js$/);

/** A demo patient signed in by the `token` cookie alone (as a browser without JavaScript is): her token. */
async function signInByCookie(context: BrowserContext): Promise<string> {
  const made = await context.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
  const { login_token } = (await made.json()) as { login_token: string };
  const signedIn = await context.request.post(`${sandboxURL}/api/v1/auth/login-token`, {
    data: { token: login_token },
  });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  await context.addCookies([{ name: 'token', value: access_token, url: baseURL }]);
  return access_token;
}

test.describe('payment and booking, rendered from the address and the session', () => {
  test.use({ timezoneId: 'Europe/Madrid' });

  for (const locale of locales) {
    test(`/payment and each booking step a patient reads are taken over as rendered, with no call again (${locale})`, async ({
      page,
      context,
    }) => {
      await signInAsDemoPatient(page, locale);
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      for (const url of [paymentPath(locale, held.id), ...bookingSteps(locale, held.id)]) {
        // A page of its own: the previous page's late calls are not this one's.
        const tab = await context.newPage();
        // The patient's clock is half a minute ahead of the server's: the page still agrees with the server's.
        await tab.clock.install({ time: Date.now() + 30_000 });
        const seen = watch(tab);
        const response = await tab.goto(url);
        expect(response?.headers()['cache-control'], url).toBe('private, no-store');
        expect(response?.headers()['x-render-fallback'], `${url}: rendered by the server`).toBeUndefined();
        await waitForApp(tab);
        await tab.waitForLoadState('networkidle');
        expect(seen.errors, url).toEqual([]);
        expect(seen.calls, `${url}: what the server fetched is not asked for again`).toEqual([]);
        await tab.close();
      }
    });
  }

  test('a patient in another zone: the time step comes in the zone her browser reported, taken over as it is (en)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    // Her browser reports its zone as it boots (the `tz` cookie): the server renders her pages in it.
    await signInAsDemoPatient(page, 'en');
    const seen = watch(page);
    const response = await page.goto(bookingSteps('en', 0)[2]!);
    // Her zone's times, said above the calendar, in the server's HTML already.
    expect((await response?.text()) ?? '').toMatch(/GMT-[45]/);
    await waitForApp(page);
    await expect(
      main(page)
        .getByText(/GMT-[45]/)
        .first(),
    ).toBeVisible();
    expect(seen.errors).toEqual([]);
    expect(seen.calls.filter((call) => call.includes('/timeslots'))).toEqual([]);
    await context.close();
  });

  test('a card typed before the app has loaded, and after but before the card form’s code has, pays once it has (es)', async ({
    page,
  }) => {
    await signInAsDemoPatient(page, 'es');
    const held = await holdPreOrder(page, GENERAL_MEDICINE);
    const releaseApp = await holdTheApp(page);
    const releaseForm = await holdTheCardForm(page);
    await page.goto(paymentPath('es', held.id), { waitUntil: 'commit' });
    const field = (id: string) => main(page).getByRole('textbox', { name: t('es', id) });
    await field('payment.card.number').fill('4242 4242 4242 4242');
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    releaseApp();
    // The page answers; the card form is still the server's until its code comes.
    await waitForApp(page);
    await field('payment.card.expiry').fill('12/34');
    await field('payment.card.cvc').fill('123');
    const pay = t('es', 'payment.pay.button', { amount: euros('es', held.price) });
    await main(page).getByRole('button', { name: pay }).click();
    releaseForm();
    await expect(main(page).getByRole('heading', { name: t('es', 'payment.done.title') })).toBeVisible(
      APP_WORK,
    );
    expect((await paymentsOf(page.request, held.id)).succeeded).toBe(1);
  });

  test('a speciality chosen before the app has loaded opens its doctors once it has (en)', async ({
    page,
  }) => {
    await signInAsDemoPatient(page, 'en');
    const release = await holdTheApp(page);
    await page.goto(localized('en', '/doctor_pre_order'), { waitUntil: 'commit' });
    await main(page).getByRole('button', { name: 'General medicine', exact: true }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    release();
    await expect(
      main(page).getByRole('heading', { level: 2, name: t('en', 'booking.doctors.title') }),
    ).toBeVisible(APP_WORK);
    await expect(page).toHaveURL(/specialityId=2/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const locale of locales) {
      test(`the payment and the booking steps show the patient's own content (${locale})`, async ({
        page,
        context,
      }) => {
        const token = await signInByCookie(context);
        const held = await holdPreOrder(page, GENERAL_MEDICINE, {}, token);
        await page.goto(paymentPath(locale, held.id));
        await expect(main(page).getByText('Pablo Sánchez')).toBeVisible();
        await expect(main(page).getByText(t(locale, 'payment.breakdown.total'))).toBeVisible();
        const pay = t(locale, 'payment.pay.button', { amount: euros(locale, held.price) });
        await expect(main(page).getByRole('button', { name: pay })).toBeVisible();
        await shoot(page, `payment-nojs-${locale}`);

        const [reason, doctors, time, holding] = bookingSteps(locale, held.id);
        const steps: Array<[string, string, string]> = [
          [reason!, 'reason', t(locale, 'booking.reason.title')],
          [doctors!, 'doctors', t(locale, 'booking.doctors.title')],
          [time!, 'time', t(locale, 'booking.time.title')],
          [holding!, 'held', t(locale, 'booking.held.title')],
        ];
        for (const [url, name, heading] of steps) {
          await page.goto(url);
          await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
          if (name === 'doctors' || name === 'time')
            await expect(main(page).getByText('Pablo Sánchez').first()).toBeVisible();
          await shoot(page, `booking-${name}-nojs-${locale}`);
        }
      });
    }
  });
});
