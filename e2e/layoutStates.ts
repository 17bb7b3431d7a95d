import { expect as baseExpect, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import type { RouteName } from '../src/config/routes';
import { type Locale, localized, t, waitForApp } from './authSupport';
import { bookingDayTab, png } from './bookingSupport';
import { GENERAL_MEDICINE, PSYCHOLOGY, accessTokenOf, holdPreOrder, paymentPath } from './paymentSupport';

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

const visit = (path: string) => async (page: Page, locale: Locale) => {
  await page.goto(localized(locale, path));
  await settled(page);
};

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

const bookingStates: LayoutState[] = [
  { route: 'doctorPreOrder', name: 'reason', viewer: 'patient', open: visit('/doctor_pre_order') },
  {
    route: 'doctorPreOrder',
    name: 'doctors',
    viewer: 'patient',
    open: visit(`/doctor_pre_order?specialityId=${GENERAL_MEDICINE.specialityId}`),
  },
  {
    route: 'doctorPreOrder',
    name: 'time',
    viewer: 'patient',
    open: visit(
      `/doctor_pre_order?specialityId=${GENERAL_MEDICINE.specialityId}&doctorId=${GENERAL_MEDICINE.doctorId}&appointmentType=booked`,
    ),
  },
  {
    route: 'doctorPreOrder',
    name: 'confirm',
    viewer: 'patient',
    async open(page, locale) {
      await visit(
        `/doctor_pre_order?specialityId=${GENERAL_MEDICINE.specialityId}&doctorId=${GENERAL_MEDICINE.doctorId}&appointmentType=booked`,
      )(page, locale);
      await bookingDayTab(page).click();
      await main(page).getByRole('grid').getByRole('button').first().click();
      await expect(
        main(page).getByRole('heading', { level: 2, name: t(locale, 'booking.confirm.title') }),
      ).toBeVisible();
    },
  },
  {
    route: 'doctorPreOrder',
    name: 'held, a photo with a long name',
    viewer: 'patient',
    async open(page, locale) {
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      await visit(
        `/doctor_pre_order?specialityId=${held.specialityId}&doctorId=${held.doctorId}&appointmentType=booked&date=${encodeURIComponent(held.startAt)}&preOrder=${held.id}`,
      )(page, locale);
      await page
        .getByTestId('photo-input')
        .setInputFiles([{ name: PHOTO_WITH_A_LONG_NAME, mimeType: 'image/png', buffer: png() }]);
      await expect(main(page).getByText(t(locale, 'photos.status.ready'))).toBeVisible();
    },
  },
  {
    route: 'doctorPreOrder',
    name: 'emergency',
    viewer: 'patient',
    open: visit(`/doctor_pre_order?specialityId=${GENERAL_MEDICINE.specialityId}&appointmentType=emergency`),
  },
];

const paymentStates: LayoutState[] = [
  ...(
    [
      ['card', ''],
      ['voucher applied', '&voucher_code=BIENVENIDA10'],
      ['balance used', '&use_balance=true'],
    ] as const
  ).map(([name, choices]): LayoutState => ({
    route: 'payment',
    name,
    viewer: 'patient',
    async open(page, locale) {
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      await page.goto(paymentPath(locale, held.id) + choices);
      await settled(page);
    },
  })),
  {
    route: 'payment',
    name: 'a voucher refused',
    viewer: 'patient',
    async open(page, locale) {
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      await page.goto(paymentPath(locale, held.id));
      await settled(page);
      const field = main(page).getByRole('textbox', { name: t(locale, 'payment.voucher.label') });
      await field.fill('NOEXISTE2026');
      await main(page)
        .getByRole('button', { name: t(locale, 'payment.voucher.apply') })
        .click();
      await expect(field).toHaveAccessibleDescription(t(locale, 'payment.voucher.invalid'));
    },
  },
  {
    route: 'payment',
    name: 'a session of the bundle',
    viewer: 'patient',
    async open(page, locale) {
      const held = await holdPreOrder(page, PSYCHOLOGY);
      await page.goto(paymentPath(locale, held.id));
      await settled(page);
      const bundle = main(page).getByRole('switch', {
        name: new RegExp(`^${t(locale, 'payment.credit.bundle').split('(')[0]!.trim()}`),
      });
      await bundle.check();
      await expect(page).toHaveURL(/bundle_order_id=\d+/);
      await settled(page);
    },
  },
  ...(['employee', 'trialEmployee'] as const).map((viewer): LayoutState => ({
    route: 'payment',
    name: viewer === 'employee' ? 'the company pays' : 'the trial plan offered',
    viewer,
    async open(page, locale) {
      const held = await holdPreOrder(page, GENERAL_MEDICINE);
      await page.goto(paymentPath(locale, held.id));
      await settled(page);
    },
  })),
];

const renewStates: LayoutState[] = [
  { route: 'renew', name: 'not chosen yet', viewer: 'patient', open: visit('/renew') },
  {
    route: 'renew',
    name: 'all professionals',
    viewer: 'patient',
    async open(page, locale) {
      await visit('/renew')(page, locale);
      await main(page)
        .getByRole('radio', { name: new RegExp(t(locale, 'access.choice.all')) })
        .check();
    },
  },
  {
    route: 'renew',
    name: 'one doctor only, the visits listed',
    viewer: 'patient',
    async open(page, locale) {
      await visit('/renew')(page, locale);
      await main(page)
        .getByRole('radio', { name: new RegExp(t(locale, 'access.choice.one')) })
        .check();
      await main(page)
        .getByRole('combobox', { name: t(locale, 'access.visit.label') })
        .click();
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  {
    route: 'renew',
    name: 'one doctor only, a visit chosen',
    viewer: 'patient',
    async open(page, locale) {
      await renewStates[2]!.open(page, locale);
      await page.getByRole('option').last().click();
      await expect(page.getByRole('option')).toHaveCount(0);
    },
  },
];

const appointmentStates: LayoutState[] = [
  { route: 'appointments', name: 'upcoming', viewer: 'patient', open: visit('/appointments') },
  { route: 'appointments', name: 'history', viewer: 'patient', open: visit('/appointments?tab=history') },
  ...(
    [
      ['details of an upcoming visit', 'upcoming', ''],
      ['details of a past visit', 'past', ''],
      ['cancel: the reasons', 'upcoming', '&cancel=reasons'],
    ] as const
  ).map(([name, which, extra]): LayoutState => ({
    route: 'appointmentDetail',
    name,
    viewer: 'patient',
    async open(page, locale) {
      const ids = await visitIds(page);
      await visit(`/appointments-detail?id=${ids[which]}${extra}`)(page, locale);
    },
  })),
  {
    route: 'waiting',
    name: 'an upcoming visit',
    viewer: 'patient',
    async open(page, locale) {
      const ids = await visitIds(page);
      await visit(`/waiting?id=${ids.upcoming}`)(page, locale);
    },
  },
];

const moneyStates: LayoutState[] = [
  { route: 'invoices', name: 'balance and transactions', viewer: 'patient', open: visit('/invoices') },
  {
    route: 'invoices',
    name: 'a bundle open, a doctor chosen',
    viewer: 'patient',
    async open(page, locale) {
      await visit('/invoices')(page, locale);
      const bundles = page.getByRole('region', { name: t(locale, 'bundles.title') });
      await bundles.getByRole('link', { name: new RegExp(`^${t(locale, 'bundles.open')}`) }).click();
      const schedule = page.getByRole('region', { name: t(locale, 'bundles.schedule.title') });
      await schedule.getByRole('radio').first().click();
      await expect(schedule.getByRole('grid')).toBeVisible();
    },
  },
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
).map(([route, path]) => ({ route, name: 'as a visitor', viewer: 'visitor', open: visit(path) }));

/** Every page of the route table and its main states, with who sees them. */
export const LAYOUT_STATES: LayoutState[] = [
  ...publicStates,
  { route: 'home', name: 'signed in', viewer: 'patient', open: visit('/') },
  { route: 'profile', name: 'signed in', viewer: 'patient', open: visit('/profile') },
  ...bookingStates,
  ...paymentStates,
  ...renewStates,
  ...appointmentStates,
  ...moneyStates,
];
