import { expect, type Locator, type Page } from '@playwright/test';
import { firstUpcomingId } from './appointmentsSupport';
import { localized, signInAsDemoPatient, t, type Locale, waitForApp } from './authSupport';
import { holdPreOrder } from './paymentSupport';
import {
  type CallPattern,
  expectFailureShown,
  FAULT_KINDS,
  type FaultKind,
  type Faults,
  anyMessage,
  localeFor,
  retryAll,
  spinners,
  test,
} from './faultSupport';

/**
 * Every route of the app, loaded while the provider fails (500, a call that never answers, malformed JSON, a
 * dropped connection): the screen says so in its language, is not blank and leaves nothing spinning, and once
 * the provider is back its "Try again" brings the page back. The public pages are rendered on the server, whose
 * provider calls are not the browser's (a failure there is server/__tests__/serverRendering.test.ts: 503 with
 * the page's error state); what the browser meets is a provider that fails after the first page, so those rows
 * load a server-rendered page first, then the faults start and the app navigates to the route itself. The forms (sign-in, profile, booking, renewal,
 * home search) keep what the patient typed or chose while their call fails (faultForms.spec.ts).
 * One row per route: a screen that lands later is one more row.
 */
interface RouteCase {
  path: string;
  session: 'visitor' | 'patient';
  /** The provider calls the screen loads; they all fail at once. */
  calls: CallPattern[];
  /**
   * A server-rendered page, loaded before the faults start; the route is then reached in the app (client-side),
   * with the first page's data (the footer's specialities) already in the browser's cache.
   */
  from?: string;
  /** The messages (catalog ids) of which one must show; none when the page has no call left to make. */
  messages: string[];
  /** The screen's "Try again" buttons (catalog ids). */
  retries: string[];
  /** What the page shows once its data has loaded. */
  ready(page: Page, locale: Locale): Locator;
  /** The page's query, made once the patient is signed in (the visit or pre-order it shows). */
  query?(page: Page): Promise<string>;
}

const EVERY_CALL: CallPattern[] = [{ route: '/api/*' }];
const main = (page: Page) => page.getByRole('main');
/** The footer's speciality links (the one provider call of the pages that need no data of their own). */
const footerLinks = (page: Page, locale: Locale) =>
  page
    .getByRole('contentinfo')
    .getByRole('region', { name: t(locale, 'footer.specialties') })
    .getByRole('link')
    .first();
/**
 * A public page reached in the app after a server-rendered one: its only call (the footer's specialities) is
 * already in the browser's cache, so the page survives the failing provider: its heading, nothing spinning,
 * the footer's links, no failure message.
 */
const SURVIVES = { from: '/no-such-page', messages: [], retries: [], ready: footerLinks };
/** A doctor of the seeded catalog (sandbox/db/seedDoctors.ts). */
const DOCTOR_ID = 1;

/**
 * The server renders the signed-in pages with calls of its own, which no fault scope reaches (a failing
 * provider's page is left to the browser: server/__tests__/signedInRendering.test.ts): their screens meet the
 * failure on the way in from another page.
 */
const RENDERED_WITH_THE_SESSION = { from: '/' };

