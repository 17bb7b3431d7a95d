import { expect, type Page } from '@playwright/test';
import { localized, newPhone, plain, signInAsDemoPatient, t, type Locale, waitForApp } from './authSupport';
import { chooseFirstDoctorAndTime, expectStep, openSpeciality, png } from './bookingSupport';
import { holdPreOrder, paymentPath } from './paymentSupport';
import {
  type CallPattern,
  expectFailureShown,
  FAULT_KINDS,
  localeFor,
  PAYMENT_CALL_TIMEOUT_MS,
  test,
  UPLOAD_TIMEOUT_MS,
} from './faultSupport';

/**
 * The forms while their call fails (500, no answer until the app's timeout, malformed JSON, a dropped
 * connection): a message in the page's language, what the patient typed or chose still there, and the same
 * form goes through once the provider is back. One row per form.
 */
interface FormCase {
  name: string;
  session: 'visitor' | 'patient';
  /** The call the form sends. */
  call: CallPattern;
  /** Opens the form and types or chooses what the patient would; resolves to a check that it is all still there. */
  fill(page: Page, locale: Locale): Promise<() => Promise<void>>;
  submit(page: Page, locale: Locale): Promise<void>;
  /** Catalog ids of the messages the failure may show. */
  messages: string[];
  /** The form went through. */
  done(page: Page, locale: Locale): Promise<void>;
  /** The app's timeout for the call, when it is not the usual one. */
  timeoutMs?: number;
}

const main = (page: Page) => page.getByRole('main');
const textbox = (page: Page, locale: Locale, id: string) =>
  main(page).getByRole('textbox', { name: t(locale, id), exact: false });
const keeps = (page: Page, locale: Locale, values: Record<string, string>) => async () => {
  for (const [id, value] of Object.entries(values))
    await expect(textbox(page, locale, id)).toHaveValue(value);
};

