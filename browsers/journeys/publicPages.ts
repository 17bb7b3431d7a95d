import assert from 'node:assert/strict';
import { PUBLIC_PAGES } from '../../e2e/publicPages.ts';
import { eventually, type Tab } from '../support/driver.ts';
import { type Locale, localized } from '../support/i18n.ts';
import type { JourneyRun } from '../support/run.ts';

/** Waits until the page has fetched nothing new for a moment (what it loads after hydrating has arrived). */
export async function settled(tab: Tab): Promise<void> {
  let last = -1;
  await eventually(async () => {
    const count = await tab.evaluate(() => performance.getEntriesByType('resource').length);
    const quiet = count === last;
    last = count;
    if (!quiet) throw new Error('still loading');
  });
}

/**
 * Every public page arrives rendered by the server, paints, and is taken over by the app without a problem
 * reported (hydration mismatch, script error, console error, CSP violation).
 */
export async function publicPagesHydrate(run: JourneyRun, locale: Locale): Promise<void> {
  await run.withTab(async (tab) => {
    for (const page of PUBLIC_PAGES) {
      const address = localized(locale, page);
      const html = await (await fetch(new URL(address, run.site.url))).text();
      assert.match(html, /<div id="root"><div/, `${address} is rendered on the server`);
      await tab.goto(address);
      await tab.find({ role: 'heading', level: 1 });
      await tab.waitForApp();
      await settled(tab);
      const painted = await tab.evaluate(() =>
        performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'),
      );
      assert.ok(painted, `${address} painted`);
      assert.deepEqual(await tab.problems(), [], `${address} reported no problem`);
    }
  });
}
