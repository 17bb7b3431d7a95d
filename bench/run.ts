/**
 * `npm run bench`: loads pages of the production build in Chromium with a cold cache and reports the median
 * bytes transferred (JS and total) and paint timings. Numbers to compare between commits on the same machine;
 * never asserted in tests (budgets live in the build: scripts/bundleBudget.ts).
 *
 *   npm run build && npm run bench [-- --runs 7 --path / --path /en/specialties]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { buildServer } from '../server/app.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, path: { type: 'string', multiple: true } },
});
const runs = Math.max(1, Number(values.runs));
const paths = values.path?.length ? values.path : ['/', '/en', '/specialties', '/login'];
const distDir = path.resolve(import.meta.dirname, '..', 'dist');
if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const app = await buildServer({ distDir });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

interface Sample {
  jsBytes: number;
  totalBytes: number;
  fcp: number;
  domContentLoaded: number;
}

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
  const timings = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return { fcp: paint?.startTime ?? 0, domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0 };
  });
  await context.close();
  return { jsBytes, totalBytes, ...timings };
}

console.log(`bench: ${runs} cold loads per page, medians (${origin})\n`);
console.log('page                 JS (kB)   total (kB)   FCP (ms)   DOMContentLoaded (ms)');
for (const pagePath of paths) {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measure(pagePath));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
  const ms = (value: number) => value.toFixed(0).padStart(9);
  console.log(
    `${pagePath.padEnd(20)} ${kb(median(samples.map((s) => s.jsBytes)))}   ${kb(median(samples.map((s) => s.totalBytes)))}   ${ms(median(samples.map((s) => s.fcp)))}   ${ms(median(samples.map((s) => s.domContentLoaded)))}`,
  );
}

await browser.close();
await app.close();