const ROUTES: RouteCase[] = [
  // Survives: the footer's specialities are the home's only call, cached from the first page.
  { path: '/', session: 'visitor', calls: EVERY_CALL, ...SURVIVES },
  {
    path: '/',
    session: 'patient',
    // Home with a session is rendered with the patient's visits too: reached from the not-found page.
    from: '/no-such-page',
    calls: [{ route: '/api/v2/meeting/homepage/upcomings' }],
    messages: ['home.upcoming.failed'],
    retries: ['home.retry'],
    ready: (page, locale) =>
      main(page)
        .getByRole('link', { name: new RegExp(`^${t(locale, 'appointmentCard.details')}`) })
        .first(),
  },
  // Survives: the footer's specialities are cached; the calling codes fail and the phone field keeps Spain's.
  { path: '/login', session: 'visitor', calls: EVERY_CALL, ...SURVIVES },
  {
    path: '/specialties',
    session: 'visitor',
    // The specialities list is the page's own call, not yet in the cache of the not-found page.
    from: '/no-such-page',
    calls: EVERY_CALL,
    messages: ['specialties.failed'],
    retries: ['specialties.retry', 'footer.retry'],
    ready: (page) => main(page).locator('a[href*="specialityId="]').first(),
  },
  {
    path: `/doctor/${DOCTOR_ID}`,
    session: 'visitor',
    // The doctor's profile is the page's own call, not yet in the cache of the not-found page.
    from: '/no-such-page',
    calls: EVERY_CALL,
    messages: ['doctor.failed'],
    retries: ['doctor.retry', 'footer.retry'],
    ready: (page, locale) => main(page).getByRole('heading', { name: t(locale, 'doctor.about') }),
  },
  {
    path: '/doctor_pre_order',
    session: 'visitor',
    calls: EVERY_CALL,
    messages: ['booking.loadFailed'],
    retries: ['booking.retry', 'footer.retry'],
    ready: (page) => main(page).getByRole('listitem').getByRole('button').first(),
  },
  // Survives: the footer's specialities are the page's only call, cached from the first page.
  { path: '/about-us', session: 'visitor', calls: EVERY_CALL, ...SURVIVES },
  // Survives: the footer's specialities are the page's only call, cached from the first page.
  { path: '/contact-us', session: 'visitor', calls: EVERY_CALL, ...SURVIVES },
  // Survives: the footer's specialities are the page's only call, cached from the first page.
  { path: '/cookie-policy', session: 'visitor', calls: EVERY_CALL, ...SURVIVES },
  // Survives: the footer's specialities are the page's only call, cached from the first page.
  { path: '/privacy-policy', session: 'visitor', calls: EVERY_CALL, ...SURVIVES },
  // Survives: the footer's specialities are the page's only call, cached from the home.
  { path: '/no-such-page', session: 'visitor', calls: EVERY_CALL, ...SURVIVES, from: '/' },
  {
    path: '/appointments',
    session: 'patient',
    ...RENDERED_WITH_THE_SESSION,
    calls: [
      { route: '/api/v2/meeting/homepage/upcomings' },
      { route: '/api/v2/appointments/user/history' },
      { route: '/api/v1/meeting/followups/requests' },
    ],
    messages: [
      'appointments.list.upcomingFailed',
      'appointments.list.historyFailed',
      'appointments.followUps.failed',
    ],
    retries: ['appointments.retry'],
    ready: (page) => page.getByRole('tabpanel').getByRole('link').first(),
  },
  {
    path: '/appointments-detail',
    session: 'patient',
    ...RENDERED_WITH_THE_SESSION,
    query: async (page) => `?id=${await firstUpcomingId(page, 'es')}`,
    calls: [{ route: '/api/v1/appointment/details/*' }],
    messages: ['appointments.detail.failed'],
    retries: ['appointments.retry'],
    ready: (page, locale) =>
      main(page).getByRole('heading', { name: t(locale, 'appointments.detail.noteTitle') }),
  },
  {
    path: '/waiting',
    session: 'patient',
    query: async (page) => `?id=${await firstUpcomingId(page, 'es')}`,
    calls: [{ route: '/api/v1/appointment/details/*' }],
    // The waiting room keeps asking by itself (a call that never answered: it says it is reconnecting).
    messages: ['appointments.waiting.failed', 'appointments.waiting.reconnecting'],
    retries: ['appointments.retry'],
    ready: (page) => main(page).getByRole('heading', { level: 1 }),
  },
  {
    path: '/payment',
    session: 'patient',
    ...RENDERED_WITH_THE_SESSION,
    query: async (page) => `?preOrder=${(await holdPreOrder(page)).id}`,
    calls: [
      { route: '/api/v1/pre-order/*' },
      { route: '/api/v2/order/summary' },
      { route: '/api/v1/order/update' },
      { route: '/api/v1/voucher/*' },
    ],
    messages: ['payment.loadFailed'],
    retries: ['payment.retry'],
    ready: (page, locale) =>
      main(page).getByRole('heading', { name: t(locale, 'payment.breakdown.heading') }),
  },
  {
    path: '/renew',
    session: 'patient',
    calls: [{ route: '/api/v1/user/prescription', method: 'GET' }],
    messages: ['renew.loadFailed'],
    retries: ['renew.retry'],
    ready: (page) => page.getByTestId('prescription-status'),
  },
  {
    path: '/invoices',
    session: 'patient',
    ...RENDERED_WITH_THE_SESSION,
    calls: [{ route: '/api/v1/finance/*' }, { route: '/api/v1/bundles/*' }],
    messages: ['invoices.balance.failed', 'invoices.transactions.failed', 'bundles.failed'],
    retries: ['invoices.retry'],
    ready: (page) => page.getByTestId('balance-amount'),
  },
];

