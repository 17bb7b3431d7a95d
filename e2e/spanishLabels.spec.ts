import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, localized, signInAsDemoPatient, t } from './authSupport';
import { firstUpcomingId } from './appointmentsSupport';
import { addPaidVisits } from './moneySupport';
import { holdPreOrder, paymentPath } from './paymentSupport';
import { PUBLIC_PAGES } from './publicPages';

/**
 * Issue 22 item 6: MUI's own texts (pagination, rating, alerts) follow the page's language. On every main
 * Spanish route no accessible label is English: neither one of our English messages nor one of MUI's English
 * defaults.
 */
const catalog = (locale: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'i18n', `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
const spanish = new Set(Object.values(catalog('es')));
const ourEnglish = new Set(Object.values(catalog('en')).filter((text) => !spanish.has(text)));
/** MUI's English defaults (@mui/material/locale enUS): pagination, breadcrumbs, rating, alert, autocomplete. */
const MUI_ENGLISH =
  /\b(Go to|page \d+|Pagination navigation|Show path|Rows per page|Empty|Close|Clear|Open|No options|Loading…|\d+ Stars?)\b/;

/** Every aria-label and title on the page, and the labels of form controls (MUI's rating has hidden ones). */
const accessibleLabels = (page: Page) =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('[aria-label], [title]')].flatMap((element) =>
      [element.getAttribute('aria-label'), element.getAttribute('title')].filter((text) => text !== null),
    ),
    ...[...document.querySelectorAll('label')].map((label) => label.textContent ?? ''),
  ]);

async function expectSpanishLabels(page: Page, route: string) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const english = (await accessibleLabels(page))
    .map((label) => label.trim())
    .filter((label) => label !== '' && (ourEnglish.has(label) || MUI_ENGLISH.test(label)));
  expect(english, route).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test.describe('Spanish pages: every accessible label in Spanish', () => {
  // Some twenty pages, each with axe: minutes on a busy machine.
  test.describe.configure({ timeout: 600_000 });

  test('the public pages and the patient’s pages, signed in', async ({ page }) => {
    const patient = await signInAsDemoPatient(page, 'es');
    await addPaidVisits(page, patient.user_id, 8);
    const visit = await firstUpcomingId(page, 'es');
    const held = await holdPreOrder(page);
    const routes = [
      ...PUBLIC_PAGES,
      '/invoices',
      '/invoices?page=2',
      '/appointments',
      `/appointments-detail?id=${visit}`,
      '/renew',
      '/profile',
      '/doctor_pre_order?specialityId=1',
      paymentPath('es', held.id),
    ];
    for (const route of routes) {
      await page.goto(route);
      await expectSpanishLabels(page, route);
    }
    // The pagination reads Spanish…
    const pages = page.getByRole('navigation', { name: t('es', 'invoices.transactions.pagination') });
    await page.goto('/invoices');
    await expect(pages.getByRole('link', { name: 'Ir a la página siguiente' })).toBeVisible();
    // …and English on the English page: the language of the page, not a fixed one.
    await page.goto(localized('en', '/invoices'));
    const pagesEn = page.getByRole('navigation', { name: t('en', 'invoices.transactions.pagination') });
    await expect(pagesEn.getByRole('link', { name: 'Go to next page' })).toBeVisible();
  });
});
