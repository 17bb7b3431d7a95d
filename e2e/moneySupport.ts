import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sandboxURL } from '../playwright.config';
import type { Locale } from './authSupport';

/** Phone-sized and desktop viewports for the screenshots the journeys leave for people to look at. */
export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** Where screenshots go: SHOTS_DIR, else test-results/shots (not in the repo). */
const shotsDir = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'test-results', 'shots');

/** A full-page screenshot at both widths (mobile first), named `<name>-<locale>-<width>.png`. */
export async function screenshots(page: Page, name: string, locale: Locale): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize();
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: path.join(shotsDir, `${name}-${locale}-${size.width}.png`),
      fullPage: true,
    });
  }
  if (original) await page.setViewportSize(original);
}

/** `count` finished visits paid by card for the patient (sandbox back door): transactions with invoices. */
export async function addPaidVisits(page: Page, userId: number, count: number): Promise<void> {
  const response = await page.request.post(`${sandboxURL}/sandbox/patients/${userId}/paid-visits`, {
    data: { count },
  });
  expect(response.ok()).toBe(true);
}

/** A doctor decides the patient's pending renewal (sandbox back door). */
export async function reviewRenewal(page: Page, userId: number, decision: 'approved' | 'rejected') {
  const response = await page.request.post(`${sandboxURL}/sandbox/prescriptions/${userId}/review`, {
    data: { decision },
  });
  expect(response.ok()).toBe(true);
}