/** Goes to `path` the way the app's own links do (no page load, no server rendering). */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** A page whose data is all cached: no failure to show, its heading, nothing spinning, the footer's links. */
async function expectPageSurvives(page: Page, locale: Locale, ready: Locator) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(ready).toBeVisible();
  await expect(anyMessage(page, locale, ['footer.specialtiesFailed'])).toHaveCount(0);
  await expect(spinners(page)).toHaveCount(0);
}

for (const route of ROUTES) {
  test(`${route.path} (${route.session}) says so when the provider fails, and comes back`, async ({
    page,
    faults,
  }) => {
    if (route.session === 'patient') await signInAsDemoPatient(page, 'es');
    const query = route.query ? await route.query(page) : '';
    for (const kind of FAULT_KINDS) {
      const locale = localeFor(kind);
      await test.step(`${kind} (${locale})`, async () => {
        if (route.from) {
          await page.goto(localized(locale, route.from));
          // The footer's specialities are in the browser's cache before the provider starts failing.
          await expect(footerLinks(page, locale)).toBeVisible();
          const firstHeading = await page.getByRole('heading', { level: 1 }).first().textContent();
          await faults.fail(route.calls, kind);
          await navigateInApp(page, localized(locale, route.path) + query);
          // The route's own screen, not the first page's.
          await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(firstHeading ?? '');
        } else {
          await faults.fail(route.calls, kind);
          await page.goto(localized(locale, route.path) + query);
        }
        if (route.messages.length === 0) {
          await expectPageSurvives(page, locale, route.ready(page, locale));
          return;
        }
        if (kind === 'timeout') await faults.outlast();
        await expectFailureShown(page, locale, route.messages);
        await faults.clear();
        await retryAll(page, locale, route.retries);
        await expect(route.ready(page, locale)).toBeVisible();
        await expect(anyMessage(page, locale, route.messages)).toHaveCount(0);
      });
    }
  });
}

/** Home first (the server renders /profile with calls of its own), then the failing provider, then /profile. */
async function openThenFail(
  page: Page,
  faults: Faults,
  locale: Locale,
  calls: CallPattern[],
  kind: FaultKind,
) {
  await page.goto(localized(locale, '/'));
  await expect(footerLinks(page, locale)).toBeVisible();
  await waitForApp(page);
  await faults.fail(calls, kind);
  await navigateInApp(page, localized(locale, '/profile'));
}

/**
 * The profile is the session's own call: a provider that answers with an error ends the session (spec §8:
 * the toast, below the header, then /login), one that does not answer at all leaves it, with "Try again".
 */
test('/profile (patient) says so when the provider fails, and comes back', async ({ page, faults }) => {
  await signInAsDemoPatient(page, 'es');
  const profileCall: CallPattern[] = [{ route: '/api/v1/profile', method: 'GET' }];
  const noAnswer = FAULT_KINDS.filter((kind): kind is Exclude<FaultKind, '500'> => kind !== '500');
  for (const kind of noAnswer) {
    const locale = localeFor(kind);
    await test.step(`${kind} (${locale})`, async () => {
      await openThenFail(page, faults, locale, profileCall, kind);
      if (kind === 'timeout') await faults.outlast();
      await expectFailureShown(page, locale, ['profile.loadFailed']);
      await faults.clear();
      await retryAll(page, locale, ['app.retry']);
      await expect(page.getByRole('textbox', { name: t(locale, 'profile.lastName') })).toBeVisible();
    });
  }
  await test.step('500 (es): the session ends, with the toast below the header', async () => {
    await openThenFail(page, faults, 'es', profileCall, '500');
    const toast = page.getByRole('alert').filter({ hasText: t('es', 'session.profileFailed') });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const toastBox = await toast.boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await expect(page).toHaveURL(/\/login\?from=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
