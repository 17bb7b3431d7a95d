import { type Locale, localized, plain, t } from '../support/i18n.ts';
import { accountButton, newDemoPatient } from '../support/patient.ts';
import type { JourneyRun } from '../support/run.ts';

const SANDBOX_OTP = '123456';
const main = { role: 'main' };

/**
 * A signed-out patient opens their appointments, is asked to sign in, signs in with the code sent to their
 * phone and is back on their appointments; then signs out from the profile. The browser's patient (the one
 * the other journeys share) is the one who signs in.
 */
export async function signInWithCodeAndBack(run: JourneyRun, locale: Locale): Promise<void> {
  run.patient ??= await newDemoPatient(run.site.sandboxUrl);
  const nationalNumber = run.patient.phone.replace(/^\+34/, '');
  await run.withTab(async (tab) => {
    await tab.goto(localized(locale, '/appointments'));
    await tab.waitForPath(new RegExp(`^${localized(locale, '/login')}\\?from=%2Fappointments$`));
    await tab.waitForApp();
    await tab.fill({ role: 'textbox', name: t(locale, 'phone.numberLabel'), within: main }, nationalNumber);
    await tab.click({ role: 'checkbox', name: plain(locale, 'login.privacyConsent'), within: main });
    await tab.click({ role: 'button', name: t(locale, 'login.continue'), within: main });
    await tab.find({ role: 'heading', level: 2, name: t(locale, 'login.codeTitle'), within: main });
    await tab.fill({ role: 'textbox', name: t(locale, 'login.codeLabel'), within: main }, SANDBOX_OTP);
    await tab.click({ role: 'button', name: t(locale, 'login.verify'), within: main });

    await tab.waitForPath(new RegExp(`^${localized(locale, '/appointments')}$`));
    await tab.find({ role: 'heading', level: 1, name: t(locale, 'appointments.title') });
    await tab.find(accountButton);

    await tab.goto(localized(locale, '/profile'));
    await tab.click({ role: 'button', name: t(locale, 'profile.logout'), within: main });
    // Signing out reloads the page, which needs a session: the patient is asked to sign in again.
    await tab.waitForPath(new RegExp(`^${localized(locale, '/login')}\\?from=%2Fprofile$`));
    await tab.find({ role: 'heading', level: 1, name: t(locale, 'login.title') });
    await tab.gone(accountButton);
  });
}
