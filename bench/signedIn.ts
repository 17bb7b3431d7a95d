/**
 * Lighthouse mobile (its default settings: emulated phone, simulated slow 4G and 4× CPU) on the pages that need a
 * session (issue 25, item 3). Each run is a fresh Chromium: a patient signs in through the sandbox's one-time
 * link in a tab of it (the app stores the tokens and the `token` cookie as for any sign-in), the browser's HTTP
 * cache is cleared, and Lighthouse loads the page in that browser with `disableStorageReset` (it would
 * otherwise wipe the origin's storage, and with it the session, before loading).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium as playwright } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { executablePath, firstUpcomingAppointment, holdPreOrder, median, ms, signIn } from './session.ts';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** The largest shifts' elements, for the pages with CLS: what to fix. */
  shifts: string[];
  /** Lighthouse's CPU benchmark of this machine (bench/lighthouse.ts). */
  benchmarkIndex: number;
  /** Where the main thread's time went (Lighthouse's groups: script evaluation, style and layout…), ms. */
  mainThread: Array<[group: string, ms: number]>;
}

/** The pages, by what the patient needs for them: the demo history (a visit) or a held pre-order. */
const PAGES: Array<{
  label: string;
  kind: 'demo' | 'new';
  path(ids: { visit: number; preOrder: number }): string;
}> = [
  { label: '/appointments', kind: 'demo', path: () => '/appointments' },
  { label: '/appointments-detail', kind: 'demo', path: ({ visit }) => `/appointments-detail?id=${visit}` },
  { label: '/invoices', kind: 'demo', path: () => '/invoices' },
  { label: '/profile', kind: 'demo', path: () => '/profile' },
  { label: '/doctor_pre_order', kind: 'new', path: () => '/doctor_pre_order?specialityId=1' },
  { label: '/payment', kind: 'new', path: ({ preOrder }) => `/payment?preOrder=${preOrder}` },
];

async function oneRun(
  origin: string,
  sandboxUrl: string,
  page: (typeof PAGES)[number],
): Promise<Figures | string> {
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const tab = await context.newPage();
    const patient = await signIn(tab, origin, sandboxUrl, page.kind);
    const ids = {
      visit: page.kind === 'demo' ? await firstUpcomingAppointment(sandboxUrl, patient.accessToken) : 0,
      preOrder: page.label === '/payment' ? await holdPreOrder(sandboxUrl, patient.accessToken) : 0,
    };
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.clearBrowserCache');
    await tab.goto('about:blank');
    await browser.close(); // Playwright's connection only; the browser and its storage stay for Lighthouse
    const result = await lighthouse(origin + page.path(ids), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const lhr = result?.lhr;
    if (!lhr) return 'no result';
    // BENCH_LHR_DIR=dir keeps each run's whole report, to look into what a figure hides.
    if (process.env.BENCH_LHR_DIR)
      writeFileSync(
        path.join(process.env.BENCH_LHR_DIR, `${page.label.slice(1)}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    if (lhr.runtimeError) return lhr.runtimeError.code;
    if (/\/login/.test(lhr.finalDisplayedUrl))
      return `went to ${lhr.finalDisplayedUrl}: the session was lost`;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const shiftItems =
      (
        lhr.audits['layout-shifts']?.details as
          { items?: Array<{ node?: { snippet?: string }; score?: number }> } | undefined
      )?.items ?? [];
    return {
      score: lhr.categories.performance?.score ?? 0,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      mainThread: (
        (
          lhr.audits['mainthread-work-breakdown']?.details as
            { items?: Array<{ groupLabel?: string; group?: string; duration?: number }> } | undefined
        )?.items ?? []
      ).map((item) => [item.groupLabel ?? item.group ?? '?', item.duration ?? 0]),
      shifts: shiftItems
        .slice(0, 2)
        .map((item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet?.slice(0, 90) ?? ''}`),
    };
  } finally {
    chrome.kill();
  }
}

export async function signedInLighthouse(
  { origin, sandboxUrl, runs }: { origin: string; sandboxUrl: string; runs: number },
  log: (line: string) => void,
) {
  log('page                   score   LCP ms   TBT ms      CLS   FCP ms   host index');
  for (const page of PAGES) {
    const samples: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const outcome = await oneRun(origin, sandboxUrl, page);
      if (typeof outcome === 'string')
        log(`Lighthouse could not measure ${page.label}, run ${run + 1}: ${outcome}`);
      else samples.push(outcome);
    }
    if (!samples.length) continue;
    const of = (pick: (figures: Figures) => number) => median(samples.map(pick));
    log(
      `${page.label.padEnd(22)} ${of((f) => f.score)
        .toFixed(2)
        .padStart(5)}  ${ms(of((f) => f.lcp))}  ${ms(of((f) => f.tbt))}   ${of((f) => f.cls)
        .toFixed(3)
        .padStart(6)}  ${ms(of((f) => f.fcp))}   ${ms(
        of((f) => f.benchmarkIndex),
        10,
      )}`,
    );
    const groups = new Map<string, number[]>();
    for (const [group, time] of samples.flatMap((sample) => sample.mainThread))
      groups.set(group, [...(groups.get(group) ?? []), time]);
    log(
      `      main thread: ${[...groups]
        .map(([group, times]) => [group, median(times)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([group, time]) => `${group} ${time.toFixed(0)} ms`)
        .join(', ')}`,
    );
    const shifts = new Set(samples.flatMap((sample) => sample.shifts));
    for (const shift of [...shifts].slice(0, 3)) log(`      shift ${shift}`);
  }
}
