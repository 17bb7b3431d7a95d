import assert from 'node:assert/strict';
import path from 'node:path';
import {
  BROKEN_SPECIALITIES,
  builtRelease,
  SPECIALTIES_PAGE,
  symbolicated,
  throwingLine,
} from '../../e2e/errorReportSupport.ts';
import { eventually } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import type { JourneyRun } from '../support/run.ts';
import { settled } from './publicPages.ts';

/**
 * A page that throws (the specialities page, on a provider answer it cannot read) sends exactly one report to our
 * server, and `npm run symbolicate` turns it into the source file and line of the throw (issue 35).
 */
export async function pageThrowsOneReport(run: JourneyRun, locale: Locale): Promise<void> {
  const reports = run.site.web.record(/^\/api\/client-errors$/);
  const restore = run.site.sandbox.answerBrowser(/^\/api\/v1\/speciality\?/, BROKEN_SPECIALITIES);
  try {
    await run.withTab(async (tab) => {
      await tab.goto(localized(locale, '/'));
      await tab.waitForApp();
      await tab.click({ role: 'link', name: t(locale, 'header.specialties'), within: { role: 'banner' } });
      await tab.find({ text: t(locale, 'errorModal.pageLoadFailed') });
      await eventually(async () => assert.equal(reports.bodies.length, 1));
      // Everything the page does after the error has happened: still one report.
      await settled(tab);
      assert.equal(reports.bodies.length, 1);
    });
  } finally {
    restore();
    reports.stop();
  }
  const report = JSON.parse(reports.bodies[0]!) as Record<string, unknown>;
  assert.deepEqual(
    { release: report.release, page: report.page, kind: report.kind, name: report.name },
    { release: builtRelease(), page: '/specialties', kind: 'boundary', name: 'TypeError' },
  );
  assert.equal((report.browser as { family: string }).family, run.name === 'firefox' ? 'firefox' : 'safari');
  const source = symbolicated(report, path.join(run.dir('error-reports'), `${locale}.json`));
  assert.ok(
    source[1]?.includes(`${SPECIALTIES_PAGE}:${throwingLine()}:`),
    `the first frame is the throw: ${source.join('\n')}`,
  );
}
