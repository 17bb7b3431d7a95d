import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import {
  accountButton,
  expectNoSeriousA11yViolations,
  type Locale,
  locales,
  localized,
  registerPatient,
  t,
  waitForApp,
} from './authSupport';

const MOBILE = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  isMobile: true,
  hasTouch: true,
  // Spain's second zone: times on the doctor page must say which zone they are in.
  timezoneId: 'Atlantic/Canary',
};
const DESKTOP = { viewport: { width: 1366, height: 768 }, timezoneId: 'Europe/Madrid' };

/** The public pages of issue 6; doctor 1 is in the sandbox seed. */
const PUBLIC_PAGES = [
  { route: '/', name: 'home' },
  { route: '/specialties', name: 'specialties' },
  { route: '/doctor/1', name: 'doctor' },
  { route: '/about-us', name: 'about-us' },
  { route: '/contact-us', name: 'contact-us' },
  { route: '/cookie-policy', name: 'cookie-policy' },
  { route: '/privacy-policy', name: 'privacy-policy' },
];

/** Spec §2 Shell, as the journeys expect it from the final path. */
const FOOTERLESS = ['/appointments-detail', '/waiting', '/b2b-login', '/profile'];
const ROUTES = [
  ...PUBLIC_PAGES.map((p) => p.route),
  '/login',
  '/b2b-login',
  '/payment',
  '/waiting',
  '/profile',
];

/** Screenshots for people to look at (test-results/ is not committed). */
const screenshotPath = (name: string) =>
  path.join(test.info().project.outputDir, 'screenshots', `${name}.png`);

const bare = (page: Page) => new URL(page.url()).pathname.replace(/^\/en(?=\/|$)/, '') || '/';

