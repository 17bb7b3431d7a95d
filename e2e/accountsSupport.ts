import { expect, type Page } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { SANDBOX_OTP, accountButton } from './authSupport';

/** The kinds of account a journey can sign in as (the sandbox makes a fresh one each time). */
export type Account = 'patient' | 'employee' | 'trialEmployee';

/** A one-time sign-in link for a fresh account: the demo patient's history, or an employee of a client company. */
async function signInToken(page: Page, account: Account): Promise<string> {
  if (account === 'patient') {
    const response = await page.request.post(`${sandboxURL}/sandbox/demo-patients`, { data: {} });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { login_token: string }).login_token;
  }
  const domain = account === 'employee' ? 'acme.example' : 'globex.example';
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
  const signUp = await page.request.post(`${sandboxURL}/api/v1/auth/verify-code`, {
    data: { email, code: SANDBOX_OTP, type: 'b2b' },
  });
  expect(signUp.ok()).toBe(true);
  const { access_token } = (await signUp.json()) as { access_token: string };
  await page.request.post(`${sandboxURL}/api/v1/profile/update`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { first_name: 'Eva', last_name: 'Martín' },
  });
  const link = await page.request.post(`${sandboxURL}/sandbox/login-tokens`, { data: { email } });
  expect(link.ok()).toBe(true);
  return ((await link.json()) as { token: string }).token;
}

/**
 * Signs a fresh account in on `page` through a one-time link and waits until the header shows the account. Signing
 * in takes a few round trips and loads the home page's code: a machine busy with other journeys can take a minute.
 */
export async function signInAs(page: Page, account: Account, path = '/login'): Promise<void> {
  await page.goto(`${path}?token=${encodeURIComponent(await signInToken(page, account))}`);
  await expect(accountButton(page)).toBeVisible({ timeout: 120_000 });
}
