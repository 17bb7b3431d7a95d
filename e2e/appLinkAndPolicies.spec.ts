import { expect, type Page, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import {
  expectNoSeriousA11yViolations,
  type Locale,
  locales,
  localized,
  newPhone,
  plain,
  t,
  waitForApp,
} from './authSupport';

const DESKTOP = { viewport: { width: 1366, height: 768 } };
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
};

interface SentLink {
  phone: string;
  language_id: number;
}

/** What the sandbox texted to a number (its back door, sandbox mode only). */
async function linksSentTo(page: Page, e164: string): Promise<SentLink[]> {
  const response = await page.request.get(
    `${sandboxURL}/sandbox/app-links?phone=${encodeURIComponent(e164)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { app_links: SentLink[] }).app_links;
}

/** The privacy policy the provider serves in a language. */
async function providerPrivacyPolicy(page: Page, locale: Locale) {
  const response = await page.request.get(`${sandboxURL}/api/v1/pwa/policies`, {
    headers: { 'Accept-Language': locale },
  });
  const { policies } = (await response.json()) as {
    policies: { type: string; url: string; version: string }[];
  };
  const privacy = policies.find((policy) => policy.type === 'privacy');
  if (!privacy) throw new Error('the sandbox serves no privacy policy');
  return privacy;
}

const languageIdOf = (locale: Locale) => (locale === 'en' ? 2 : 1);

test.describe('the app link by SMS, on a computer', () => {
  test.use(DESKTOP);

  for (const locale of locales) {
    test(`a visitor has the link texted from the home chat tile, and the sandbox records it (${locale})`, async ({
      page,
    }) => {
      const national = newPhone();
      await page.goto(localized(locale, '/'));
      await page.getByRole('button', { name: new RegExp(`^${t(locale, 'home.tile.chat.title')}`) }).click();
      const dialog = page.getByRole('dialog', { name: t(locale, 'appLink.title') });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      const send = dialog.getByRole('button', { name: t(locale, 'appLink.send') });
      await send.click();
      await expect(
        dialog.getByRole('textbox', { name: t(locale, 'phone.numberLabel') }),
      ).toHaveAccessibleDescription(t(locale, 'appLink.phoneRequired'));
      await dialog.getByRole('textbox', { name: t(locale, 'phone.numberLabel') }).fill(national);
      await send.click();
      await expect(dialog.getByRole('status')).toContainText(national.slice(-2));
      await expect(dialog.getByRole('button', { name: t(locale, 'appLink.sendAnother') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      expect(await linksSentTo(page, `+34${national}`)).toEqual([
        expect.objectContaining({ phone: `+34${national}`, language_id: languageIdOf(locale) }),
      ]);
    });
  }

  test('the contact page offers it too, and the provider’s limit is explained (en)', async ({ page }) => {
    const national = newPhone();
    await page.goto(localized('en', '/contact-us'));
    const section = page.getByRole('region', { name: t('en', 'appLink.title') });
    const number = section.getByRole('textbox', { name: t('en', 'phone.numberLabel') });
    for (let sent = 0; sent < 4; sent += 1) {
      await number.fill(national);
      await section.getByRole('button', { name: t('en', 'appLink.send') }).click();
      if (sent === 3) break;
      await expect(section.getByRole('status')).toBeVisible();
      await section.getByRole('button', { name: t('en', 'appLink.sendAnother') }).click();
    }
    await expect(section.getByRole('alert')).toHaveText(t('en', 'appLink.tooMany'));
    await expect(number).toHaveValue(national);
    expect(await linksSentTo(page, `+34${national}`)).toHaveLength(3);
  });
});

test.describe('the app on a phone', () => {
  test.use(PHONE);

  test('the chat tile offers the store badges alone (es)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(`^${t('es', 'home.tile.chat.title')}`) }).click();
    const dialog = page.getByRole('dialog', { name: t('es', 'appLink.title') });
    // Named by the text they show (WCAG 2.5.3).
    for (const store of ['appStore', 'playStore']) {
      const name = `${t('es', `appLink.${store}.line1`)} ${t('es', `appLink.${store}.line2`)}`;
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the privacy policy behind sign-in', () => {
  test.use(DESKTOP);

  for (const locale of locales) {
    test(`the consent opens the app’s privacy page in the page’s language and sign-in sends the provider’s version (${locale})`, async ({
      page,
    }) => {
      const policy = await providerPrivacyPolicy(page, locale);
      await page.goto(localized(locale, '/login'));
      await waitForApp(page);
      const main = page.getByRole('main');
      const link = main.getByRole('link', {
        name: new RegExp(t(locale, 'login.opensInNewTab').replace(/[()]/g, '\\$&')),
      });
      await expect(link).toHaveAttribute('href', localized(locale, '/privacy-policy'));

      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await expect(tab).toHaveURL(new RegExp(`${localized(locale, '/privacy-policy')}$`));
      await expect(
        tab.getByRole('heading', { level: 1, name: t(locale, 'privacyPolicy.title') }),
      ).toBeVisible();
      await tab.close();

      await main.getByRole('textbox', { name: t(locale, 'phone.numberLabel') }).fill(newPhone());
      await main.getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') }).check();
      const [register] = await Promise.all([
        page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/register')),
        main.getByRole('button', { name: t(locale, 'login.continue') }).click(),
      ]);
      expect(register.postDataJSON()).toMatchObject({
        privacy_policy_accepted: true,
        privacy_policy_version: policy.version,
        language_id: languageIdOf(locale),
      });
      await expect(main.getByRole('heading', { level: 2, name: t(locale, 'login.codeTitle') })).toBeVisible();
    });
  }

  test('the company login links the same page (en)', async ({ page }) => {
    await page.goto(localized('en', '/b2b-login'));
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(t('en', 'login.opensInNewTab').replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('href', '/en/privacy-policy');
    await expectNoSeriousA11yViolations(page);
  });
});
