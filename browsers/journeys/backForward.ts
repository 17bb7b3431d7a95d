import assert from 'node:assert/strict';
import { eventually, type Tab } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import type { JourneyRun } from '../support/run.ts';
import { APP_ENTRY } from '../support/site.ts';

async function expectSignInFor(tab: Tab, locale: Locale, from: string) {
  await tab.waitForPath(
    new RegExp(`^${localized(locale, '/login')}\\?from=${encodeURIComponent(from).replace(/\?/g, '\\?')}$`),
  );
  await tab.find({ role: 'heading', level: 1, name: t(locale, 'login.title') });
  await tab.waitForApp();
}

/**
 * Issue 34.6 (e2e/backForward.spec.ts in Chromium): a visitor leaves a page that needs a session while its code
 * is starting, then goes Back to it. The browser shows it again from its back/forward cache; it used to stay an
 * empty page. The link is followed from the page's own boot (its `boot: store` mark), and the next page answers
 * only once that boot has gone as far as it can, as on a slow phone.
 */
export async function backToAPageLeftWhileStarting(run: JourneyRun, locale: Locale): Promise<void> {
  await run.withTab(async (tab) => {
    await tab.goto(localized(locale, '/invoices'));
    await expectSignInFor(tab, locale, '/invoices');

    const next = localized(locale, '/profile');
    const releaseEntry = run.site.web.hold(APP_ENTRY);
    const releaseNext = run.site.web.hold(new RegExp(`^${next}$`));
    try {
      await tab.goto(localized(locale, '/appointments'));
      await tab.evaluate((to) => {
        (window as { leftWhileStarting?: boolean }).leftWhileStarting = true;
        new PerformanceObserver((entries) => {
          for (const { name } of entries.getEntries()) {
            if (name === 'boot: store') window.location.href = to;
            if (name === 'boot: render code') document.documentElement.dataset.bootDone = 'true';
          }
        }).observe({ type: 'measure' });
      }, next);
      releaseEntry();
      // The page stays until the next one answers: its boot goes on meanwhile.
      await tab.find({ css: 'html[data-boot-done]' });
    } finally {
      releaseEntry();
      releaseNext();
    }
    await expectSignInFor(tab, locale, '/profile');

    await tab.evaluate(() => history.back());
    await expectSignInFor(tab, locale, '/appointments');
    const fromTheCache = await eventually(() =>
      tab.evaluate(() => (window as { leftWhileStarting?: boolean }).leftWhileStarting === true),
    );
    assert.equal(fromTheCache, true, 'the page came back from the back/forward cache');

    await tab.evaluate(() => history.forward());
    await expectSignInFor(tab, locale, '/profile');
    await tab.evaluate(() => history.back());
    await expectSignInFor(tab, locale, '/appointments');
    assert.deepEqual(await tab.problems(), []);
  });
}
