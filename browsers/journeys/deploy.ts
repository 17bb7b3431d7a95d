import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyOfBuild, nextBuild } from '../../scripts/buildCopies.ts';
import type { Tab } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import { freePort, startProcess, stopProcess, untilAnswers } from '../../scripts/processes.ts';
import type { JourneyRun } from '../support/run.ts';

const banner = { role: 'banner' };
const entryScript = (tab: Tab) => tab.attribute({ css: 'script[src*="/static/js/index."]' }, 'src');

/** A web server of its own for the build in `dir` (scripts/deployServer.ts), logging to the run's deploy.log. */
async function serve(run: JourneyRun, dir: string) {
  const port = await freePort();
  const log = path.join(run.site.workDir, 'deploy.log');
  const server = startProcess(process.execPath, ['scripts/deployServer.ts', dir, String(port)], {
    log: (line) => appendFileSync(log, `${line}\n`),
  });
  await untilAnswers(server, `http://127.0.0.1:${port}/`, 60_000);
  return { url: `http://127.0.0.1:${port}`, stop: () => stopProcess(server) };
}

/**
 * Two builds of this journey's own, each served by its web server: the one the tab opens, whose hashed files no
 * earlier journey can have left in the browser's cache (a cached chunk of the old build loads without asking,
 * as it should, and no deploy would be seen), and the next one: every hashed file renamed again, and, a broken
 * deploy besides, without the specialties page's code.
 */
async function deployed(run: JourneyRun) {
  const work = mkdtempSync(path.join(tmpdir(), 'deploy-'));
  const before = nextBuild(copyOfBuild(path.join(work, 'dist')), path.join(work, 'before'));
  const next = nextBuild(before, path.join(work, 'after'));
  const async = path.join(next, 'static', 'js', 'async');
  for (const file of readdirSync(async).filter((name) => name.startsWith('page-specialties.'))) {
    rmSync(path.join(async, file));
  }
  const servers = await Promise.all([serve(run, before), serve(run, next)]);
  return {
    before: servers[0].url,
    next: servers[1].url,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * A tab open across a deploy, without a service worker (e2e/newBuild.spec.ts in Chromium): a link whose code is
 * gone reloads the tab once, onto the page it leads to, in the new build; a page the new build lacks too says,
 * after that one reload, that it could not be loaded, with the way home (issue 34.2).
 */
export async function acrossADeploy(run: JourneyRun, locale: Locale): Promise<void> {
  const builds = await deployed(run);
  const current = run.site.web.target;
  try {
    run.site.web.target = builds.before;
    run.site.web.pagesUncached = true;
    await run.withTab(async (tab) => {
      // An address no other journey opens: the browser has no page of another build kept for it.
      await tab.goto(`${localized(locale, '/')}?deploy`);
      await tab.waitForApp();
      // The tab has settled: the parts that load by themselves have come (the footer last).
      await tab.find({ role: 'contentinfo' });
      const before = await entryScript(tab);
      run.site.web.target = builds.next;

      await tab.click({ role: 'link', name: t(locale, 'header.aboutUs'), within: banner });
      await tab.waitForPath(new RegExp(`^${localized(locale, '/about-us')}$`));
      await tab.find({ role: 'heading', level: 1, name: t(locale, 'aboutUs.title') });
      await tab.waitForApp();
      assert.notEqual(await entryScript(tab), before, 'the new build');

      await tab.click({ role: 'link', name: t(locale, 'header.specialties'), within: banner });
      const dialog = { role: 'alertdialog' };
      await tab.find({ text: t(locale, 'errorModal.pageLoadFailed'), within: dialog });
      assert.equal(await tab.path(), localized(locale, '/specialties'));
      await tab.click({ role: 'button', name: t(locale, 'ErrorBtnText'), within: dialog });
      await tab.waitForPath(new RegExp(`^${localized(locale, '/').replace(/\/$/, '')}/?$`));
      await tab.find({ role: 'link', name: t(locale, 'header.specialties'), within: banner });
      await tab.gone(dialog);
    });
  } finally {
    run.site.web.target = current;
    run.site.web.pagesUncached = false;
    await builds.stop();
  }
}
