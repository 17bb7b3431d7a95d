/**
 * No page scrolls sideways (issue 22 item 2): every route of the route table and its main states, at 390 px and
 * 1280 px, in both languages, has `document.documentElement.scrollWidth <= innerWidth`. On the same walk, every
 * control's accessible name holds the text it shows (WCAG 2.5.3 label in name, issue 34 item 8: axe's
 * `label-content-name-mismatch`), so voice control can press what a patient reads. Each kind of account
 * signs in once for the whole file (its storage state is shared); each state is opened once per language on one
 * page per account, measured at 390 px, then at 1280 px on the same page (the layout follows the width).
 */
import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import path from 'node:path';
import { routePaths } from '../src/config/routes';
import { baseURL } from '../playwright.config';
import { signInAs } from './accountsSupport';
import { type Locale, locales } from './authSupport';
import { labelInNameViolations } from './labelInNameSupport';
import { LAYOUT_STATES, type LayoutState, type Viewer } from './layoutStates';

test.use({ timezoneId: 'Europe/Madrid' });

const WIDTHS = [390, 1280] as const;
/** LAYOUT_SHOTS=1: a full-page screenshot of every state at both widths, for people to look at. */
const SHOTS = process.env.LAYOUT_SHOTS
  ? (process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'test-results', 'shots'))
  : null;
const HEIGHT = 844;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
const signedIn = new Map<Viewer, StorageState>();

/** Signs each kind of account in once; the pages of every test start from these sessions. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  for (const viewer of ['patient', 'employee', 'trialEmployee'] as const) {
    const context = await browser.newContext({ baseURL });
    await signInAs(await context.newPage(), viewer);
    signedIn.set(viewer, await context.storageState());
    await context.close();
  }
});

/** How far the document is wider than the window, and the innermost elements that stick out; null when not. */
function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // The layout after the resize, with transitions (a menu growing, a dialog sliding in) finished.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const outside = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    });
    const innermost = outside.filter(
      (element) => !outside.some((other) => other !== element && element.contains(other)),
    );
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 60);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> right ${Math.round(box.right)} px "${text}"`;
    };
    return `${scrollWidth} px wide: ${innermost.slice(0, 3).map(describe).join('; ')}`;
  });
}

/** Pages per account for one test, made on first use. */
function pagesFor(browser: Browser) {
  const pages = new Map<Viewer, Page>();
  return {
    async page(viewer: Viewer): Promise<Page> {
      const open = pages.get(viewer);
      if (open) return open;
      const context = await browser.newContext({
        baseURL,
        storageState: signedIn.get(viewer),
        timezoneId: 'Europe/Madrid',
        viewport: { width: WIDTHS[0], height: HEIGHT },
      });
      const page = await context.newPage();
      // On the app's origin from the start: the states read the session's token (localStorage) to set up data.
      await page.goto('/');
      pages.set(viewer, page);
      return page;
    },
    async close() {
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
  };
}

test('the states below cover every route of the route table', () => {
  const covered = new Set(LAYOUT_STATES.map((state) => state.route));
  expect(Object.keys(routePaths).filter((route) => !covered.has(route as keyof typeof routePaths))).toEqual(
    [],
  );
});

const AREAS: [string, (state: LayoutState) => boolean][] = [
  ['public pages', (state) => state.viewer === 'visitor'],
  ['booking', (state) => state.route === 'doctorPreOrder'],
  ['payment', (state) => state.route === 'payment'],
  [
    'the patient’s own pages',
    (state) => state.viewer !== 'visitor' && !['doctorPreOrder', 'payment'].includes(state.route),
  ],
];

for (const locale of locales) {
  for (const [area, inArea] of AREAS) {
    test(`no sideways scroll, every label in its name, at 390 and 1280 px: ${area} (${locale})`, async ({
      browser,
    }) => {
      // LAYOUT_ROUTE=renew looks at one route's states only (while fixing it).
      const only = process.env.LAYOUT_ROUTE;
      const states = LAYOUT_STATES.filter((state) => inArea(state) && (!only || state.route === only));
      test.skip(states.length === 0, `no ${only ?? ''} state in this area`);
      test.setTimeout(120_000 + states.length * 60_000);
      const pages = pagesFor(browser);
      const wider: string[] = [];
      const misnamed = new Set<string>();
      try {
        for (const state of states) {
          await test.step(`${state.route}: ${state.name}`, async () => {
            const page = await pages.page(state.viewer);
            await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
            await state.open(page, locale as Locale);
            for (const width of WIDTHS) {
              await page.setViewportSize({ width, height: HEIGHT });
              const overflow = await sidewaysOverflow(page);
              if (overflow) wider.push(`${state.route} (${state.name}) at ${width} px: ${overflow}`);
              for (const control of await labelInNameViolations(page)) {
                misnamed.add(`${state.route} (${state.name}) at ${width} px: ${control}`);
              }
              if (SHOTS) {
                const name = `${state.route}-${state.name}`.replace(/\W+/g, '-');
                await page.screenshot({
                  path: path.join(SHOTS, `layout-${name}-${locale}-${width}.png`),
                  fullPage: true,
                });
              }
            }
          });
        }
      } finally {
        await pages.close();
      }
      expect(wider).toEqual([]);
      expect([...misnamed]).toEqual([]);
    });
  }
}
