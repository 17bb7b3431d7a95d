import { expect, type Page, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { accountButton, locales, localized, signInAsDemoPatient, t } from './authSupport';
import { PUBLIC_PAGES, watchHydration } from './publicPages';

/**
 * Issue 16: the public pages arrive rendered by the server and the browser takes them over (hydrates) without a
 * mismatch, a reload of their data, or a broken page.
 */

/** Visits every public page and expects the server's HTML to hold the page before any script runs. */
async function visitEveryPublicPage(page: Page, locale: 'es' | 'en', problems: string[]) {
  for (const path of PUBLIC_PAGES) {
    const html = await (await page.request.get(localized(locale, path))).text();
    expect(html, `${path} is rendered on the server`).toMatch(/<div id="root"><div/);
    await page.goto(localized(locale, path));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems, `${localized(locale, path)}`).toEqual([]);
  }
}

test.describe('server-rendered public pages hydrate cleanly', () => {
  // Each journey opens every public page (ten of them), some twice: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const locale of locales) {
    test(`visitor, ${locale}: no hydration warning on any public page`, async ({ page }) => {
      const problems = watchHydration(page);
      await visitEveryPublicPage(page, locale, problems);
    });

    test(`signed in, ${locale}: no hydration warning, the account button from the first HTML`, async ({
      page,
    }) => {
      const problems = watchHydration(page);
      await signInAsDemoPatient(page, locale);
      const html = await (await page.request.get(localized(locale, '/about-us'))).text();
      expect(html).toContain('id="profile-button"');
      await visitEveryPublicPage(page, locale, problems);
      await page.goto(localized(locale, '/'));
      await expect(accountButton(page)).toBeVisible();
    });
  }

  test('the page’s data comes with the HTML: nothing is fetched again after hydration', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(sandboxURL + '/api/')) calls.push(new URL(request.url()).pathname);
    });
    await page.goto('/specialties');
    await page.waitForLoadState('networkidle');
    await page.goto('/en/doctor/1');
    await page.waitForLoadState('networkidle');
    // Only the doctor's free times, which depend on the patient's own time zone, load in the browser.
    expect(calls.filter((call) => !call.includes('/timeslots'))).toEqual([]);
  });
});

test('after hydration the app works: from home to a doctor’s free times', async ({ page }) => {
  const doctor = (await (
    await page.request.get(`${sandboxURL}/api/v2/pwa/doctor-available?doctorId=1`, {
      headers: { 'Accept-Language': 'es' },
    })
  ).json()) as { doctor_list: Array<{ full_name: string }> };
  const name = doctor.doctor_list[0]!.full_name;
  await page.goto('/');
  const search = page.getByRole('combobox', { name: t('es', 'home.search.label') });
  await search.fill(name.split(' ').slice(1, 3).join(' '));
  await page.getByRole('option', { name: new RegExp(name.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(/\/doctor\/1$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const slots = page.getByRole('region', { name: t('es', 'doctor.slots.title') });
  await expect(slots.getByRole('link').first()).toBeVisible();
  await slots.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/doctor_pre_order\?specialityId=1&doctorId=1/);
});
