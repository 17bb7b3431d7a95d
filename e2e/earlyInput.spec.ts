import { expect, type Page, test } from '@playwright/test';
import {
  accountButton,
  APP_WORK,
  holdScript,
  holdTheApp,
  localized,
  locales,
  newPhone,
  plain,
  signInAsDemoPatient,
  t,
} from './authSupport';

/**
 * A server-rendered page shows before its code has run: clicks made meanwhile are held by the page's inline script
 * (src/lib/earlyInputScript.ts) and made again once the app answers (docs/decisions/0005-early-input-replay.md).
 * Each journey holds the app's entry script back until it has clicked, so the clicks land before hydration every
 * time; the header's late parts (account button, quick actions) can be held back the same way.
 */
const holdTheAccountButton = (page: Page) =>
  holdScript(page, /\/static\/js\/async\/profile-button\.[0-9a-f]+\.js$/);

const holdTheTiles = (page: Page) => holdScript(page, /\/static\/js\/async\/home-tiles\.[0-9a-f]+\.js$/);

const notInteractive = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-interactive');
const interactive = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-interactive', 'true', APP_WORK);

for (const locale of locales) {
  test(`a click on quick actions before the app has loaded opens the menu once it has (${locale})`, async ({
    page,
  }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const release = await holdTheApp(page);
    await page.goto(localized(locale, '/'), { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: t(locale, 'header.quickActions') });
    await expect(button).toBeVisible();
    await notInteractive(page);
    await button.click();
    await notInteractive(page);
    release();

    await interactive(page);
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: t(locale, 'quickActions.renew.title') })).toBeVisible();
    await expect(page.locator('#quick-actions-button')).toHaveAttribute('aria-expanded', 'true');
    expect(cspViolations).toEqual([]);
  });
}

for (const locale of locales) {
  test.describe(`a signed-in patient's account button (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAsDemoPatient(page, locale);
    });

    test('a click before the app has loaded opens the account menu once it has', async ({ page }) => {
      const release = await holdTheApp(page);
      const releaseButton = await holdTheAccountButton(page);
      await page.goto(localized(locale, '/'), { waitUntil: 'commit' });
      await accountButton(page).click();
      await notInteractive(page);
      release();
      // The page is the app's, the account button still the server's HTML until its own code arrives.
      await interactive(page);
      releaseButton();

      await expect(page.locator('#profile-popover')).toBeVisible(APP_WORK);
      await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
    });

    test('a click once the page answers but before the button’s own code has come opens the menu when it has', async ({
      page,
    }) => {
      const releaseButton = await holdTheAccountButton(page);
      await page.goto(localized(locale, '/'));
      await interactive(page);
      await accountButton(page).click();
      releaseButton();

      await expect(page.locator('#profile-popover')).toBeVisible(APP_WORK);
      await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'true');
    });
  });

  test(`a tap on home's chat tile before the tiles' code has come offers the app once it has (${locale})`, async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    const releaseTiles = await holdTheTiles(page);
    await page.goto(localized(locale, '/'), { waitUntil: 'commit' });
    const chatTile = page.getByRole('button', { name: new RegExp(`^${t(locale, 'home.tile.chat.title')}`) });
    await chatTile.click();
    await notInteractive(page);
    release();
    // The page is the app's, the tiles still the server's HTML until their own code arrives.
    await interactive(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    releaseTiles();

    await expect(page.getByRole('dialog')).toBeVisible(APP_WORK);
  });

  test(`a click on the language menu before the app has loaded opens it once it has (${locale})`, async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(localized(locale, '/'), { waitUntil: 'commit' });
    await page.locator('#language-button').click();
    await notInteractive(page);
    release();

    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible(APP_WORK);
    await expect(menu.getByRole('menuitem', { name: t(locale, 'header.language.en') })).toBeVisible();
    await expect(page.locator('#language-button')).toHaveAttribute('aria-expanded', 'true');
  });

  test(`a click on the login button before the app has loaded opens the sign-in page (${locale})`, async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(localized(locale, '/specialties'), { waitUntil: 'commit' });
    // A link: the browser follows it by itself, to the sign-in page the server renders.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t(locale, 'header.login') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?from=%2Fspecialties$`));
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'login.title') })).toBeVisible();
    release();
  });
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a tap on the burger before the app has loaded opens the menu once it has', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const burger = page.getByRole('button', { name: t('es', 'header.openMenu') });
    await expect(burger).toBeVisible();
    await burger.click();
    await notInteractive(page);
    release();

    await expect(page.getByRole('dialog', { name: t('es', 'header.mobileMenu') })).toBeVisible(APP_WORK);
  });
});

/** Each language's journey its own country: Spain (the default) in Spanish, Portugal chosen in English. */
const signIns = [
  {
    locale: 'es',
    country: undefined,
    phone: newPhone,
    shown: (n: string) => `+34 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5, 7)} ${n.slice(7)}`,
  },
  {
    locale: 'en',
    country: 'PT',
    phone: () => `9${newPhone().slice(1)}`,
    shown: (n: string) => `+351 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
  },
] as const;

for (const { locale, country, phone: pickPhone, shown } of signIns) {
  test(`sign-in typed and clicked before the app has loaded: the code is sent, the phone stays out of the address (${locale})`, async ({
    page,
  }) => {
    const phone = pickPhone();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) addresses.push(frame.url());
    });
    const release = await holdTheApp(page);
    await page.goto(localized(locale, '/login'), { waitUntil: 'commit' });
    const main = page.getByRole('main');
    if (country)
      await main.getByRole('combobox', { name: t(locale, 'phone.countryLabel') }).selectOption(country);
    await main.getByRole('textbox', { name: t(locale, 'phone.numberLabel') }).fill(phone);
    const consent = main.getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') });
    // A plain click: the box is ticked only once the app has taken the click (`check()` would insist at once).
    // In English on the label's words (not its link), which tick the box through the label.
    if (locale === 'es') await consent.click();
    else {
      const words = t(locale, 'login.privacyConsent').split('<link>')[0]!.trim();
      await main.getByText(words).click({ position: { x: 4, y: 4 } });
    }
    await main.getByRole('button', { name: t(locale, 'login.continue') }).click();
    await notInteractive(page);
    await expect(consent).not.toBeChecked();
    release();

    await expect(main.getByRole('heading', { level: 2, name: t(locale, 'login.codeTitle') })).toBeVisible(
      APP_WORK,
    );
    await expect(main.getByText(t(locale, 'login.codeSentSms', { destination: shown(phone) }))).toBeVisible();
    expect(addresses.filter((address) => address.includes(phone))).toEqual([]);
    expect(addresses.length).toBeGreaterThan(0);
  });
}

test('the app link typed and sent on the contact page before the app has loaded is sent once it has (en)', async ({
  page,
}) => {
  // The form is in a part of the page that hydrates after the rest: the typed number must reach it.
  const release = await holdTheApp(page);
  await page.goto(localized('en', '/contact-us'), { waitUntil: 'commit' });
  const section = page.getByRole('region', { name: t('en', 'appLink.title') });
  await section.getByRole('textbox', { name: t('en', 'phone.numberLabel') }).fill(newPhone());
  await section.getByRole('button', { name: t('en', 'appLink.send') }).click();
  await notInteractive(page);
  release();

  await expect(section.getByRole('status')).toBeVisible(APP_WORK);
  await expect(section.getByText(t('en', 'appLink.phoneRequired'))).toHaveCount(0);
});
