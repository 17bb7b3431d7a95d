import { expect, test } from '@playwright/test';
import {
  accountButton,
  enterCode,
  expectNoSeriousA11yViolations,
  giveName,
  localized,
  locales,
  newPhone,
  plain,
  registerPatient,
  requestPhoneCode,
  WRONG_OTP,
  t,
  waitForApp,
} from './authSupport';

for (const locale of locales) {
  test.describe(`sign-in (${locale})`, () => {
    test('a new patient registers by phone and code, gives a name, logs out and logs in again', async ({
      page,
      context,
    }) => {
      const phone = newPhone();
      await page.goto(localized(locale, '/login'));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'login.title') })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('combobox', { name: t(locale, 'phone.countryLabel') }),
      ).toHaveValue('ES');
      await expectNoSeriousA11yViolations(page);

      await requestPhoneCode(page, locale, phone);
      await expect(
        page.getByRole('main').getByRole('textbox', { name: t(locale, 'login.codeLabel') }),
      ).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await enterCode(page, locale);
      await expect(
        page.getByRole('main').getByRole('textbox', { name: t(locale, 'login.firstNameLabel') }),
      ).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await giveName(page, locale, 'ana', 'garcía lópez');
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));

      // The greeting (header popover) with the capitalised full name.
      await accountButton(page).click();
      await expect(page.locator('#profile-greeting')).toHaveText(
        t(locale, 'header.greeting', { name: 'Ana García López' }),
      );
      expect((await context.cookies()).find((cookie) => cookie.name === 'token')?.value).toBeTruthy();

      // Logout ends with a page reload (DESIGN §4).
      const reloaded = page.waitForEvent('load');
      await page.getByRole('menuitem', { name: t(locale, 'header.logout') }).click();
      await reloaded;
      await expect(
        page.getByRole('banner').getByRole('link', { name: t(locale, 'header.login') }),
      ).toBeVisible();
      expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();

      // Back again: a known patient goes straight home, no name step.
      await requestPhoneCode(page, locale, phone);
      await enterCode(page, locale);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));
      await accountButton(page).click();
      await expect(page.locator('#profile-greeting')).toHaveText(
        t(locale, 'header.greeting', { name: 'Ana García López' }),
      );
    });

    test('an invalid code shows the error and keeps the phone', async ({ page }) => {
      const phone = newPhone();
      await requestPhoneCode(page, locale, phone);
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: t(locale, 'login.codeLabel') }).fill(WRONG_OTP);
      await main.getByRole('button', { name: t(locale, 'login.verify') }).click();
      await expect(main.getByRole('alert')).toHaveText(t(locale, 'login.codeRejected'));
      await expect(
        main.getByRole('textbox', { name: t(locale, 'login.codeLabel') }),
      ).toHaveAccessibleDescription(t(locale, 'login.codeRejected'));
      await main.getByRole('button', { name: t(locale, 'login.changePhone') }).click();
      await expect(main.getByRole('textbox', { name: t(locale, 'phone.numberLabel') })).toHaveValue(phone);
      await expect(main.getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') })).toBeChecked();
    });

    test('an employee signs in with a company e-mail and sees the badge and the company switcher', async ({
      page,
    }) => {
      const email = `e2e.${Date.now()}.${locale}@acme.example`;
      await page.goto(localized(locale, '/b2b-login'));
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'b2bLogin.title') })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      const main = page.getByRole('main');
      const field = main.getByRole('textbox', { name: t(locale, 'b2bLogin.emailLabel') });
      await field.fill('someone@gmail.example');
      await main.getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') }).check();
      await main.getByRole('button', { name: t(locale, 'login.continue') }).click();
      await expect(field).toHaveAccessibleDescription(t(locale, 'b2bLogin.notLinked'));
      await expect(field).toHaveValue('someone@gmail.example');

      await field.fill(email);
      await main.getByRole('button', { name: t(locale, 'login.continue') }).click();
      await enterCode(page, locale);
      await giveName(page, locale, 'Eva', 'Martín');
      await expect(
        main.getByRole('heading', { level: 2, name: t(locale, 'login.mobileTitle') }),
      ).toBeVisible();
      await main.getByRole('button', { name: t(locale, 'login.mobileSkip') }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));
      expect(await page.evaluate(() => localStorage.getItem('b2b'))).toBe('true');
      // Signed in as the header shows it, before the page is reloaded at another address.
      await expect(accountButton(page)).toBeVisible();

      await page.goto(localized(locale, '/profile'));
      const badge = page.getByRole('main').getByTestId('employee-badge');
      await expect(badge.getByText(t(locale, 'employeeBadge.loggedAsEmployee'))).toBeVisible();
      await expect(
        badge.getByText(t(locale, 'employeeBadge.coveredBy', { company: 'Acme Salud S.L.' })),
      ).toBeVisible();
      await expect(
        badge.getByRole('combobox', { name: t(locale, 'employeeBadge.companySwitcher') }),
      ).toHaveValue('0');
      await expectNoSeriousA11yViolations(page);

      await accountButton(page).click();
      await expect(page.locator('#profile-popover').getByTestId('employee-badge')).toBeVisible();
    });

    test('completing the profile removes the red dot', async ({ page }) => {
      await registerPatient(page, locale);
      await expect(page.getByTestId('profile-incomplete-dot')).toBeVisible();

      await page.goto(localized(locale, '/profile'));
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', {
          level: 2,
          name: t(locale, 'profile.incompleteTitle', { done: '3', total: '5' }),
        }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await main.getByRole('textbox', { name: t(locale, 'profile.idNumber') }).fill('12345678z');
      // The page's own pattern: dd/mm/aaaa on Spanish pages, mm/dd/yyyy on English ones.
      await main
        .getByLabel(t(locale, 'profile.birthDay'))
        .fill(locale === 'es' ? '12/04/1990' : '04/12/1990');
      await main.getByRole('button', { name: t(locale, 'profile.save') }).click();

      await expect(main.getByRole('status').filter({ hasText: t(locale, 'profile.saved') })).toBeVisible();
      await expect(
        main.getByRole('heading', { level: 2, name: t(locale, 'profile.completeTitle') }),
      ).toBeVisible();
      await expect(page.getByTestId('profile-incomplete-dot')).toHaveCount(0);
      await expect(accountButton(page)).toHaveAccessibleName(t(locale, 'header.profileButton'));
    });
  });
}

