import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Tab } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import { asThePatient } from '../support/patient.ts';
import type { JourneyRun } from '../support/run.ts';
import { controlledByWorker, keptForReadingOffline, withServiceWorker } from '../support/serviceWorker.ts';
import { firstDetailsLink } from './appointments.ts';

const SHOTS = '/work/shots/wip/client-trips';

async function shoot(run: JourneyRun, tab: Tab, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const [width, height, size] of [
    [1280, 900, 'desktop'],
    [390, 844, '390'],
  ] as const) {
    await tab.setViewport(width, height);
    writeFileSync(path.join(SHOTS, `${name}-${run.name}-${size}.png`), await tab.page.screenshot());
  }
  await tab.setViewport(1280, 900);
}

/**
 * Issue 34.1 with the service worker: signed in, the appointments seen once online; then offline, a page never
 * opened here is the app's offline page in the page's language, linking to the appointments, which open from the
 * worker's copies; back online, its 'Try again' opens the page asked for. The network goes at the site's fronts
 * (they drop every connection), the same in every browser.
 */
export async function offlinePageOfANewPage(run: JourneyRun, locale: Locale): Promise<void> {
  await withServiceWorker(run, () =>
    run.withTab(async (tab) => {
      await asThePatient(run, tab, locale, '/appointments');
      await controlledByWorker(tab);
      // Seen again now the worker answers: it keeps the page and the visits.
      await tab.goto(localized(locale, '/appointments'));
      await tab.find(firstDetailsLink(locale));
      await keptForReadingOffline(tab, localized(locale, '/appointments'));

      run.site.setOffline(true);
      await tab.goto(localized(locale, '/invoices'));
      await tab.find({ role: 'heading', level: 1, name: t(locale, 'offlinePage.title') });
      assert.equal(await tab.attribute({ css: 'html' }, 'lang'), locale);
      const readable = { role: 'region', name: t(locale, 'offlinePage.readable') };
      const appointments = { role: 'link', name: t(locale, 'offlinePage.appointments'), within: readable };
      await tab.find(appointments);
      // Never opened here: not offered.
      assert.equal(await tab.count({ role: 'link', name: t(locale, 'offlinePage.prescription') }), 0);
      assert.deepEqual(await tab.problems(), []);
      await shoot(run, tab, `offline-page-${locale}`);

      await tab.click(appointments);
      await tab.waitForPath(new RegExp(`^${localized(locale, '/appointments')}$`));
      await tab.find({ role: 'heading', level: 1, name: t(locale, 'appointments.title') });
      await tab.find(firstDetailsLink(locale));

      await tab.goto(localized(locale, '/invoices'));
      await tab.find({ role: 'heading', level: 1, name: t(locale, 'offlinePage.title') });
      run.site.setOffline(false);
      await tab.click({ role: 'link', name: t(locale, 'app.retry') });
      await tab.find({ role: 'heading', level: 1, name: t(locale, 'invoices.title') });
      assert.equal(await tab.path(), localized(locale, '/invoices'));
    }),
  );
}
