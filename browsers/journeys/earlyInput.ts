import assert from 'node:assert/strict';
import type { Tab } from '../support/driver.ts';
import { type Locale, localized, plain, t } from '../support/i18n.ts';
import { newPhone } from '../support/patient.ts';
import type { JourneyRun } from '../support/run.ts';
import { APP_ENTRY } from '../support/site.ts';

const interactive = (tab: Tab) => tab.count({ css: 'html[data-interactive]' });

/**
 * A server-rendered page shows before its code has run: what the patient clicks and types meanwhile is held by
 * the page's inline script (src/lib/earlyInputScript.ts) and done again once the app answers.
 */
/** Holds the app's entry script back (never cached: support/site.ts) until the journey has acted. */
async function beforeTheAppLoads(run: JourneyRun, tab: Tab, path: string, act: () => Promise<void>) {
  const release = run.site.web.hold(APP_ENTRY);
  try {
    await tab.goto(path);
    await act();
    assert.equal(await interactive(tab), 0, 'the clicks landed before the app had loaded');
  } finally {
    release();
  }
  await tab.waitForApp();
}

/** A click on the header's quick actions before the app has loaded opens the menu once it has. */
export async function quickActionsClickedEarly(run: JourneyRun, locale: Locale): Promise<void> {
  await run.withTab(async (tab) => {
    const button = { role: 'button', name: t(locale, 'header.quickActions') };
    await beforeTheAppLoads(run, tab, localized(locale, '/'), () => tab.click(button));
    await tab.find({ role: 'menu' });
    await tab.find({ role: 'menuitem', name: t(locale, 'quickActions.renew.title') });
    assert.equal(await tab.attribute({ css: '#quick-actions-button' }, 'aria-expanded'), 'true');
    assert.deepEqual(await tab.problems(), []);
  });
}

/** The phone typed, the policy ticked and "continue" pressed before the app has loaded: the code is sent. */
export async function signInTypedEarly(run: JourneyRun, locale: Locale): Promise<void> {
  await run.withTab(async (tab) => {
    const main = { role: 'main' };
    const phone = newPhone();
    await beforeTheAppLoads(run, tab, localized(locale, '/login'), async () => {
      await tab.fill({ role: 'textbox', name: t(locale, 'phone.numberLabel'), within: main }, phone);
      await tab.click({ role: 'checkbox', name: plain(locale, 'login.privacyConsent'), within: main });
      await tab.click({ role: 'button', name: t(locale, 'login.continue'), within: main });
    });
    await tab.find({ role: 'heading', level: 2, name: t(locale, 'login.codeTitle'), within: main });
    const shown = `+34 ${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`;
    await tab.find({ text: t(locale, 'login.codeSentSms', { destination: shown }), within: main });
    assert.doesNotMatch(await tab.path(), new RegExp(phone), 'the phone stays out of the address');
    assert.deepEqual(await tab.problems(), []);
  });
}