/**
 * The text fields' autofill detection (src/theme/autoFill.ts): the theme declares MUI's autofill keyframes once
 * instead of in every field. A field the browser fills plays `mui-auto-fill`, and its label must move out of
 * the way of the value. The browser's own autofill cannot be driven here: the journey checks that the input is
 * animated as MUI expects, that the keyframes exist, and what the field does when the fill animation starts.
 */
test('a field the browser autofills moves its label out of the way of the value', async ({ page }) => {
  await page.goto(localized('en', '/login'));
  await waitForApp(page);
  const number = page.getByRole('main').getByRole('textbox', { name: t('en', 'phone.numberLabel') });
  const label = page.locator(`label[for="${await number.getAttribute('id')}"]`);
  await expect(label).toHaveAttribute('data-shrink', 'false');
  const wiring = await number.evaluate((input) => ({
    animation: getComputedStyle(input).animationName,
    keyframes: [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSKeyframesRule)
      .map((rule) => (rule as CSSKeyframesRule).name),
  }));
  expect(wiring.animation).toBe('mui-auto-fill-cancel');
  expect(wiring.keyframes).toEqual(expect.arrayContaining(['mui-auto-fill', 'mui-auto-fill-cancel']));
  await number.dispatchEvent('animationstart', { animationName: 'mui-auto-fill' });
  await expect(label).toHaveAttribute('data-shrink', 'true');
});
