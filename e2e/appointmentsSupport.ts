import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sandboxURL } from '../playwright.config';
import { type Locale, localized, t } from './authSupport';

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1366, height: 768 };

const shotsDir = () => process.env.SHOTS_DIR ?? path.join(test.info().project.outputDir, 'screenshots');

/** Screenshots of a state at 390 px and at desktop width, for people to look at (never compared). */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(shotsDir(), { recursive: true });
  const before = page.viewportSize() ?? DESKTOP_VIEWPORT;
  for (const [size, viewport] of [
    ['mobile', MOBILE_VIEWPORT],
    ['desktop', DESKTOP_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(shotsDir(), `${name}-${size}.png`), fullPage });
  }
  await page.setViewportSize(before);
}

/** The sandbox's back door (test mode): the visit is in this state from now on. */
export async function setVisitStatus(
  page: Page,
  id: number,
  status: 'session_starting' | 'session_in_progress' | 'done',
) {
  const response = await page.request.post(`${sandboxURL}/sandbox/appointments/${id}/status`, {
    data: { status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The id of the first upcoming visit in the list (from its details link). */
export async function firstUpcomingId(page: Page, locale: Locale): Promise<number> {
  await page.goto(localized(locale, '/appointments'));
  const details = page
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(`^${t(locale, 'appointmentCard.details')}`) })
    .first();
  const href = (await details.getAttribute('href')) ?? '';
  return Number(new URL(href, 'http://x').searchParams.get('id'));
}

/** The signed-in patient's balance in cents, as the provider reports it (`getBalance`). */
export async function balanceCents(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const response = await page.request.get(`${sandboxURL}/api/v1/finance/balance`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: { amount: number } }).balance.amount;
}

export { euros } from './catalogs';

/** Chromium's fake camera and microphone (a test pattern and a beep). */
export const FAKE_DEVICES = '--use-fake-device-for-media-stream';
/** Chromium's fake permission prompt, which allows the camera and microphone. */
export const FAKE_PERMISSION_PROMPT = '--use-fake-ui-for-media-stream';
