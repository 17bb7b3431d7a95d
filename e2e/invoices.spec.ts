import { expect, type Locator, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousA11yViolations, localized, locales, signInAsDemoPatient, t } from './authSupport';
import { addPaidVisits, screenshots } from './moneySupport';

const amountText = (text: string) => text.replace(/[^\d,.]/g, '');

/** The invoice button's accessible name starts with its text ('Invoice (PDF): <what>, <when>'). */
const invoiceButtons = (scope: Page | Locator, locale: 'es' | 'en') =>
  scope.getByRole('button', {
    name: new RegExp(`^${t(locale, 'invoiceFile.download').replace(/[()]/g, '\\$&')}`),
  });

/** Clicks an invoice button: the file saved is a PDF that names its invoice number. */
async function expectInvoicePdf(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  const number = /TH\d{4}-\d{6}/.exec(download.suggestedFilename())?.[0];
  expect(number, download.suggestedFilename()).toBeTruthy();
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  expect(text).toContain(number);
}

// A patient in Spain: times in peninsular time.
test.use({ timezoneId: 'Europe/Madrid' });

for (const locale of locales) {
  test.describe(`payments and invoices (${locale})`, () => {
    test('balance, three pages of transactions in the URL, and an invoice PDF', async ({ page }) => {
      const patient = await signInAsDemoPatient(page, locale);
      await addPaidVisits(page, patient.user_id, 8);
      await page.goto(localized(locale, '/invoices'));

      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'invoices.title') })).toBeVisible();
      await expect(page.getByTestId('balance-amount')).toHaveText(locale === 'es' ? '20,00 €' : '€20.00');
      const transactions = page.getByRole('region', { name: t(locale, 'invoices.transactions.title') });
      const rows = transactions
        .getByRole('list', { name: t(locale, 'invoices.transactions.title') })
        .getByRole('listitem');
      await expect(rows).toHaveCount(5);
      await expect(transactions).toContainText(
        t(locale, 'invoices.transactions.pageOf', { page: '1', pages: '3' }),
      );
      await expectNoSeriousA11yViolations(page);
      await screenshots(page, 'invoices', locale);

      // The first row is the upcoming visit's payment: its invoice is a PDF with the number and the amount.
      const first = rows.first();
      const amount = amountText((await first.locator('p').last().textContent()) ?? '');
      const downloading = page.waitForEvent('download');
      await first
        .getByRole('button', {
          name: new RegExp(`^${t(locale, 'invoiceFile.download').replace(/[()]/g, '\\$&')}`),
        })
        .click();
      const download = await downloading;
      const fileName = download.suggestedFilename();
      expect(fileName).toMatch(
        locale === 'es' ? /^factura-TH\d{4}-\d{6}\.pdf$/ : /^invoice-TH\d{4}-\d{6}\.pdf$/,
      );
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
      const number = /TH\d{4}-\d{6}/.exec(fileName)![0];
      expect(text).toContain(number);
      expect(text.replace(/\s/g, '')).toContain(`Total${locale === 'es' ? `${amount}€` : `€${amount}`}`);

      // Pages live in the URL: links, back and forward, reload.
      const pagination = page.getByRole('navigation', {
        name: t(locale, 'invoices.transactions.pagination'),
      });
      await pagination.getByRole('link', { name: /2/ }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(rows).toHaveCount(5);
      await pagination.getByRole('link', { name: /3/ }).click();
      await expect(page).toHaveURL(/[?&]page=3$/);
      await expect(rows).toHaveCount(1);
      await expect(transactions).toContainText(
        t(locale, 'invoices.transactions.pageOf', { page: '3', pages: '3' }),
      );
      await page.goBack();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await page.reload();
      await expect(rows).toHaveCount(5);
      await expect(transactions).toContainText(
        t(locale, 'invoices.transactions.pageOf', { page: '2', pages: '3' }),
      );

      // Past the last page: said so, with a way back.
      await page.goto(`${localized(locale, '/invoices')}?page=9`);
      await expect(transactions).toContainText(
        t(locale, 'invoices.transactions.pastLastPage', { page: '9' }),
      );
      await expectNoSeriousA11yViolations(page);
      await screenshots(page, 'invoices-past-last', locale);
      await transactions.getByRole('link', { name: t(locale, 'invoices.transactions.backToFirst') }).click();
      await expect(rows).toHaveCount(5);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/invoices')}\\??$`));
    });
  });
}

/** Issue 22 item 1: wherever the app offers an invoice, it is the PDF, fetched with the session. */
test('every invoice the app offers is its PDF: the transactions and every paid visit’s details', async ({
  page,
}) => {
  test.slow(); // every invoice downloaded, from two kinds of page
  const patient = await signInAsDemoPatient(page, 'es', '/invoices');
  await addPaidVisits(page, patient.user_id, 2);
  await page.reload();
  const main = page.getByRole('main');
  await expect(invoiceButtons(main, 'es').first()).toBeVisible();
  for (const button of await invoiceButtons(main, 'es').all()) await expectInvoicePdf(page, button);

  // Every visit's details, upcoming and past: each paid one offers its invoice the same way.
  const visits: string[] = [];
  for (const tab of ['', '?tab=history']) {
    await page.goto(`/appointments${tab}`);
    const details = page
      .getByRole('tabpanel')
      .getByRole('link', { name: new RegExp(`^${t('es', 'appointmentCard.details')}`) });
    await expect(details.first()).toBeVisible();
    for (const link of await details.all()) visits.push((await link.getAttribute('href')) ?? '');
  }
  let offered = 0;
  for (const visit of visits) {
    await page.goto(visit);
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // No link to the provider's file: it would open without the session.
    await expect(main.locator('a[href*="/invoices/"]')).toHaveCount(0);
    const buttons = invoiceButtons(main, 'es');
    if ((await buttons.count()) === 0) continue;
    offered += 1;
    await expectInvoicePdf(page, buttons.first());
    if (offered === 1) await screenshots(page, 'appointment-details-invoice', 'es');
  }
  // The demo's upcoming visit and the two paid visits at least.
  expect(offered).toBeGreaterThanOrEqual(3);
});
