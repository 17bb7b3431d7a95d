import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { type Locale, localized, plain, t } from './catalogs';

export { type Locale, locales, localized, plain, t } from './catalogs';

/** The sandbox accepts this code for any sign-in (sandbox mode). */
export const SANDBOX_OTP = '123456';
export const WRONG_OTP = '000000';

/** A Spanish mobile number nobody has used in this sandbox database. */
export function newPhone(): string {
  return `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/**
 * How long a step may wait on the app's own work rather than on a change already on screen: a page's code
 * evaluating, a sign-in's round trips and the page it leads to. A patient waits while the page shows it is busy
 * ('Signing you in…', a page still loading); on a busy two-core machine a sign-in link took 21 s (load average
 * 29), more than an assertion's 15 s (playwright.config.ts).
 */
export const APP_WORK = { timeout: 45_000 };

/**
 * A server-rendered page shows before the app has hydrated it and answers clicks: wait for that before using
 * its controls (`<html data-interactive>`, set by src/boot/render.tsx).
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', APP_WORK);
}

/**
 * Opens a page as a tab that has been open a while: the app has taken over and everything it loads by itself (the
 * footer, the header's menus, their texts) has come, no request in flight for half a second after that. The
 * deploy journeys change the build only then: a part still loading at the change would reload the page before
 * the click they are about (src/lib/chunks.ts), which is right for a tab just opened but not what they test.
 */
export async function openSettled(page: Page, url: string, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let changedAt = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    changedAt = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    await waitForApp(page);
    await expect.poll(() => inFlight.size === 0 && Date.now() - changedAt >= quietMs, APP_WORK).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

export const settleAnimations = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * Axe on the page as it stands, every rule. Run in the page itself (legacy mode; frames are still checked) rather
 * than finished in a blank page opened for each check, and asked for the violations only (not every node that
 * passed): the same findings for a third of the work, which on two cores was half of what a journey cost.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A menu, dialog or carousel slide still fading has faded colours: axe reads them as too little contrast.
  await settleAnimations(page);
  let { violations } = await axe(page).analyze();
  if (violations.some((violation) => violation.id === 'color-contrast')) {
    // A fade that began while axe read the page (a carousel turning): look again once it has ended.
    await settleAnimations(page);
    ({ violations } = await axe(page).analyze());
  }
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`)
          .join(', ')}`,
    ),
  ).toEqual([]);
}

const main = (page: Page) => page.getByRole('main');

/** /login (`search` e.g. `?from=%2Fprofile`): phone, privacy policy, continue. Returns at the code step. */
export async function requestPhoneCode(
  page: Page,
  locale: Locale,
  phone: string,
  search = '',
): Promise<void> {
  await page.goto(localized(locale, '/login') + search);
  await waitForApp(page);
  await main(page)
    .getByRole('textbox', { name: t(locale, 'phone.numberLabel') })
    .fill(phone);
  await main(page)
    .getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') })
    .check();
  await main(page)
    .getByRole('button', { name: t(locale, 'login.continue') })
    .click();
  await expect(main(page).getByRole('heading', { level: 2, name: t(locale, 'login.codeTitle') })).toBeVisible(
    APP_WORK,
  );
}

export async function enterCode(page: Page, locale: Locale, code = SANDBOX_OTP): Promise<void> {
  await main(page)
    .getByRole('textbox', { name: t(locale, 'login.codeLabel') })
    .fill(code);
  await main(page)
    .getByRole('button', { name: t(locale, 'login.verify') })
    .click();
}

export async function giveName(page: Page, locale: Locale, first: string, last: string): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 2, name: t(locale, 'login.nameTitle') })).toBeVisible(
    APP_WORK,
  );
  await main(page)
    .getByRole('textbox', { name: t(locale, 'login.firstNameLabel') })
    .fill(first);
  await main(page)
    .getByRole('textbox', { name: t(locale, 'login.lastNameLabel') })
    .fill(last);
  await main(page)
    .getByRole('button', { name: t(locale, 'login.saveAndContinue') })
    .click();
}

/** A new patient, signed in by phone with a name; ends where `returnTo` says (home by default). */
export async function registerPatient(page: Page, locale: Locale, returnTo = '/') {
  const phone = newPhone();
  const search = returnTo === '/' ? '' : `?from=${encodeURIComponent(returnTo)}`;
  await requestPhoneCode(page, locale, phone, search);
  await enterCode(page, locale);
  await giveName(page, locale, 'Ana', 'García');
  await expect(page).toHaveURL(new RegExp(`${localized(locale, returnTo)}$`), APP_WORK);
  return phone;
}

/** The header's account button (its name says when the profile is incomplete). */
export const accountButton = (page: Page) => page.locator('#profile-button');

export interface DemoPatient {
  user_id: number;
  /** E.164. */
  phone: string;
}

/**
 * A fresh patient with the demo history (balance, bundle, past and upcoming visits, follow-up, prescription),
 * signed in through a one-time link; ends on `returnTo` (home by default). Journeys that change such data use
 * their own patient, so they can run in any order and in parallel.
 */
export async function signInAsDemoPatient(
  page: Page,
  locale: Locale,
  returnTo = '/',
  name: { first_name?: string; last_name?: string } = {},
): Promise<DemoPatient> {
  const response = await page.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: name });
  expect(response.ok()).toBe(true);
  const patient = (await response.json()) as DemoPatient & { login_token: string };
  const from = returnTo === '/' ? '' : `&from=${encodeURIComponent(returnTo)}`;
  await page.goto(`${localized(locale, '/login')}?token=${encodeURIComponent(patient.login_token)}${from}`);
  // 'Signing you in…' until the app has the session and leaves for `returnTo`.
  await expect(page).toHaveURL(
    new RegExp(`${localized(locale, returnTo).replace(/[?]/g, '\\?')}$`),
    APP_WORK,
  );
  await expect(accountButton(page)).toBeVisible(APP_WORK);
  return { user_id: patient.user_id, phone: patient.phone };
}

/**
 * Holds a script back until released: what a journey does meanwhile is done on the server's page, before the app
 * (or one of its parts) has loaded.
 */
export async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(script, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's entry script back (holdScript). */
export const holdTheApp = (page: Page) => holdScript(page, /\/static\/js\/index\.[0-9a-f]+\.js$/);
