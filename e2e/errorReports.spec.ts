import { expect, type Page, type Request, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { APP_WORK, type Locale, localized, t, waitForApp } from './authSupport';
import {
  BROKEN_SPECIALITIES,
  builtRelease,
  SPECIALTIES_PAGE,
  symbolicated,
  throwingLine,
} from './errorReportSupport';
import { test as faultTest } from './faultSupport';

/**
 * Issue 35: an error a patient's page meets reaches our server once, as a report that `npm run symbolicate`
 * turns into the source's file and line. The page throws for a reason a provider can give it: an answer whose
 * list is not a list, read by the specialities page as it renders (e2e/errorReportSupport.ts).
 */

/** The reports the page sends, as they leave it. */
function reportsOf(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/client-errors') sent.push(request);
  });
  return sent;
}

/** The specialities page's own call answers with a list that is not a list. */
async function breakSpecialitiesAnswer(page: Page) {
  await page.route(`${sandboxURL}/api/v1/speciality?*`, async (route) => {
    await route.fulfill({ response: await route.fetch(), body: BROKEN_SPECIALITIES });
  });
}

async function openSpecialtiesFromHome(page: Page, locale: Locale) {
  await page.goto(localized(locale, '/'));
  await waitForApp(page);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t(locale, 'header.specialties') })
    .click();
}

for (const locale of ['es', 'en'] as const) {
  test(`a page that throws sends one report, which symbolicate turns into the source line (${locale})`, async ({
    page,
  }, testInfo) => {
    const sent = reportsOf(page);
    await breakSpecialitiesAnswer(page);
    const accepted = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
    await openSpecialtiesFromHome(page, locale);
    await expect(page.getByText(t(locale, 'errorModal.pageLoadFailed'))).toBeVisible(APP_WORK);
    expect((await accepted).status()).toBe(204);
    // Everything the page does after the error has happened: still one report.
    await page.waitForLoadState('networkidle');
    expect(sent).toHaveLength(1);

    const report = sent[0]!.postDataJSON() as Record<string, unknown>;
    expect(report).toMatchObject({
      release: builtRelease(),
      page: '/specialties',
      browser: { family: 'chrome' },
      kind: 'boundary',
      name: 'TypeError',
    });
    expect(JSON.stringify(report)).not.toMatch(/\?|localhost:\d+\/(?!static)/);
    const [, firstFrame] = symbolicated(report, testInfo.outputPath('report.json'));
    expect(firstFrame).toContain(`${SPECIALTIES_PAGE}:${throwingLine()}:`);
  });
}

faultTest('a provider 5xx is reported once, whatever the retries', async ({ page, faults }) => {
  const sent = reportsOf(page);
  await faults.fail([{ route: '/api/v1/speciality' }], '500');
  const accepted = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
  await openSpecialtiesFromHome(page, 'es');
  const retry = page.getByRole('button', { name: t('es', 'specialties.retry') });
  await expect(retry).toBeVisible(APP_WORK);
  expect((await accepted).status()).toBe(204);
  await retry.click();
  await expect(retry).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toMatchObject({
    kind: 'provider',
    page: '/specialties',
    name: 'ProviderError',
    message: 'getSpecialities answered 500',
  });
});

test('the source maps are never served: no script names one, and none answers', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await waitForApp(page);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).status(), `${script}.map`).toBe(404);
  }
});

test('an uncaught error and an unhandled rejection are reported once each', async ({ page }) => {
  const sent = reportsOf(page);
  await page.goto('/');
  await waitForApp(page);
  // Whether the reporter has loaded yet or not (the entry holds what comes before): one report each.
  await page.evaluate(() => {
    for (let time = 0; time < 2; time += 1) {
      setTimeout(() => {
        throw new Error('uncaught in a journey');
      });
    }
  });
  await expect.poll(() => sent.length).toBe(1);
  await page.evaluate(() => {
    for (let time = 0; time < 2; time += 1) void Promise.reject(new Error('rejected in a journey'));
  });
  await expect.poll(() => sent.length).toBe(2);
  await page.waitForLoadState('networkidle');
  expect(sent.map((request) => request.postDataJSON() as Record<string, unknown>)).toMatchObject([
    { kind: 'error', page: '/', name: 'Error', message: 'uncaught in a journey' },
    { kind: 'rejection', page: '/', name: 'Error', message: 'rejected in a journey' },
  ]);
  expect(sent).toHaveLength(2);
});
