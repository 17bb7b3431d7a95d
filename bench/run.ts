/**
 * `npm run bench`: performance figures of the production build served by `server/` (docs/performance.md).
 * Numbers to compare between commits on the same machine; never asserted in tests (budgets live in the build:
 * scripts/bundleBudget.ts). Starts a sandbox provider on the build's API port when none answers there.
 *
 *   npm run build && npm run bench
 *   npm run bench -- --runs 7 --path / --path /en/specialties     # cold loads and Lighthouse only for these pages
 *   npm run bench -- --lighthouse-runs 1 --no-load                  # quicker; --no-lighthouse skips it
 *   npm run bench -- --dist /elsewhere/dist                         # another build (e.g. before a change)
 *   npm run bench -- --script-loading preload-high                  # pages load the app's code another way
 *
 * 1. Cold loads in Chromium (Playwright): median bytes (JS, total), first contentful paint, DOMContentLoaded.
 * 2. Lighthouse (performance, its default mobile settings), median of --lighthouse-runs (3) per page.
 * 3. Installability (the web app manifest and the service worker) as Chromium checks it, on / and /en.
 * 4. The server under load (bench/server.ts): cached pages, uncached renders with shedding, memory under hostile
 *    Host values and unknown doctor ids, two instances behind nginx against one.
 *
 *   npm run bench -- --only-server                                  # section 4 only
 *   npm run bench -- --only-server --server-main old/server/main.ts # the same for another server (before/after)
 *
 * 5-8. What a patient feels (bench/patient.ts, docs/performance-field.md): interaction latency through a booking
 *    under 4× CPU, Lighthouse on the signed-in pages, the code after the first paint against scripts in the head
 *    under Slow 4G and 4× CPU applied by Chromium, and the JS heap through a long session.
 *
 *   npm run bench -- --only interactions --only long-session        # only the sections named (repeatable)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildServer } from '../server/app.ts';
import { SCRIPT_LOADINGS, type ScriptLoading } from '../server/pages.ts';
import { readBuildSettings } from '../server/securityHeaders.ts';
import { installability } from './installability.ts';
import { lighthouseMedians } from './lighthouse.ts';
import { PATIENT_OPTIONS, patientSections, wants } from './patient.ts';
import { ensureProvider } from './provider.ts';
import { serverBench } from './server.ts';
import { executablePath, median } from './session.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', multiple: true },
    dist: { type: 'string' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-load': { type: 'boolean', default: false },
    doctor: { type: 'string', default: '1' },
    'only-server': { type: 'boolean', default: false },
    'server-main': { type: 'string' },
    'load-seconds': { type: 'string', default: '10' },
    'server-sections': { type: 'string' },
    only: { type: 'string', multiple: true },
    'script-loading': { type: 'string', default: 'preload' },
    ...PATIENT_OPTIONS,
  },
});
const runs = Math.max(1, Number(values.runs));
const doctorPath = `/doctor/${values.doctor}`;
const paths = values.path?.length ? values.path : ['/', '/en', '/specialties', doctorPath, '/login'];
const LIGHTHOUSE_PATHS = [
  '/',
  '/en',
  '/specialties',
  doctorPath,
  '/about-us',
  '/contact-us',
  '/cookie-policy',
  '/privacy-policy',
];
const distDir = path.resolve(values.dist ?? path.join(import.meta.dirname, '..', 'dist'));
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

// How pages load the app's code: what patients get unless a comparison asks otherwise.
const scriptLoading = values['script-loading'] as ScriptLoading;
if (!SCRIPT_LOADINGS.includes(scriptLoading)) {
  console.error(`--script-loading is one of ${SCRIPT_LOADINGS.join(', ')}`);
  process.exit(1);
}
const stopProvider = await ensureProvider(readBuildSettings(distDir).apiBaseUrl);
const app = await buildServer({ distDir, scriptLoading });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

interface Sample {
  jsBytes: number;
  totalBytes: number;
  fcp: number;
  domContentLoaded: number;
  interactive: number;
}

async function coldLoads() {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  async function measure(pagePath: string): Promise<Sample> {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    let jsBytes = 0;
    let totalBytes = 0;
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      totalBytes += event.encodedDataLength;
      if (types.get(event.requestId) === 'Script') jsBytes += event.encodedDataLength;
    });
    await page.goto(origin + pagePath, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-interactive]', { state: 'attached' });
    const timings = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      // The app's mark once it answers input (src/boot/render.tsx).
      const interactive = performance.getEntriesByName('app-interactive')[0];
      return {
        fcp: paint?.startTime ?? 0,
        domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
        interactive: interactive?.startTime ?? 0,
      };
    });
    await context.close();
    return { jsBytes, totalBytes, ...timings };
  }

  console.log(`1. Cold loads: ${runs} per page, medians (${origin}, ${distDir})\n`);
  console.log('page                 JS (kB)   total (kB)   FCP (ms)   DOMContentLoaded (ms)   answers (ms)');
  for (const pagePath of paths) {
    const samples: Sample[] = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(pagePath));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
    const ms = (value: number) => value.toFixed(0).padStart(9);
    console.log(
      `${pagePath.padEnd(20)} ${kb(median(samples.map((s) => s.jsBytes)))}   ${kb(median(samples.map((s) => s.totalBytes)))}   ${ms(median(samples.map((s) => s.fcp)))}   ${ms(median(samples.map((s) => s.domContentLoaded))).padStart(21)}   ${ms(median(samples.map((s) => s.interactive))).padStart(12)}`,
    );
  }
  await browser.close();
}

const only = values['only-server'] ? ['load'] : values.only;
const sections = { ...values, only };

try {
  if (wants(sections, 'cold')) await coldLoads();
  if (!values['no-lighthouse'] && wants(sections, 'lighthouse')) {
    const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']));
    console.log(`\n2. Lighthouse, mobile (default settings), median of ${lighthouseRuns}\n`);
    console.log('page                 score   LCP ms   TBT ms      CLS   FCP ms   TTI ms   host index');
    await lighthouseMedians(
      (values.path?.length ? paths : LIGHTHOUSE_PATHS).map((pagePath) => origin + pagePath),
      lighthouseRuns,
      executablePath,
      (line) => console.log(line),
    );
  }
  if (wants(sections, 'installability')) {
    console.log('\n3. Installability (Chromium: Page.getInstallabilityErrors)\n');
    await installability(origin, ['/', '/en'], executablePath, (line) => console.log(line));
  }
  if (!values['no-load'] && wants(sections, 'load')) {
    // Each figure of this section comes from a server process of its own; the browser's server above is idle.
    await serverBench({
      distDir,
      script: path.resolve(
        values['server-main'] ?? path.join(import.meta.dirname, '..', 'server', 'main.ts'),
      ),
      seconds: Math.max(1, Number(values['load-seconds'])),
      sections: values['server-sections']?.split(','),
      log: (line) => console.log(line),
    });
  }
  await patientSections(sections, { origin, distDir, apiBaseUrl: readBuildSettings(distDir).apiBaseUrl });
} finally {
  await app.close();
  stopProvider();
}
