import assert from 'node:assert/strict';
import type { Tab } from './driver.ts';
import { type Locale, localized } from './i18n.ts';
import type { JourneyRun } from './run.ts';

export interface DemoPatient {
  user_id: number;
  /** E.164, e.g. +34612345678. */
  phone: string;
}

/** A Spanish mobile number nobody has used in this sandbox database. */
export const newPhone = () => `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A call to the sandbox's back doors (sandbox/routes/sandboxControls.ts), as the Chromium journeys make them. */
export async function backDoor<T>(sandboxUrl: string, path: string, body?: object): Promise<T> {
  const response = await fetch(new URL(path, sandboxUrl), {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  assert.ok(response.ok, `${path}: ${response.status} ${await response.clone().text()}`);
  return (await response.json()) as T;
}

/** A new patient with the demo history (balance, bundle, visits past and upcoming, an invoice). */
export const newDemoPatient = (sandboxUrl: string) =>
  backDoor<DemoPatient & { login_token: string }>(sandboxUrl, '/sandbox/demo-patients', {});

/** The header's account button: there once the patient is signed in. */
export const accountButton = { css: '#profile-button' };

/** Signs the browser in with a one-time link (`/login?token=`) and lands on `returnTo`. */
export async function signInWithLink(tab: Tab, locale: Locale, token: string, returnTo: string) {
  const from = returnTo === '/' ? '' : `&from=${encodeURIComponent(returnTo)}`;
  await tab.goto(`${localized(locale, '/login')}?token=${encodeURIComponent(token)}${from}`);
  await tab.waitForPath(new RegExp(`^${localized(locale, returnTo).replace(/[?]/g, '\\?')}$`));
  await tab.find(accountButton);
}

/**
 * The browser's patient, signed in, on `returnTo`. One patient per browser run, signed in through the sandbox's
 * one-time link only when the browser's session has gone (the sign-in journey itself signs in by phone and code):
 * journeys that are not about signing in share the session instead of each making its own.
 */
export async function asThePatient(run: JourneyRun, tab: Tab, locale: Locale, returnTo = '/') {
  run.patient ??= await newDemoPatient(run.site.sandboxUrl);
  await tab.goto(localized(locale, returnTo));
  const signedIn = await tab.evaluate(() => localStorage.getItem('access_token') !== null);
  if (signedIn) {
    await tab.find(accountButton);
    return run.patient;
  }
  const { token } = await backDoor<{ token: string }>(run.site.sandboxUrl, '/sandbox/login-tokens', {
    phone: run.patient.phone.replace(/^\+34/, ''),
  });
  await signInWithLink(tab, locale, token, returnTo);
  return run.patient;
}
