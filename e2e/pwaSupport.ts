import { expect as baseExpect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { sandboxURL } from '../playwright.config';
import { OFFLINE_CACHES } from '../src/config/offline';
import { accountButton, type DemoPatient, type Locale, localized, t } from './authSupport';

/** The service worker's journeys (e2e/pwa.spec.ts, e2e/offline.spec.ts): a busy machine installs it slowly. */
export const expect = baseExpect.configure({ timeout: 30_000 });

export const waitForApp = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

/** Once the worker has installed (everything precached) and controls the page. */
export async function controlledByWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 90_000,
    })
    .toMatch(/\/sw\.js$/);
}

/** Desktop and a 390 px phone, into `dir` (/work/shots/pwa by default). */
export async function shootBothSizes(
  page: Page,
  name: string,
  { fullPage = false, dir = '/work/shots/pwa' } = {},
) {
  const SHOTS = dir;
  mkdirSync(SHOTS, { recursive: true });
  const desktop = { width: 1280, height: 800 };
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage });
  await page.setViewportSize(desktop);
}

/**
 * authSupport's signInAsDemoPatient with this file's patience (a busy machine signs in slowly): a fresh patient
 * with the demo history (upcoming visits, a follow-up, a prescription), signed in through a one-time link.
 */
export async function signInAsDemoPatient(page: Page, locale: Locale, first_name: string) {
  const response = await page
    .context()
    .request.post(`${sandboxURL}/sandbox/demo-patients`, { data: { first_name } });
  expect(response.ok()).toBe(true);
  const patient = (await response.json()) as DemoPatient & { login_token: string };
  await page.goto(
    `${localized(locale, '/login')}?token=${encodeURIComponent(patient.login_token)}&from=${encodeURIComponent('/appointments')}`,
  );
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/appointments')}$`), { timeout: 90_000 });
  await expect(accountButton(page)).toBeVisible();
  return patient;
}

/** The patients whose copies the worker holds (the `__patient` of each stored call). */
export const patientsInCache = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return [...new Set(keys.map((request) => new URL(request.url).searchParams.get('__patient')))];
  }, OFFLINE_CACHES.patient);

/** The visits a list shows, by id (demo patients see the same doctors, never the same visits). */
export const visitIds = (page: Page) =>
  page
    .locator('main a[href*="appointments-detail?id="]')
    .evaluateAll((links) => links.map((link) => /id=(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]));

/** Signed in, with the worker answering: /appointments and a visit's details, seen once online. */
export async function visitAppointmentsOnline(page: Page, locale: Locale, first_name: string) {
  const patient = await signInAsDemoPatient(page, locale, first_name);
  await controlledByWorker(page);
  // Seen again now the worker answers (the first page view's calls went before it was there).
  await page.reload();
  await waitForApp(page);
  const details = page.locator('main a[href*="appointments-detail?id="]').first();
  await expect(details).toBeVisible();
  const doctor = await page.locator('#appointments-panel li h3').first().innerText();
  const visits = await visitIds(page);
  await details.click();
  await expect(page.getByRole('button', { name: t(locale, 'appointments.detail.cancelOpen') })).toBeVisible();
  await page.goBack();
  await expect(details).toBeVisible();
  await expect.poll(() => patientsInCache(page)).toEqual([String(patient.user_id)]);
  return { patient, doctor, visits };
}

export const offlineBanner = (page: Page, locale: Locale) =>
  page.getByRole('status').filter({ hasText: t(locale, 'offline.bannerAsOf').split('{time}')[0] });
