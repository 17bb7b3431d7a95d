import { expect, type Page, test } from '@playwright/test';
import config, { wholeChromium } from '../playwright.config';
import { expectNoSeriousA11yViolations, locales, localized, signInAsDemoPatient, t } from './authSupport';
import { DESKTOP_VIEWPORT, FAKE_DEVICES, firstUpcomingId, shoot } from './appointmentsSupport';

// Devices exist but there is no fake permission prompt: the browser does not grant them (the whole browser: the
// headless shell has no prompt to refuse, and answers 'not supported').
test.use({
  viewport: DESKTOP_VIEWPORT,
  launchOptions: {
    ...config.use?.launchOptions,
    executablePath: wholeChromium,
    args: [...(config.use?.launchOptions?.args ?? []), FAKE_DEVICES],
  },
});

const main = (page: Page) => page.getByRole('main');

for (const locale of locales) {
  test(`${locale}: a refused camera and microphone are explained, and the patient can wait without the check`, async ({
    page,
  }) => {
    await signInAsDemoPatient(page, locale, '/appointments');
    const id = await firstUpcomingId(page, locale);
    await page.goto(localized(locale, `/waiting?id=${id}`));
    const problem = main(page)
      .getByRole('alert')
      .filter({ hasText: t(locale, 'appointments.devices.deniedTitle') });
    await expect(problem).toContainText(t(locale, 'appointments.devices.denied'));
    await expect(
      problem.getByRole('button', { name: t(locale, 'appointments.devices.tryAgain') }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, `waiting-denied-${locale}`);
    await main(page)
      .getByRole('button', { name: t(locale, 'appointments.devices.skip') })
      .click();
    await expect(
      main(page).getByRole('heading', { level: 2, name: t(locale, 'appointments.waiting.waitingTitle') }),
    ).toBeVisible();
  });
}
