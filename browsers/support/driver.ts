import type { Query } from './pageHelpers.ts';

/**
 * What a journey needs of a browser, whatever drives it: puppeteer-core over WebDriver BiDi (Firefox) or
 * selenium-webdriver over W3C WebDriver (WebKitGTK). Each adapter implements these few primitives; the waiting,
 * retrying and reading that journeys do is written once, in Tab below.
 */
export interface PagePrimitives {
  /** Loads an address and returns once its document is parsed (not when its late scripts have run). */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page with one serialisable argument; a promise it returns is awaited. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** The first element the query matches now, or null. */
  locate(query: Query): Promise<ElementRef | null>;
  setViewport(width: number, height: number): Promise<void>;
  /** A PNG of what the page shows now. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

/** An element found in the page, acted on with the browser's own input (real pointer and keys). */
export interface ElementRef {
  click(): Promise<void>;
  /** Types into the focused element (its text selected first, so typing replaces it). */
  type(text: string): Promise<void>;
  /** Sets the files of an `<input type=file>`. */
  upload(paths: string[]): Promise<void>;
}

export interface BrowserAdapter {
  name: 'firefox' | 'webkit';
  /** The engine's own version string, for the report and docs/browsers.md. */
  version: string;
  /** Where the browser saves a download without asking, when it does. */
  downloads?: string;
  newPage(): Promise<PagePrimitives>;
  /** A second, separate profile (own storage and cookies), where the browser has one; its pages are windows. */
  newProfile?(): Promise<{ newPage(): Promise<PagePrimitives>; close(): Promise<void> }>;
  close(): Promise<void>;
}

/** Generous: a busy two-core machine runs the server, two sandboxes and the browser together. */
export const WAIT_MS = 30_000;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last steps of the journeys: printed when a journey fails (support/run.ts). A wait's retries count once. */
const recent: Array<{ at: string; text: string; times: number }> = [];
const RECENT_STEPS = 25;

/** The journeys' last steps, oldest first, each with the time it started: where a journey that failed was. */
export function recentSteps(): string[] {
  return recent.map(({ at, text, times }) => `${at} ${text}${times > 1 ? ` (×${times})` : ''}`);
}

/** Each step of a journey is kept (recentSteps); BROWSERS_DEBUG=1 also prints it as it starts. */
function trace(step: string, detail: unknown = '') {
  const at = new Date().toISOString().slice(11, 23);
  const text = `${step} ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`.slice(0, 300);
  if (process.env.BROWSERS_DEBUG) console.log(`${at} ${text}`);
  const last = recent.at(-1);
  if (last?.text === text) last.times += 1;
  else recent.push({ at, text, times: 1 });
  if (recent.length > RECENT_STEPS) recent.shift();
}

/** Retries `check` until it stops throwing (an assertion about what the page shows) or the time is up. */
export async function eventually<T>(check: () => Promise<T>, timeout = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      trace('  not yet:', String(error).slice(0, 200));
      if (Date.now() > deadline) throw error;
      await sleep(POLL_MS);
    }
  }
}

const describe = (query: Query): string => JSON.stringify(query);

export class Tab {
  readonly page: PagePrimitives;
  readonly #baseUrl: string;

  constructor(page: PagePrimitives, baseUrl: string) {
    this.page = page;
    this.#baseUrl = baseUrl;
  }

  /** Opens a path of the site (or an absolute address). */
  async goto(path: string): Promise<void> {
    trace('goto', path);
    await this.page.goto(new URL(path, this.#baseUrl).href);
  }

  /** The current address's path and query, as the journeys compare them. */
  async path(): Promise<string> {
    const url = new URL(await this.page.url());
    return url.pathname + url.search;
  }

  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.page.evaluate(fn, arg);
  }

  async find(query: Query, timeout = WAIT_MS): Promise<ElementRef> {
    if (timeout) trace('find', query);
    return eventually(async () => {
      const element = await this.page.locate(query);
      if (!element) throw new Error(`nothing matches ${describe(query)}`);
      return element;
    }, timeout);
  }

  /**
   * How many elements the query matches now. A page without the helpers (a new document still loading, as after a
   * reload) throws rather than counting none: `gone` would otherwise pass while the page is between documents.
   */
  async count(query: Query): Promise<number> {
    const count = await this.page.evaluate((q) => window.__journeys?.locateAll(q).length ?? -1, query);
    if (count < 0) throw new Error(`no page helpers yet to count ${describe(query)}`);
    return count;
  }

  /** Waits until the query matches nothing. */
  async gone(query: Query, timeout = WAIT_MS): Promise<void> {
    await eventually(async () => {
      const count = await this.count(query);
      if (count > 0) throw new Error(`${count} still match ${describe(query)}`);
    }, timeout);
  }

  /**
   * Clicks what the query finds once it can take the click (there, still, not covered: as Playwright waits);
   * a click that failed (the element re-rendered meanwhile) is tried again.
   */
  async click(query: Query, timeout = WAIT_MS): Promise<void> {
    trace('click', query);
    await eventually(async () => {
      const reason = await this.page.evaluate(
        (q) => window.__journeys?.notClickable(q) ?? 'no page helpers yet',
        query,
      );
      if (reason) throw new Error(`cannot click ${describe(query)}: ${reason}`);
      await (await this.find(query, 0)).click();
    }, timeout);
  }

  async fill(query: Query, text: string): Promise<void> {
    trace('fill', query);
    await eventually(async () => (await this.find(query, 0)).type(text));
  }

  async upload(query: Query, paths: string[]): Promise<void> {
    await (await this.find(query)).upload(paths);
  }

  /** The text content of what the query finds (whitespace collapsed). */
  async text(query: Query): Promise<string> {
    await this.find(query);
    return this.page.evaluate(
      (q) => (window.__journeys?.locateAll(q)[0]?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      query,
    );
  }

  async attribute(query: Query, name: string): Promise<string | null> {
    await this.find(query);
    return this.page.evaluate(
      ([q, attribute]) => window.__journeys?.locateAll(q)[0]?.getAttribute(attribute) ?? null,
      [query, name] as const,
    );
  }

  /** Waits until the address's path and query match. */
  async waitForPath(expected: RegExp, timeout = WAIT_MS): Promise<string> {
    return eventually(async () => {
      const path = await this.path();
      if (!expected.test(path)) throw new Error(`at ${path}, expected ${String(expected)}`);
      return path;
    }, timeout);
  }

  /** Waits until the app has taken over the page the server rendered (src/boot/render.tsx). */
  async waitForApp(timeout = WAIT_MS): Promise<void> {
    await this.find({ css: 'html[data-interactive="true"]' }, timeout);
  }

  /** What the page reported since it loaded: script errors, console errors, CSP violations. */
  problems(): Promise<string[]> {
    return this.page.evaluate(() => [...(window.__journeys?.problems ?? ['no page helpers in this page'])]);
  }

  setViewport(width: number, height: number): Promise<void> {
    return this.page.setViewport(width, height);
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
