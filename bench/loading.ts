/**
 * The code-after-paint question (issue 25, item 4) with throttling Chromium applies, not Lighthouse's
 * simulation: Network.emulateNetworkConditions with Lighthouse's Slow 4G as DevTools applies it (562.5 ms
 * request latency, 1.47 Mbps down, 675 kbps up) and Emulation.setCPUThrottlingRate 4, a 390 px window, a cold
 * cache per load. The same build is served four ways at once (servers of their own, bench/serveVariant.ts;
 * src/ssr/document.ts): `after-paint` (the scripts are added once the page has shown), `preload` (the same, their
 * download started by the head at low priority), `preload-high` (at high priority) and `head` (`<script defer>`
 * in the head). Loads alternate between the ways so the machine's drift spreads evenly.
 *
 * Per page and way, medians of: FCP, LCP, `app-interactive` (the app answers input, src/boot/render.tsx), and
 * in a second load, a tap on the header's menu button made 1 s after the navigation started (or at the first
 * paint, when nothing is on the screen at 1 s): when it was made and how long until the menu it opens is on the
 * screen (a tap before the app answers is held and replayed by src/lib/earlyInputScript.ts).
 */
import { chromium, type Browser } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { t } from '../e2e/catalogs.ts';
import { SCRIPT_LOADINGS, type ScriptLoading } from '../server/pages.ts';
import { CHROMIUM_ARGS, executablePath, median, ms, waitForApp } from './session.ts';

/** Every way the server can load the app's code, each from a server of its own. */
const VARIANTS = SCRIPT_LOADINGS;
type Variant = ScriptLoading;
const PAGES = ['/', '/doctor/1'];
const TAP_AT_MS = 1000;

// Lighthouse's mobileSlow4G as DevTools throttling applies it (lighthouse/core/config/constants.js).
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};

/** Before any page script: when the tap went down, and when the menu it opens was first on the screen. */
const WATCH_TAP = `(() => {
  const tap = (window.__benchTap = {});
  addEventListener('pointerdown', (event) => { tap.down ??= event.timeStamp; }, true);
  new MutationObserver(() => {
    if (tap.opened || !document.getElementById('mobile-menu')) return; // src/app/shell/MobileMenuDrawer.tsx
    tap.opened = true;
    requestAnimationFrame(() => { tap.shown = performance.now(); });
  }).observe(document, { childList: true, subtree: true, attributes: true });
})()`;

async function startServer(
  distDir: string,
  variant: Variant,
): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'serveVariant.ts'), distDir, variant],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  for await (const line of createInterface({ input: child.stdout! })) {
    const port = /^listening (\d+)/.exec(line)?.[1];
    if (port) return { origin: `http://127.0.0.1:${port}`, child };
  }
  throw new Error(`the ${variant} server did not start`);
}

async function throttled(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

interface LoadFigures {
  fcp: number;
  lcp: number;
  interactive: number;
}

async function load(browser: Browser, url: string): Promise<LoadFigures> {
  const { context, page } = await throttled(browser);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await waitForApp(page, 120_000);
    return await page.evaluate(
      () =>
        new Promise<LoadFigures>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
          const interactive = performance.getEntriesByName('app-interactive')[0]?.startTime ?? NaN;
          let lcp = NaN;
          new PerformanceObserver((list) => {
            lcp = list.getEntries().at(-1)?.startTime ?? lcp;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve({ fcp, lcp, interactive }), 100);
        }),
    );
  } finally {
    await context.close();
  }
}

interface TapFigures {
  tappedAt: number;
  actedAfter: number;
}

async function tap(browser: Browser, url: string): Promise<TapFigures> {
  const { context, page } = await throttled(browser);
  try {
    await page.addInitScript(WATCH_TAP);
    let painted: (value: { timeOrigin: number; fcp: number }) => void;
    const firstPaint = new Promise<{ timeOrigin: number; fcp: number }>((resolve) => (painted = resolve));
    await page.exposeBinding('__benchPainted', (_source, figures: { timeOrigin: number; fcp: number }) =>
      painted(figures),
    );
    await page.addInitScript(`new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) window.__benchPainted({ timeOrigin: performance.timeOrigin, fcp: fcp.startTime });
    }).observe({ type: 'paint', buffered: true })`);
    const navigation = page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const { timeOrigin, fcp } = await firstPaint;
    const wait = timeOrigin + Math.max(TAP_AT_MS, fcp) - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const button = page.getByRole('banner').getByRole('button', { name: t('es', 'header.openMenu') });
    const box = await button.boundingBox();
    if (!box) throw new Error('no menu button to tap');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await navigation;
    const handle = await page.waitForFunction(
      () => {
        const figures = (window as unknown as { __benchTap: { down?: number; shown?: number } }).__benchTap;
        return figures.shown !== undefined && figures.down !== undefined ? figures : null;
      },
      undefined,
      { timeout: 120_000, polling: 100 },
    );
    const { down, shown } = (await handle.jsonValue()) as { down: number; shown: number };
    return { tappedAt: down, actedAfter: shown - down };
  } finally {
    await context.close();
  }
}

export async function loadingComparison(
  { distDir, runs, pages = PAGES }: { distDir: string; runs: number; pages?: string[] },
  log: (line: string) => void,
) {
  const servers = new Map<Variant, { origin: string; child: ChildProcess }>();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    for (const variant of VARIANTS) servers.set(variant, await startServer(distDir, variant));
    const loads = new Map<string, LoadFigures[]>();
    const taps = new Map<string, TapFigures[]>();
    for (let run = 0; run < runs; run += 1) {
      for (const pagePath of pages) {
        for (const variant of VARIANTS) {
          const key = `${pagePath} ${variant}`;
          const url = servers.get(variant)!.origin + pagePath;
          loads.set(key, [...(loads.get(key) ?? []), await load(browser, url)]);
          taps.set(key, [...(taps.get(key) ?? []), await tap(browser, url)]);
        }
      }
    }
    log('page         loading        FCP ms   LCP ms   answers ms   tap at ms   tap acts after ms');
    for (const pagePath of pages) {
      for (const variant of VARIANTS) {
        const key = `${pagePath} ${variant}`;
        const of = <T>(list: T[], pick: (item: T) => number) => median(list.map(pick));
        const l = loads.get(key)!;
        const tp = taps.get(key)!;
        log(
          `${pagePath.padEnd(12)} ${variant.padEnd(12)} ${ms(
            of(l, (f) => f.fcp),
            8,
          )} ${ms(
            of(l, (f) => f.lcp),
            8,
          )} ${ms(
            of(l, (f) => f.interactive),
            12,
          )} ${ms(
            of(tp, (f) => f.tappedAt),
            11,
          )} ${ms(
            of(tp, (f) => f.actedAfter),
            19,
          )}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const { child } of servers.values()) child.kill('SIGTERM');
  }
}
