import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { type BrowserAdapter, recentSteps, Tab } from './driver.ts';
import type { DemoPatient } from './patient.ts';
import { type Site, startSite } from './site.ts';

/** Starting the servers and the browser; one journey (several pages, sign-in, payment) on a busy machine. */
export const START_MS = 180_000;
export const JOURNEY_MS = 180_000;

export type Launcher = (workDir: string) => Promise<BrowserAdapter>;

/**
 * One browser's journeys: the site and the browser they share, started once for the whole file (the browser's
 * profile, and so a signed-in session, carries from journey to journey: see support/patient.ts).
 */
export class JourneyRun {
  #site?: Site;
  #browser?: BrowserAdapter;
  /** The patient the journeys share (support/patient.ts). */
  patient?: DemoPatient;

  readonly name: 'firefox' | 'webkit';
  readonly #launch: Launcher;
  readonly #options: { shortTokens?: boolean };

  constructor(name: 'firefox' | 'webkit', launch: Launcher, options: { shortTokens?: boolean } = {}) {
    this.name = name;
    this.#launch = launch;
    this.#options = options;
  }

  get site(): Site {
    if (!this.#site) throw new Error('the site has not started');
    return this.#site;
  }

  get browser(): BrowserAdapter {
    if (!this.#browser) throw new Error('the browser has not started');
    return this.#browser;
  }

  /** Files the journeys write for the browser to read (photos to upload) and where downloads land. */
  dir(name: string): string {
    const dir = path.join(this.site.workDir, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  async start(): Promise<void> {
    this.#site = await startSite(this.name, this.#options);
    this.#browser = await this.#launch(this.dir('browser'));
    console.log(`${this.name}: ${this.#browser.version}, site ${this.#site.url}`);
  }

  async stop(): Promise<void> {
    await this.#browser?.close();
    await this.#site?.stop();
  }

  /**
   * One journey, a test of its own. One that fails, or stalls until its time is up, prints its last steps: where
   * it was, in CI's output, without a run with BROWSERS_DEBUG.
   */
  journey(name: string, body: () => Promise<void>): void {
    const printSteps = (why: string) =>
      console.log(`${this.name}: ${why}; its last steps:\n  ${recentSteps().join('\n  ')}`);
    test(`${this.name}: ${name}`, { timeout: JOURNEY_MS }, async (context) => {
      const stalled = () => printSteps(`"${name}" ran out of time`);
      context.signal.addEventListener('abort', stalled, { once: true });
      try {
        await body();
      } catch (error) {
        printSteps(`"${name}" failed`);
        throw error;
      } finally {
        // The test's signal is aborted when it ends, too: only a journey still running then has stalled.
        context.signal.removeEventListener('abort', stalled);
      }
    });
  }

  async newTab(): Promise<Tab> {
    return new Tab(await this.browser.newPage(), this.site.url);
  }

  /** A tab used by `journey`, closed afterwards whatever happens; what it showed when it failed is kept. */
  async withTab<T>(journey: (tab: Tab) => Promise<T>): Promise<T> {
    const tab = await this.newTab();
    try {
      return await journey(tab);
    } catch (error) {
      const shot = path.join(this.dir('failures'), `${Date.now()}.png`);
      await tab.page
        .screenshot()
        .then((png) => writeFileSync(shot, png))
        .then(() => console.log(`${this.name}: the page when the journey failed: ${shot}`))
        .catch(() => undefined);
      throw error;
    } finally {
      await tab.close();
    }
  }
}