/** Scrolls through the page so below-the-fold pieces (the carousel) load, then waits for the data. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const [size, device] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test.describe(`shell on ${size} (${device.viewport.width}×${device.viewport.height})`, () => {
    test.use(device);

    test('header and footer follow the route rules', async ({ page }) => {
      for (const route of ROUTES) {
        await page.goto(localized('es', route));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const path = bare(page);
        const banner = page.getByRole('banner');
        if (path === '/b2b-login') await expect(banner, path).toHaveCount(0);
        else await expect(banner.getByRole('link', { name: t('es', 'header.home') }), path).toBeVisible();

        const login = banner.getByRole('link', { name: t('es', 'header.login') });
        if (path === '/login' || path === '/b2b-login') await expect(login, path).toHaveCount(0);
        else await expect(login, path).toBeVisible();

        const footer = page.getByRole('contentinfo');
        const hidden = FOOTERLESS.includes(path) || (size === 'mobile' && path === '/payment');
        if (hidden) {
          await expect(footer, path).toHaveCount(0);
        } else {
          await expect(footer, path).toBeVisible();
          const learnMore = footer.getByRole('heading', { name: t('es', 'footer.learnMore') });
          await expect(learnMore, path).toHaveCount(size === 'desktop' ? 1 : 0);
          await expect(footer.getByTestId('support-phone'), path).toHaveText(/\+34 910 000 111/);
        }
      }
    });

    for (const { route, name } of PUBLIC_PAGES) {
      test(`${name}: screenshot and no serious axe violations in both languages`, async ({ page }) => {
        for (const locale of locales) {
          await page.goto(localized(locale, route));
          await settle(page);
          await page.screenshot({
            path: screenshotPath(`${name}-${locale}-${size}`),
            fullPage: true,
          });
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  });
}

test.describe('language, links and 404', () => {
  test.use(DESKTOP);

  test('the language menu and the footer switch keep the route and its query', async ({ page }) => {
    await page.goto('/specialties');
    // The sandbox answers in the request's language: the speciality titles must follow the switch.
    await expect(page.getByRole('article', { name: 'Psicología' })).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('es', 'header.language', { code: 'ES' }) })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/specialties$/);
    await expect(page.getByRole('heading', { level: 1, name: t('en', 'specialties.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('article', { name: 'Psychology' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Psicología' })).toHaveCount(0);

    await page.goto('/en/login?type=renew');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/login\?type=renew$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('every page names its language versions and canonical URL', async ({ page, baseURL }) => {
    for (const locale of locales) {
      await page.goto(localized(locale, '/about-us'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const href = (selector: string) => page.locator(`head link${selector}`).getAttribute('href');
      expect(await href('[rel="alternate"][hreflang="es"]')).toBe(`${baseURL}/about-us`);
      expect(await href('[rel="alternate"][hreflang="en"]')).toBe(`${baseURL}/en/about-us`);
      expect(await href('[rel="alternate"][hreflang="x-default"]')).toBe(`${baseURL}/about-us`);
      expect(await href('[rel="canonical"]')).toBe(`${baseURL}${localized(locale, '/about-us')}`);
      await expect(page).toHaveTitle(`${t(locale, 'aboutUs.title')} · Telehealth`);
    }
  });

  test('an unknown page answers 404 in its language, without alternate links', async ({ page }) => {
    for (const locale of locales) {
      const response = await page.goto(localized(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'notFound.title') })).toBeVisible();
      await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('an unknown doctor shows not-found content', async ({ page }) => {
    await page.goto('/en/doctor/987654');
    await expect(
      page.getByRole('heading', { level: 1, name: t('en', 'doctor.notFound.title') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('en', 'doctor.notFound.link') })).toHaveAttribute(
      'href',
      '/en/specialties',
    );
  });
});

test.describe('home page journeys', () => {
  test.use(DESKTOP);

  test('the carousel is usable by keyboard and can be paused', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForApp(page);
    // The carousel loads when it comes near the viewport, which the app watches once it has loaded.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const carousel = page.getByRole('region', { name: t('en', 'home.reviews.title') });
    await carousel.scrollIntoViewIfNeeded();
    const pause = carousel.getByRole('button', { name: t('en', 'home.reviews.pause') });
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: t('en', 'home.reviews.play') })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: t('en', 'home.reviews.next') })).toBeFocused();
    await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
    await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('group', { name: /^3 of \d+$/ })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
  });

  test('with reduced motion the carousel stays still until asked to rotate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForApp(page);
    // The carousel loads when it comes near the viewport.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const carousel = page.getByRole('region', { name: t('en', 'home.reviews.title') });
    await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
    await page.clock.fastForward(20_000);
    await expect(carousel.getByRole('group', { name: /^1 of \d+$/ })).toBeVisible();
    await carousel.getByRole('button', { name: t('en', 'home.reviews.play') }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.fastForward(7_500);
    await expect(carousel.getByRole('group', { name: /^2 of \d+$/ })).toBeVisible();
  });

  test('the search suggests from the sandbox and leads to booking', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: t('es', 'home.search.label') });
    await search.fill('fieb');
    await expect(page.getByRole('option', { name: /Fiebre/ }).first()).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/doctor_pre_order\?specialityId=2&symptomId=4$/);
  });

  test('quick actions: renew asks a visitor to log in first', async ({ page }) => {
    await page.goto('/en/about-us');
    await waitForApp(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('en', 'header.quickActions') })
      .click();
    await page.getByRole('menuitem', { name: t('en', 'quickActions.renew.title') }).click();
    await expect(page).toHaveURL(/\/en\/login\?type=renew$/);
  });
});

test.describe('for a patient', () => {
  test.use(DESKTOP);

  test('the account popover greets by name, shows the incomplete hint and stays 205 px wide', async ({
    page,
  }) => {
    const locale: Locale = 'es';
    await registerPatient(page, locale);
    await expect(page.getByTestId('profile-incomplete-dot')).toBeVisible();
    await accountButton(page).click();
    const popover = page.getByRole('dialog', { name: t(locale, 'header.greeting', { name: 'Ana García' }) });
    await expect(popover).toBeVisible();
    await expect(popover).toHaveCSS('width', '205px');
    await page.screenshot({ path: screenshotPath('account-popover-es-desktop') });
    await expect(popover.getByRole('menuitem', { name: t(locale, 'header.addYourInfo') })).toBeVisible();
    await expect(popover.getByRole('menuitem', { name: t(locale, 'header.cancelSubscription') })).toHaveCount(
      0,
    );
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('banner')
      .getByRole('button', { name: t(locale, 'header.quickActions') })
      .click();
    await page.getByRole('menuitem', { name: t(locale, 'quickActions.renew.title') }).click();
    await expect(page).toHaveURL(/\/renew$/);
  });
});

test.describe('mobile menu', () => {
  test.use(MOBILE);

  test('the burger opens a menu that locks page scroll', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: t('en', 'header.openMenu') }).click();
    const drawer = page.getByRole('dialog', { name: t('en', 'header.mobileMenu') });
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.screenshot({ path: screenshotPath('mobile-menu-en-mobile') });
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('link', { name: t('en', 'header.aboutUs') }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});
