/**
 * Lighthouse mobile (its default settings: emulated phone, simulated slow 4G and 4× CPU) on the pages that need a
 * session (issue 25, item 3). Each run is a fresh Chromium: a patient signs in through the sandbox's one-time
 * link in a tab of it (the app stores the tokens and the `token` cookie as for any sign-in), the service worker
 * the app registered is removed and the browser's HTTP cache cleared, and Lighthouse loads the page in that
 * browser with `disableStorageReset` (it would otherwise wipe the origin's storage, and with it the session, before
 * loading).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium as playwright } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  executablePath,
  median,
  ms,
  SIGNED_IN_PAGES,
  type SignedInPage,
  signedInPath,
  signIn,
} from './session.ts';

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

/** The signed-in pages, after the reference: the public `/doctor/1` as a visitor gets it, measured the same way. */
const PAGES: Array<Omit<SignedInPage, 'kind'> & { kind: SignedInPage['kind'] | 'visitor' }> = [
  { label: '/doctor/1 (visitor)', kind: 'visitor', path: () => '/doctor/1' },
  ...SIGNED_IN_PAGES,
];

/**
 * An access token as the browser holds it a quarter of an hour after its last visit: expired (the refresh token
 * is still good). JWT-shaped, as the app and the server read it; never sent to the provider as it stands.
 */
function expiredToken(live: string): string {
  const [header, payload] = live.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const expired = { ...claims, exp: Math.floor(Date.now() / 1000) - 60 };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.expired`;
}

async function oneRun(
  origin: string,
  sandboxUrl: string,
  page: (typeof PAGES)[number],
  token: 'fresh' | 'expired',
): Promise<Figures | string> {
  const chrome = await launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const tab = await context.newPage();
    let address = page.path({ visit: 0, preOrder: 0 });
    if (page.kind !== 'visitor') {
      const patient = await signIn(tab, origin, sandboxUrl, page.kind);
      address = await signedInPath({ ...page, kind: page.kind }, sandboxUrl, patient.accessToken);
      if (token === 'expired') {
        const expired = expiredToken(patient.accessToken);
        await tab.evaluate((value) => localStorage.setItem('access_token', value), expired);
        await context.addCookies([{ name: 'token', value: expired, url: origin }]);
      }
    }
    const cdp = await context.newCDPSession(tab);
    // The app registers its service worker once it is idle, and the worker then fetches the whole app to keep it
    // (1.8 MB): a run that began meanwhile measured the page beside that work, and one whose worker had finished
    // loaded the page through it. The reference's browser has no worker, so the page's has none either: the
    // worker goes with what it kept (the session's storage and cookie stay).
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await tab.goto('about:blank');
    await browser.close(); // Playwright's connection only; the browser and its storage stay for Lighthouse
    const result = await lighthouse(origin + address, {
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
        path.join(
          process.env.BENCH_LHR_DIR,
          `${page.label.replace(/[^a-z0-9_-]+/gi, '-').replace(/^-|-$/g, '')}-${token}-${Date.now()}.json`,
        ),
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

/** The median figures of one page's runs, or undefined when none measured. */
function summary(samples: Figures[]) {
  if (!samples.length) return undefined;
  const of = (pick: (figures: Figures) => number) => median(samples.map(pick));
  const groups = new Map<string, number[]>();
  for (const [group, time] of samples.flatMap((sample) => sample.mainThread))
    groups.set(group, [...(groups.get(group) ?? []), time]);
  return {
    score: of((f) => f.score),
    lcp: of((f) => f.lcp),
    tbt: of((f) => f.tbt),
    cls: of((f) => f.cls),
    fcp: of((f) => f.fcp),
    benchmarkIndex: of((f) => f.benchmarkIndex),
    mainThread: [...groups]
      .map(([group, times]) => [group, median(times)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([group, time]) => `${group} ${time.toFixed(0)} ms`)
      .join(', '),
    shifts: [...new Set(samples.flatMap((sample) => sample.shifts))].slice(0, 3),
  };
}

/**
 * Each page with a fresh token and with an expired one (the server's frame, the early renewal), held against the
 * public `/doctor/1` measured the same way in the same rounds (issue 33's goals): the score's difference, LCP's
 * ratio, FCP's ratio (the expired token's frame against it), and the expired token's LCP against the fresh
 * token's.
 */
export async function signedInLighthouse(
  {
    origin,
    sandboxUrl,
    runs,
    pages: chosen = [],
  }: { origin: string; sandboxUrl: string; runs: number; pages?: string[] },
  log: (line: string) => void,
) {
  // `--signed-in-page /profile`: those pages only (and the reference, always).
  const pages = PAGES.filter(
    (page) =>
      page.kind === 'visitor' || !chosen.length || chosen.some((label) => page.label.startsWith(label)),
  );
  const cases = pages.flatMap((page) =>
    (page.kind === 'visitor' ? (['fresh'] as const) : (['fresh', 'expired'] as const)).map((token) => ({
      page,
      token,
      samples: [] as Figures[],
    })),
  );
  // In rounds: each round measures the reference and every page once, so every median (the reference's too)
  // spreads over the whole bench, and a machine that slows down halfway (Lighthouse's host index moves by a third
  // within one bench here) weighs on the reference as on the pages.
  for (let round = 0; round < runs; round += 1) {
    for (const { page, token, samples } of cases) {
      const outcome = await oneRun(origin, sandboxUrl, page, token);
      if (typeof outcome === 'string')
        log(`Lighthouse could not measure ${page.label} (${token}), round ${round + 1}: ${outcome}`);
      else samples.push(outcome);
    }
  }
  log(
    'page                    token    score   LCP ms   TBT ms      CLS   FCP ms   host index   Δscore  LCP×ref  FCP×ref  LCP×fresh',
  );
  const reference = summary(cases[0]!.samples);
  let fresh: ReturnType<typeof summary>;
  for (const { page, token, samples } of cases) {
    const figures = summary(samples);
    if (!figures) continue;
    if (token === 'fresh') fresh = figures;
    const ratio = (value: number, to: number | undefined) =>
      to ? `${(value / to).toFixed(2)}×`.padStart(7) : '      —';
    log(
      `${page.label.padEnd(22)}  ${(page.kind === 'visitor' ? '—' : token).padEnd(7)} ${figures.score
        .toFixed(2)
        .padStart(5)}  ${ms(figures.lcp)}  ${ms(figures.tbt)}   ${figures.cls.toFixed(3).padStart(6)}  ${ms(
        figures.fcp,
      )}   ${ms(figures.benchmarkIndex, 10)}   ${
        reference ? (figures.score - reference.score).toFixed(2).padStart(6) : '     —'
      }  ${ratio(figures.lcp, reference?.lcp)}  ${ratio(figures.fcp, reference?.fcp)}  ${
        token === 'expired' ? ratio(figures.lcp, fresh?.lcp) : '      —'
      }`,
    );
    log(`      main thread: ${figures.mainThread}`);
    for (const shift of figures.shifts) log(`      shift ${shift}`);
  }
}
