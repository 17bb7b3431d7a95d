import { expect, type Page, test } from '@playwright/test';
import config from '../playwright.config';
import {
  expectNoSeriousA11yViolations,
  type Locale,
  locales,
  localized,
  signInAsDemoPatient,
  t,
} from './authSupport';
import {
  DESKTOP_VIEWPORT,
  FAKE_DEVICES,
  FAKE_PERMISSION_PROMPT,
  firstUpcomingId,
  setVisitStatus,
  shoot,
} from './appointmentsSupport';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, locale: Locale, id: string) =>
  main(page).getByRole('heading', { level: 2, name: t(locale, id) });

/** The waiting room polls every 15 s before the session and every 5 s around it: the fake clock moves it on. */
async function nextPoll(page: Page) {
  await page.clock.fastForward(16_000);
}

// Chromium's fake camera and microphone, and its fake permission prompt that allows them (launch options are
// per browser: e2e/waitingRoomDenied.spec.ts runs without the prompt).
test.use({
  viewport: DESKTOP_VIEWPORT,
  timezoneId: 'Europe/Madrid',
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), FAKE_DEVICES, FAKE_PERMISSION_PROMPT],
  },
});

test.describe('the waiting room with a camera and microphone', () => {
  for (const locale of locales) {
    test(`${locale}: device check → waiting → starting → automatic start in the embedded room → ended → review`, async ({
      page,
    }) => {
      test.slow(); // screenshots at two sizes and axe on every state
      await signInAsDemoPatient(page, locale, '/appointments');
      const id = await firstUpcomingId(page, locale);
      await page.clock.install();
      await page.goto(localized(locale, `/waiting?id=${id}`));

      await expect(heading(page, locale, 'appointments.devices.title')).toBeVisible();
      await expect(main(page).getByText(t(locale, 'appointments.devices.ready'))).toBeVisible();
      await expect(
        main(page).getByRole('meter', { name: t(locale, 'appointments.devices.level') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('combobox', { name: t(locale, 'appointments.devices.camera') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('combobox', { name: t(locale, 'appointments.devices.microphone') }),
      ).toBeVisible();
      await expect
        .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth))
        .toBeGreaterThan(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `waiting-devices-${locale}`);

      await main(page)
        .getByRole('button', { name: t(locale, 'appointments.devices.continue') })
        .click();
      await expect(heading(page, locale, 'appointments.waiting.waitingTitle')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `waiting-waiting-${locale}`);

      await setVisitStatus(page, id, 'session_starting');
      await nextPoll(page);
      await expect(heading(page, locale, 'appointments.waiting.startingTitle')).toBeVisible();
      await expect(main(page).getByRole('timer')).toHaveText(/^[12]:\d\d$/);
      await expect(
        main(page).getByRole('button', { name: t(locale, 'appointments.waiting.joinNow') }),
      ).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `waiting-starting-${locale}`);

      // Spec §9: the session starts by itself 2 minutes after 'session starting'.
      await page.clock.fastForward('01:00');
      await expect(main(page).getByRole('timer')).toHaveText(/^[01]:\d\d$/);
      await expect(main(page).locator('iframe')).toHaveCount(0);
      await page.clock.fastForward('01:05');
      const room = main(page).locator('iframe');
      await expect(room).toHaveAttribute('allow', 'camera; microphone');
      await expect(room).toHaveAttribute(
        'title',
        t(locale, 'appointments.waiting.roomTitle', { doctor: 'Dr. Javier Ortega' }),
      );
      const frame = page.frameLocator('main iframe');
      await expect(frame.locator('#doctor-tile')).toBeVisible();
      await expect
        .poll(() => frame.locator('#self-view').evaluate((video: HTMLVideoElement) => video.videoWidth))
        .toBeGreaterThan(0);
      await expect(
        main(page).getByRole('link', { name: t(locale, 'appointments.waiting.openInNewTab') }),
      ).toHaveAttribute('href', new RegExp(`/sandbox/video/${id}\\?lang=${locale}$`));

      await setVisitStatus(page, id, 'session_in_progress');
      await nextPoll(page);
      await expect(
        main(page).getByText(t(locale, 'appointmentStatus.sessionInProgress'), { exact: true }),
      ).toBeVisible();
      await expect(room).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `waiting-in-call-${locale}`);

      await setVisitStatus(page, id, 'done');
      await nextPoll(page);
      await expect(heading(page, locale, 'appointments.waiting.endedTitle')).toBeVisible();
      await expect(room).toHaveCount(0);
      const review = main(page).getByRole('form', { name: t(locale, 'review.title') });
      await review.getByRole('button', { name: t(locale, 'review.send') }).click();
      await expect(review.getByText(t(locale, 'review.ratingRequired')).last()).toBeVisible();
      // The stars are labels of visually hidden radios: the patient clicks the fifth star.
      const five = review.getByRole('radio', {
        name: locale === 'es' ? '5 estrellas' : '5 stars',
        exact: true,
      });
      await review.locator(`label[for="${await five.getAttribute('id')}"]`).click();
      await expect(five).toBeChecked();
      await review.getByRole('textbox').fill(locale === 'es' ? 'Muy amable.' : 'Very kind.');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, `waiting-ended-${locale}`);
      await review.getByRole('button', { name: t(locale, 'review.send') }).click();
      await expect(main(page).getByText(t(locale, 'review.thanks'))).toBeVisible();
      await shoot(page, `waiting-reviewed-${locale}`);

      await page.goto(localized(locale, `/appointments-detail?id=${id}`));
      await expect(main(page).getByText(t(locale, 'appointments.detail.reviewed'))).toBeVisible();
    });
  }

  test('losing the network shows reconnecting and recovers the right state: ended, not a stale starting', async ({
    page,
    context,
  }) => {
    test.slow(); // screenshots at two sizes and axe on every state
    await signInAsDemoPatient(page, 'en', '/appointments');
    const id = await firstUpcomingId(page, 'en');
    await setVisitStatus(page, id, 'session_starting');
    await page.clock.install();
    await page.goto(localized('en', `/waiting?id=${id}`));
    await main(page)
      .getByRole('button', { name: t('en', 'appointments.devices.continue') })
      .click();
    await expect(heading(page, 'en', 'appointments.waiting.startingTitle')).toBeVisible();

    await context.setOffline(true);
    await expect(main(page).getByText(t('en', 'appointments.waiting.reconnecting'))).toBeVisible();
    await expect(
      main(page).getByRole('button', { name: t('en', 'appointments.waiting.joinNow') }),
    ).toBeDisabled();
    await nextPoll(page);
    await expect(main(page).getByText(t('en', 'appointments.waiting.reconnecting'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'waiting-reconnecting-en');
    // The countdown runs out while offline: nothing starts on a status that may be stale.
    await page.clock.fastForward('02:10');
    await expect(main(page).locator('iframe')).toHaveCount(0);

    await setVisitStatus(page, id, 'done');
    await context.setOffline(false);
    await expect(heading(page, 'en', 'appointments.waiting.endedTitle')).toBeVisible();
    await expect(main(page).getByText(t('en', 'appointments.waiting.reconnecting'))).toHaveCount(0);
    await expect(heading(page, 'en', 'appointments.waiting.startingTitle')).toHaveCount(0);
  });
});
