/**
 * A long session stays light (issue 25, item 6): a patient with the demo history signs in, then walks
 * `navigations` client-side navigations through the main pages by clicking the app's own links (header, footer,
 * the account menu, the appointments list), as a patient would, in a 1280 px window. Every second round of the
 * walk (18 navigations), back on the home page so that each reading is of the same page,
 * after a forced garbage collection (HeapProfiler.collectGarbage), the JS heap in use (Runtime.getHeapUsage) and
 * the document's DOM nodes and event listeners (Memory.getDOMCounters). What a leak looks like: a heap, node or
 * listener count that keeps rising from one reading to the next after the first rounds.
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, executablePath, expect, signIn, waitForApp } from './session.ts';

/**
 * The walk, in order, again and again: each stop is a link the page before it shows. (Not the cookie policy: the
 * footer links the provider's own when it has one.)
 */
const STOPS = [
  '/specialties',
  '/about-us',
  '/appointments',
  '/appointments-detail',
  '/profile',
  '/contact-us',
  '/invoices',
  '/privacy-policy',
  '/',
];

/** The account menu's pages (src/app/shell/ProfilePopover.tsx); the others are linked from the page itself. */
const IN_ACCOUNT_MENU = ['/appointments', '/profile', '/invoices'];

/** Clicks a link to `path` (in the account menu, or on the page: header, footer, list) and waits for the page. */
async function go(page: Page, path: string) {
  const selector =
    path === '/appointments-detail' ? 'a[href^="/appointments-detail?id="]' : `a[href="${path}"]`;
  if (IN_ACCOUNT_MENU.includes(path)) {
    await page.locator('#profile-button').click();
    await page.getByRole('menu').locator(selector).click();
  } else {
    await page
      .locator(`main ${selector}, header ${selector}, footer ${selector}`)
      .filter({ visible: true })
      .first()
      .click();
  }
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** Readings every second round of the walk, each on its last stop (the home page). */
const every = STOPS.length * 2;

export async function longSession(
  { origin, sandboxUrl, navigations }: { origin: string; sandboxUrl: string; navigations: number },
  log: (line: string) => void,
) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await signIn(page, origin, sandboxUrl, 'demo');
    await page.goto(`${origin}/`);
    await waitForApp(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const reading = async () => {
      await page.waitForLoadState('networkidle');
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      return { heapMb: usedSize / 1024 / 1024, nodes, listeners: jsEventListeners };
    };
    log('navigations   heap MB   DOM nodes   listeners   page');
    const readings: Array<Awaited<ReturnType<typeof reading>>> = [];
    const show = async (done: number, path: string) => {
      const figures = await reading();
      readings.push(figures);
      log(
        `${String(done).padStart(11)}   ${figures.heapMb.toFixed(2).padStart(7)}   ${String(figures.nodes).padStart(9)}   ${String(figures.listeners).padStart(9)}   ${path}`,
      );
    };
    await show(0, '/');
    for (let done = 1; done <= navigations; done += 1) {
      const path = STOPS[(done - 1) % STOPS.length]!;
      await go(page, path);
      if (done % every === 0) await show(done, path);
    }
    // The first rounds fill caches and load each page's code once; what follows should stay level.
    const settled = readings[Math.min(2, readings.length - 1)]!;
    const last = readings.at(-1)!;
    const span = (readings.length - 1 - Math.min(2, readings.length - 1)) * every;
    const perHundred = (from: number, to: number) => (span ? ((to - from) / span) * 100 : 0);
    log(
      `Growth after the first ${Math.min(2, readings.length - 1) * every} navigations, per 100 more: heap ${perHundred(settled.heapMb, last.heapMb).toFixed(2)} MB, ` +
        `DOM nodes ${perHundred(settled.nodes, last.nodes).toFixed(0)}, listeners ${perHundred(settled.listeners, last.listeners).toFixed(0)}`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}
