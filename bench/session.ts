/**
 * What the bench's browser sections share: Chromium's path, and patients signed in through the sandbox's back
 * doors (sandbox/README.md), so the signed-in pages are measured as a patient with a session meets them. The
 * texts the bench finds controls by are the journeys' (e2e/catalogs.ts).
 */
import { existsSync } from 'node:fs';
import { expect as playwrightExpect, type Page } from '@playwright/test';

/** Playwright's assertions with room for a busy machine and a throttled CPU (they wait, never time anything). */
export const expect = playwrightExpect.configure({ timeout: 60_000 });

export const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

export const median = (numbers: number[]) =>
  [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

/** `value` ms, right-aligned, or a dash when nothing was measured. */
export const ms = (value: number, width = 7) =>
  (Number.isFinite(value) ? value.toFixed(0) : '–').padStart(width);

/** Waits for the app to answer input (`<html data-interactive>`, src/boot/render.tsx). */
export async function waitForApp(page: Page, timeout = 60_000) {
  await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout });
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export interface SignedInPatient {
  /** The provider's access token (for the API calls the bench makes as this patient). */
  accessToken: string;
}

/**
 * Signs a patient in on `page` with a one-time link (`/login?token=`), as the e2e journeys do: `demo` is a new
 * patient with the demo history (upcoming and past visits, balance, bundle); otherwise a new patient with no
 * visits (who may book: one active appointment at a time).
 */
export async function signIn(
  page: Page,
  origin: string,
  sandboxUrl: string,
  kind: 'demo' | 'new',
): Promise<SignedInPatient> {
  let loginToken: string;
  if (kind === 'demo') {
    ({ login_token: loginToken } = await postJson<{ login_token: string }>(
      new URL('sandbox/demo-patients', sandboxUrl).href,
      {},
    ));
  } else {
    const phone = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { access_token } = await postJson<{ access_token: string }>(
      new URL('api/v1/auth/verify-code', sandboxUrl).href,
      { phone, calling_code: '+34', code: '123456' },
    );
    await postJson(
      new URL('api/v1/profile/update', sandboxUrl).href,
      { first_name: 'Ana', last_name: 'Ruiz' },
      access_token,
    );
    ({ token: loginToken } = await postJson<{ token: string }>(
      new URL('sandbox/login-tokens', sandboxUrl).href,
      {
        phone,
        calling_code: '+34',
      },
    ));
  }
  await page.goto(`${origin}/login?token=${encodeURIComponent(loginToken)}`);
  await expect(page.locator('#profile-button')).toBeVisible({ timeout: 60_000 });
  await expect(page).not.toHaveURL(/\/login/);
  const accessToken = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!accessToken) throw new Error('signed in, but no access token in storage');
  return { accessToken };
}

const DAY = 24 * 3600 * 1000;

/** A pre-order held for the patient through the provider API (as the booking's confirm step makes it). */
export async function holdPreOrder(sandboxUrl: string, accessToken: string, doctorId = 4, specialityId = 2) {
  const now = Date.now();
  const { timeslots } = await postJson<{ timeslots: { start: string; is_available: boolean }[] }>(
    new URL(
      `api/v1/pwa/doctor/${doctorId}/speciality/${specialityId}/timeslots?from=${now}&to=${now + 30 * DAY}`,
      sandboxUrl,
    ).href,
    { zone: 'Europe/Madrid', offset: 60 },
    accessToken,
  );
  for (const slot of timeslots
    .filter((s) => s.is_available && Date.parse(s.start) > now + DAY)
    .slice(0, 10)) {
    const response = await fetch(new URL('api/v1/pre-order', sandboxUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        doctor_id: doctorId,
        speciality_id: specialityId,
        appointment_type: 'booked',
        start_at: slot.start,
        time_zone: 'Europe/Madrid',
      }),
    });
    if (response.status === 409) continue;
    if (!response.ok) throw new Error(`pre-order answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { id: number }).id;
  }
  throw new Error('no free slot to hold');
}

/** The first upcoming appointment of the patient (its id, for /appointments-detail). */
export async function firstUpcomingAppointment(sandboxUrl: string, accessToken: string): Promise<number> {
  const response = await fetch(new URL('api/v2/meeting/homepage/upcomings', sandboxUrl), {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  const { appointment_list } = (await response.json()) as { appointment_list: { id: number }[] };
  const first = appointment_list[0];
  if (!first) throw new Error('the demo patient has no upcoming appointment');
  return first.id;
}

/** A signed-in page of the bench, by what the patient needs for it: the demo history (a visit) or a held pre-order. */
export interface SignedInPage {
  label: string;
  kind: 'demo' | 'new';
  path(ids: { visit: number; preOrder: number }): string;
}

/** The pages a patient lives in (issue 33), as sections 6 and 9 measure them. */
export const SIGNED_IN_PAGES: SignedInPage[] = [
  { label: '/ (with a session)', kind: 'demo', path: () => '/' },
  { label: '/appointments', kind: 'demo', path: () => '/appointments' },
  { label: '/appointments-detail', kind: 'demo', path: ({ visit }) => `/appointments-detail?id=${visit}` },
  { label: '/invoices', kind: 'demo', path: () => '/invoices' },
  { label: '/profile', kind: 'demo', path: () => '/profile' },
  { label: '/doctor_pre_order', kind: 'new', path: () => '/doctor_pre_order?specialityId=1' },
  { label: '/payment', kind: 'new', path: ({ preOrder }) => `/payment?preOrder=${preOrder}` },
];

/** The address of `page` for a signed-in patient: the demo's first visit, or a pre-order held for `/payment`. */
export async function signedInPath(page: SignedInPage, sandboxUrl: string, accessToken: string) {
  const ids = {
    visit: page.kind === 'demo' ? await firstUpcomingAppointment(sandboxUrl, accessToken) : 0,
    preOrder: page.label === '/payment' ? await holdPreOrder(sandboxUrl, accessToken) : 0,
  };
  return page.path(ids);
}