const FORMS: FormCase[] = [
  {
    name: 'sign-in (phone)',
    session: 'visitor',
    call: { route: '/api/v1/auth/register', method: 'POST' },
    async fill(page, locale) {
      await page.goto(localized(locale, '/login'));
      await waitForApp(page);
      const phone = newPhone();
      await textbox(page, locale, 'phone.numberLabel').fill(phone);
      await main(page)
        .getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') })
        .check();
      return async () => {
        await keeps(page, locale, { 'phone.numberLabel': phone })();
        await expect(
          main(page).getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') }),
        ).toBeChecked();
      };
    },
    submit: (page, locale) =>
      main(page)
        .getByRole('button', { name: t(locale, 'login.continue') })
        .click(),
    messages: ['login.networkError', 'login.genericError'],
    done: (page, locale) =>
      expect(main(page).getByRole('heading', { level: 2, name: t(locale, 'login.codeTitle') })).toBeVisible(),
  },
  {
    name: 'company sign-in (e-mail)',
    session: 'visitor',
    call: { route: '/api/v1/auth/register', method: 'POST' },
    async fill(page, locale) {
      await page.goto(localized(locale, '/b2b-login'));
      await waitForApp(page);
      const email = `ana.${Date.now()}@acme.example`;
      await textbox(page, locale, 'b2bLogin.emailLabel').fill(email);
      await main(page)
        .getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') })
        .check();
      return keeps(page, locale, { 'b2bLogin.emailLabel': email });
    },
    submit: (page, locale) =>
      main(page)
        .getByRole('button', { name: t(locale, 'login.continue') })
        .click(),
    messages: ['login.networkError', 'login.genericError'],
    done: (page, locale) =>
      expect(main(page).getByRole('heading', { level: 2, name: t(locale, 'login.codeTitle') })).toBeVisible(),
  },
  {
    name: 'home search',
    session: 'visitor',
    call: { route: '/api/v1/pwa/main-search', method: 'GET' },
    async fill(page, locale) {
      await page.goto(localized(locale, '/'));
      return keeps(page, locale, {});
    },
    async submit(page, locale) {
      await page.getByRole('combobox', { name: t(locale, 'home.search.label') }).fill('derma');
    },
    messages: ['home.search.failed'],
    async done(page, locale) {
      await expect(page.getByRole('combobox', { name: t(locale, 'home.search.label') })).toHaveValue('derma');
      // The suggestions close when the patient looks elsewhere; "Try again" is under them.
      await page.getByRole('heading', { level: 1 }).click();
      await page.getByRole('button', { name: t(locale, 'home.search.retry'), exact: true }).click();
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'profile',
    session: 'patient',
    call: { route: '/api/v1/profile/update', method: 'POST' },
    async fill(page, locale) {
      await page.goto(localized(locale, '/profile'));
      const values = { 'profile.lastName': "O'Neil de la Fuente", 'profile.idNumber': 'X1234567L' };
      for (const [id, value] of Object.entries(values)) await textbox(page, locale, id).fill(value);
      return keeps(page, locale, values);
    },
    submit: (page, locale) =>
      main(page)
        .getByRole('button', { name: t(locale, 'profile.save') })
        .click(),
    messages: ['profile.networkError', 'profile.saveFailed'],
    done: (page, locale) => expect(main(page).getByText(t(locale, 'profile.saved'))).toBeVisible(),
  },
  {
    name: 'booking (holding the time)',
    session: 'patient',
    call: { route: '/api/v1/pre-order', method: 'POST' },
    async fill(page, locale) {
      await openSpeciality(page, locale, 2);
      const time = await chooseFirstDoctorAndTime(page, locale);
      const url = page.url();
      return async () => {
        expect(page.url()).toBe(url);
        await expectStep(page, locale, 'booking.confirm.title');
        expect(time).not.toBe('');
      };
    },
    submit: (page, locale) =>
      main(page)
        .getByRole('button', { name: t(locale, 'booking.confirm.hold') })
        .click(),
    messages: ['booking.networkError', 'booking.genericError'],
    done: (page, locale) => expectStep(page, locale, 'booking.held.title'),
  },
  {
    name: 'prescription renewal (photos)',
    session: 'patient',
    call: { route: '/api/v1/user/prescription', method: 'PUT' },
    async fill(page, locale) {
      await page.goto(localized(locale, '/renew'));
      await page
        .getByTestId('photo-input')
        .setInputFiles([{ name: 'receta.png', mimeType: 'image/png', buffer: png() }]);
      const chosen = page.getByRole('list', { name: t(locale, 'photos.list') }).getByRole('listitem');
      await expect(chosen).toHaveCount(1);
      return () => expect(chosen).toHaveCount(1);
    },
    submit: (page, locale) =>
      main(page)
        .getByRole('button', { name: t(locale, 'renew.form.submit') })
        .click(),
    messages: ['renew.form.failed'],
    timeoutMs: UPLOAD_TIMEOUT_MS,
    done: (page, locale) =>
      expect(page.getByTestId('prescription-status')).toHaveText(t(locale, 'renew.status.pending')),
  },
  {
    name: 'payment (a voucher code)',
    session: 'patient',
    call: { route: '/api/v1/order/update', method: 'POST' },
    async fill(page, locale) {
      const held = await holdPreOrder(page);
      await page.goto(paymentPath(locale, held.id));
      await textbox(page, locale, 'payment.voucher.label').fill('BIENVENIDA10');
      return keeps(page, locale, { 'payment.voucher.label': 'BIENVENIDA10' });
    },
    submit: (page, locale) =>
      main(page)
        .getByRole('button', { name: t(locale, 'payment.voucher.apply') })
        .click(),
    // A failed order update says what failed (src/features/payment/errors.ts, transportMessage): the provider
    // (500), no answer in time, an answer it could not read (malformed), the connection.
    messages: [
      'payment.error.server',
      'payment.error.timeout',
      'payment.error.generic',
      'payment.error.network',
    ],
    timeoutMs: PAYMENT_CALL_TIMEOUT_MS,
    done: (page, locale) =>
      expect(
        main(page).getByRole('button', {
          name: t(locale, 'payment.voucher.remove', { code: 'BIENVENIDA10' }),
        }),
      ).toBeVisible(),
  },
];

for (const form of FORMS) {
  for (const kind of FAULT_KINDS) {
    const locale = localeFor(kind);
    test(`${form.name} keeps what was typed through a ${kind} (${locale})`, async ({ page, faults }) => {
      if (form.session === 'patient') await signInAsDemoPatient(page, locale);
      const stillThere = await form.fill(page, locale);
      await faults.fail([form.call], kind);
      await form.submit(page, locale);
      if (kind === 'timeout') await faults.outlast(form.timeoutMs);
      await expectFailureShown(page, locale, form.messages);
      await stillThere();
      await faults.clear();
      if (form.name !== 'home search') await form.submit(page, locale);
      await form.done(page, locale);
    });
  }
}
