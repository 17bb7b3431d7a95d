import { expect as baseExpect, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import type { RouteName } from '../src/config/routes';
import { type Locale, localized, t, waitForApp } from './authSupport';
import { bookingDayTab, png } from './bookingSupport';
import { GENERAL_MEDICINE, PSYCHOLOGY, accessTokenOf, holdPreOrder } from './paymentSupport';

/** Who looks at the state: each kind of account has its own signed-in page (e2e/noSidewaysScroll.spec.ts). */
export type Viewer = 'visitor' | 'patient' | 'employee' | 'trialEmployee';

export interface LayoutState {
  /** The route table's name of the page (src/config/routes.ts), or the not-found page. */
  route: RouteName | 'notFound';
  name: string;
  viewer: Viewer;
  /** Opens the state on `page` and returns once it shows what a patient would read. */
  open(page: Page, locale: Locale): Promise<void>;
}

// Waits follow what a patient sees, on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });
const main = (page: Page) => page.getByRole('main');

/**
 * The page has its heading and nothing still loading (skeletons, busy regions). Sections that load when they
 * come into view are scrolled past first, so their content is measured too.
 */
async function settled(page: Page) {
  // A page the server rendered shows before the app answers; what a state does next (a file, a switch) needs it.
  await waitForApp(page);
  // The page's own <main>, not its role: a dialog the address opens (a cancellation) hides it from the roles.
  const content = page.locator('main');
  await expect(content.getByRole('heading', { level: 1, includeHidden: true })).toBeVisible();
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
  });
  await expect(content.locator('.MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

type Step = (page: Page, locale: Locale) => Promise<void>;
/** Where the state is: a path, or one found for the signed-in patient (a time held, a visit's id). */
type Address = string | ((page: Page) => Promise<string>);

/** A state: the page at `address` once settled, then what the patient does there (`then`). */
function state(
  route: LayoutState['route'],
  name: string,
  address: Address,
  { viewer = 'patient', then }: { viewer?: Viewer; then?: Step } = {},
): LayoutState {
  return {
    route,
    name,
    viewer,
    async open(page, locale) {
      await page.goto(localized(locale, typeof address === 'string' ? address : await address(page)));
      await settled(page);
      await then?.(page, locale);
    },
  };
}

const bearer = async (page: Page) => ({ Authorization: `Bearer ${await accessTokenOf(page)}` });

/** The signed-in patient's first upcoming visit and first past one (the demo history has both). */
async function visitIds(page: Page) {
  const headers = await bearer(page);
  const ids = async (path: string) => {
    const response = await page.request.get(`${sandboxURL}/${path}`, { headers });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { appointment_list: { id: number }[] }).appointment_list.map(
      (entry) => entry.id,
    );
  };
  const [upcoming, past] = await Promise.all([
    ids('api/v2/meeting/homepage/upcomings'),
    ids('api/v2/appointments/user/history'),
  ]);
  return { upcoming: upcoming[0]!, past: past[0]! };
}

const PHOTO_WITH_A_LONG_NAME = 'receta-del-medico-de-cabecera-escaneada-con-el-movil-en-casa-2026.png';
const { doctorId, specialityId } = GENERAL_MEDICINE;
const TIMES = `/doctor_pre_order?specialityId=${specialityId}&doctorId=${doctorId}&appointmentType=booked`;

const bookingStates: LayoutState[] = [
  state('doctorPreOrder', 'reason', '/doctor_pre_order'),
  state('doctorPreOrder', 'doctors', `/doctor_pre_order?specialityId=${specialityId}`),
  state('doctorPreOrder', 'time', TIMES),
  state('doctorPreOrder', 'confirm', TIMES, {
    async then(page, locale) {
      await bookingDayTab(page).click();
      await main(page).getByRole('grid').getByRole('button').first().click();
      await expect(
        main(page).getByRole('heading', { level: 2, name: t(locale, 'booking.confirm.title') }),
      ).toBeVisible();
    },
  }),
  state(
    'doctorPreOrder',
    'held, a photo with a long name',
    async (page) => {
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      return `${TIMES}&date=${encodeURIComponent(held.startAt)}&preOrder=${held.id}`;
    },
    {
      async then(page, locale) {
        await page
          .getByTestId('photo-input')
          .setInputFiles([{ name: PHOTO_WITH_A_LONG_NAME, mimeType: 'image/png', buffer: png() }]);
        await expect(main(page).getByText(t(locale, 'photos.status.ready'))).toBeVisible();
      },
    },
  ),
  state(
    'doctorPreOrder',
    'emergency',
    `/doctor_pre_order?specialityId=${specialityId}&appointmentType=emergency`,
  ),
];

/** The payment page of a time held for the signed-in patient with `doctor`, with the choices of `query`. */
const payment =
  (doctor: { doctorId: number; specialityId: number } = GENERAL_MEDICINE, query = ''): Address =>
  async (page) =>
    `/payment?preOrder=${(await holdPreOrder(page, doctor)).id}${query}`;

const paymentStates: LayoutState[] = [
  state('payment', 'card', payment()),
  state('payment', 'voucher applied', payment(GENERAL_MEDICINE, '&voucher_code=BIENVENIDA10')),
  state('payment', 'balance used', payment(GENERAL_MEDICINE, '&use_balance=true')),
  state('payment', 'a voucher refused', payment(), {
    async then(page, locale) {
      const field = main(page).getByRole('textbox', { name: t(locale, 'payment.voucher.label') });
      await field.fill('NOEXISTE2026');
      await main(page)
        .getByRole('button', { name: t(locale, 'payment.voucher.apply') })
        .click();
      await expect(field).toHaveAccessibleDescription(t(locale, 'payment.voucher.invalid'));
    },
  }),
  state('payment', 'a session of the bundle', payment(PSYCHOLOGY), {
    async then(page, locale) {
      const bundle = main(page).getByRole('switch', {
        name: new RegExp(`^${t(locale, 'payment.credit.bundle').split('(')[0]!.trim()}`),
      });
      await bundle.check();
      await expect(page).toHaveURL(/bundle_order_id=\d+/);
      await settled(page);
    },
  }),
  state('payment', 'the company pays', payment(), { viewer: 'employee' }),
  state('payment', 'the trial plan offered', payment(), { viewer: 'trialEmployee' }),
];

const choose = (id: string) => async (page: Page, locale: Locale) => {
  await main(page)
    .getByRole('radio', { name: new RegExp(t(locale, id)) })
    .check();
};
const listTheVisits: Step = async (page, locale) => {
  await choose('access.choice.one')(page, locale);
  await main(page)
    .getByRole('combobox', { name: t(locale, 'access.visit.label') })
    .click();
  await expect(page.getByRole('option').first()).toBeVisible();
};

const renewStates: LayoutState[] = [
  state('renew', 'not chosen yet', '/renew'),
  state('renew', 'all professionals', '/renew', { then: choose('access.choice.all') }),
  state('renew', 'one doctor only, the visits listed', '/renew', { then: listTheVisits }),
  state('renew', 'one doctor only, a visit chosen', '/renew', {
    async then(page, locale) {
      await listTheVisits(page, locale);
      await page.getByRole('option').last().click();
      await expect(page.getByRole('option')).toHaveCount(0);
    },
  }),
];

/** A page about the signed-in patient's first upcoming or past visit. */
const ofVisit =
  (path: string, which: 'upcoming' | 'past', extra = ''): Address =>
  async (page) =>
    `${path}?id=${(await visitIds(page))[which]}${extra}`;

const appointmentStates: LayoutState[] = [
  state('appointments', 'upcoming', '/appointments'),
  state('appointments', 'history', '/appointments?tab=history'),
  state('appointmentDetail', 'details of an upcoming visit', ofVisit('/appointments-detail', 'upcoming')),
  state('appointmentDetail', 'details of a past visit', ofVisit('/appointments-detail', 'past')),
  state(
    'appointmentDetail',
    'cancel: the reasons',
    ofVisit('/appointments-detail', 'upcoming', '&cancel=reasons'),
  ),
  state('waiting', 'an upcoming visit', ofVisit('/waiting', 'upcoming')),
];

const moneyStates: LayoutState[] = [
  state('invoices', 'balance and transactions', '/invoices'),
  state('invoices', 'a bundle open, a doctor chosen', '/invoices', {
    async then(page, locale) {
      const bundles = page.getByRole('region', { name: t(locale, 'bundles.title') });
      await bundles.getByRole('link', { name: new RegExp(`^${t(locale, 'bundles.open')}`) }).click();
      const schedule = page.getByRole('region', { name: t(locale, 'bundles.schedule.title') });
      await schedule.getByRole('radio').first().click();
      await expect(schedule.getByRole('grid')).toBeVisible();
    },
  }),
];

const publicStates: LayoutState[] = (
  [
    ['home', '/'],
    ['specialties', '/specialties'],
    ['doctor', '/doctor/1'],
    ['aboutUs', '/about-us'],
    ['contactUs', '/contact-us'],
    ['cookiePolicy', '/cookie-policy'],
    ['privacyPolicy', '/privacy-policy'],
    ['login', '/login'],
    ['b2bLogin', '/b2b-login'],
    ['notFound', '/no-such-page'],
  ] as const
).map(([route, path]) => state(route, 'as a visitor', path, { viewer: 'visitor' }));

/** Every page of the route table and its main states, with who sees them. */
export const LAYOUT_STATES: LayoutState[] = [
  ...publicStates,
  state('home', 'signed in', '/'),
  state('profile', 'signed in', '/profile'),
  ...bookingStates,
  ...paymentStates,
  ...renewStates,
  ...appointmentStates,
  ...moneyStates,
];
