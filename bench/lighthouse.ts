import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './session.ts';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's simulated time to interactive (not in the score since Lighthouse 10): what loading later costs. */
  ttiMs: number;
  /**
   * How fast this machine ran Lighthouse's own CPU benchmark (`environment.benchmarkIndex`): its 4× CPU slowdown
   * is meant for a desktop of about 1,000 or more; on a slower (or busier) machine every figure is worse.
   */
  benchmarkIndex: number;
}

/**
 * Lighthouse's performance category with its default (mobile) settings: an emulated mid-range phone on a
 * throttled network (simulated). Each page `runs` times in a fresh Chromium; medians.
 */
export async function lighthouseMedians(
  urls: string[],
  runs: number,
  chromePath: string | undefined,
  log: (line: string) => void,
): Promise<Map<string, LighthouseFigures>> {
  const results = new Map<string, LighthouseFigures>();
  for (const url of urls) {
    const samples: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const chrome = await launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
        // BENCH_LHR_DIR=dir keeps each run's whole report, to look into what a figure hides.
        if (process.env.BENCH_LHR_DIR) {
          const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
          writeFileSync(
            path.join(process.env.BENCH_LHR_DIR, `${name}-${Date.now()}.json`),
            JSON.stringify(lhr),
          );
        }
        // A run Lighthouse could not measure (on a busy machine, e.g. NO_NAVSTART: its trace missed the
        // navigation) says why and is left out of the median instead of counting as a score of 0.
        if (lhr.runtimeError) {
          log(`Lighthouse could not measure ${url}, run ${run + 1}: ${lhr.runtimeError.code}`);
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          score: lhr.categories.performance?.score ?? 0,
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          fcpMs: audit('first-contentful-paint'),
          ttiMs: audit('interactive'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      } finally {
        chrome.kill();
      }
    }
    const figures = {
      score: median(samples.map((sample) => sample.score)),
      lcpMs: median(samples.map((sample) => sample.lcpMs)),
      tbtMs: median(samples.map((sample) => sample.tbtMs)),
      cls: median(samples.map((sample) => sample.cls)),
      fcpMs: median(samples.map((sample) => sample.fcpMs)),
      ttiMs: median(samples.map((sample) => sample.ttiMs)),
      benchmarkIndex: median(samples.map((sample) => sample.benchmarkIndex)),
    };
    results.set(url, figures);
    log(
      `${new URL(url).pathname.padEnd(20)} ${figures.score.toFixed(2).padStart(5)}   ${figures.lcpMs.toFixed(0).padStart(6)}   ${figures.tbtMs.toFixed(0).padStart(6)}   ${figures.cls.toFixed(3).padStart(6)}   ${figures.fcpMs.toFixed(0).padStart(6)}   ${figures.ttiMs.toFixed(0).padStart(6)}   ${figures.benchmarkIndex.toFixed(0).padStart(5)}`,
    );
  }
  return results;
}
