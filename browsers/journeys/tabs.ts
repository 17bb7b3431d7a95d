import assert from 'node:assert/strict';
import { eventually, Tab } from '../support/driver.ts';
import { localized, t } from '../support/i18n.ts';
import { accountButton, backDoor, newDemoPatient, signInWithLink } from '../support/patient.ts';
import type { JourneyRun } from '../support/run.ts';

const locale = 'es';
const EXPIRIES = 2;
const main = { role: 'main' };
const saveButton = { role: 'button', name: t(locale, 'profile.save'), within: main };

interface Session {
  refreshes: number;
  revoked: boolean;
}

/**
 * Waits until the provider refuses the access token the tabs hold now (they live 4 s on this sandbox); read
 * again on each try, in case a tab renewed it meanwhile.
 */
async function accessTokenExpired(run: JourneyRun, tab: Tab) {
  await eventually(async () => {
    const token = await tab.evaluate(() => localStorage.getItem('access_token'));
    const response = await fetch(new URL('/api/v1/finance/balance', run.site.sandboxUrl), {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 401, 'the access token has expired');
  });
}

/**
 * Two tabs of one profile on the sandbox whose access tokens live 4 s (Web Locks and the IndexedDB hand-over of
 * the refreshed pair: src/lib/browserLock.ts, src/lib/sessionHandoff.ts). Both call the provider at once with an
 * expired token, expiry after expiry: the provider sees exactly one refresh each time, neither tab is signed out;
 * signing out in one signs the other out.
 */
export async function twoTabsAcrossTokenExpiries(run: JourneyRun): Promise<void> {
  const profile = await run.browser.newProfile!();
  run.site.useShortTokenSandbox(true);
  try {
    const patient = await newDemoPatient(run.site.sandboxUrl);
    const phone = patient.phone.replace(/^\+34/, '');
    const sessions = async () =>
      (
        await backDoor<{ sessions: Session[] }>(run.site.sandboxUrl, `/sandbox/sessions?phone=${phone}`)
      ).sessions.map(({ refreshes, revoked }) => ({ refreshes, revoked }));
    const first = new Tab(await profile.newPage(), run.site.url);
    await signInWithLink(first, locale, patient.login_token, '/profile');
    const second = new Tab(await profile.newPage(), run.site.url);
    await second.goto(localized(locale, '/profile'));
    for (const tab of [first, second]) await tab.find(saveButton);

    for (let expiry = 1; expiry <= EXPIRIES; expiry += 1) {
      await accessTokenExpired(run, first);
      const before = (await sessions())[0]!.refreshes;
      await Promise.all([first.click(saveButton), second.click(saveButton)]);
      for (const tab of [first, second]) {
        await tab.find({ text: t(locale, 'profile.saved'), within: main });
        assert.equal(await tab.count({ role: 'alert', within: main }), 0);
      }
      // Both saves have been answered (a click clears "saved" at once): every refresh they needed is counted.
      assert.deepEqual(await sessions(), [{ refreshes: before + 1, revoked: false }]);
    }

    // Logout ends in a reload of the tab that logged out, after the sign-in page has already shown there (the
    // session's end sends it to sign in, then the cookie goes, then the reload): its document is marked, so the
    // journey waits for the new one instead of reading the old one as it goes.
    await first.evaluate(() => {
      (window as { loggingOut?: true }).loggingOut = true;
    });
    await first.click({ role: 'button', name: t(locale, 'profile.logout'), within: main });
    await eventually(async () => {
      const reloaded = await first.evaluate(
        () => !(window as { loggingOut?: true }).loggingOut && document.readyState === 'complete',
      );
      if (!reloaded) throw new Error('the tab that logged out has not reloaded yet');
    });
    // Each tab is done once it shows the sign-in page, signed out.
    for (const tab of [first, second]) {
      await tab.waitForPath(new RegExp(`^${localized(locale, '/login')}\\?from=%2Fprofile$`));
      await tab.find({ role: 'heading', level: 1, name: t(locale, 'login.title') });
      await tab.gone(accountButton);
    }
    assert.equal((await sessions())[0]!.revoked, true);
    for (const tab of [first, second]) assert.deepEqual(await tab.problems(), []);
  } finally {
    run.site.useShortTokenSandbox(false);
    await profile.close();
  }
}
