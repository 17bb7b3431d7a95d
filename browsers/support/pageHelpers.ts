import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What every page of the journeys carries before its own first script (the web front adds it to the HTML's
 * head, allowed by the CSP's 'self'): a record of the problems the page reports, and Testing Library's role
 * queries, so that each driver finds elements the way a patient names them (role and accessible name) with one
 * query language and nothing of its own. Playwright's init scripts do this for the Chromium journeys.
 */
export const PAGE_HELPERS_PATH = '/__journeys/page-helpers.js';

/** A query a driver sends into the page: by role and name, by text, or by CSS selector; inside another. */
export interface Query {
  role?: string;
  /**
   * The accessible name. A string matches as Playwright's getByRole does: anywhere in the name, whatever the case
   * and spacing ("política de privacidad" matches "… política de privacidad (se abre en una pestaña nueva)").
   */
  name?: string | Pattern;
  /** A heading's level. */
  level?: number;
  text?: string | Pattern;
  css?: string;
  within?: Query;
  /** Which of the matches (the first by default; -1 the last). */
  nth?: number;
}

export interface Pattern {
  pattern: string;
  flags?: string;
}

export const pattern = (source: string, flags?: string): Pattern => ({ pattern: source, flags });

/** Escapes text for a pattern that looks for it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TestingLibrary {
  queryAllByRole(root: Element, role: string, options: object): HTMLElement[];
  queryAllByText(root: Element, text: RegExp | ((content: string) => boolean)): HTMLElement[];
}

interface JourneyHelpers {
  problems: string[];
  locateAll(query: Query): Element[];
  /** Why the first match cannot take a click now (null: it can), as Playwright checks before it clicks. */
  notClickable(query: Query): Promise<string | null>;
}

declare global {
  interface Window {
    __journeys?: JourneyHelpers;
    TestingLibraryDom?: TestingLibrary;
  }
}

/** Runs in the page, first: plain browser code, serialised with toString (no imports, no closures). */
function watchPage() {
  const problems: string[] = [];
  const say = (value: unknown) =>
    value instanceof Error
      ? `${value.name}: ${value.message}`
      : typeof value === 'string'
        ? value
        : String(value);
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(say).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener('error', (event) => {
    // A resource that failed to load (an image, a script) reports on its element, not as a script error.
    if (event instanceof ErrorEvent) problems.push(`error: ${say(event.error ?? event.message)}`);
  });
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${say(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`),
  );
  const folded = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
  const toMatcher = (value: string | Pattern) => {
    if (typeof value !== 'string') return new RegExp(value.pattern, value.flags);
    const wanted = folded(value);
    return (content: string) => folded(content).includes(wanted);
  };
  const locateAll = (query: Query): Element[] => {
    const library = window.TestingLibraryDom!;
    const root = query.within ? pick(query.within)[0] : document.body;
    if (!root) return [];
    if (query.role) {
      return library.queryAllByRole(root, query.role, {
        ...(query.name === undefined ? {} : { name: toMatcher(query.name) }),
        ...(query.level === undefined ? {} : { level: query.level }),
      });
    }
    if (query.text !== undefined) return library.queryAllByText(root, toMatcher(query.text));
    return [...(query.within ? root : document).querySelectorAll(query.css ?? '*')];
  };
  const pick = (query: Query): Element[] => {
    const all = locateAll(query);
    if (query.nth === undefined) return all;
    return query.nth < 0 ? all.slice(query.nth).slice(0, 1) : all.slice(query.nth, query.nth + 1);
  };
  // A tab in the background draws no frames: a short timer stands in for the frame there.
  const frame = () =>
    new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
  const notClickable = async (query: Query): Promise<string | null> => {
    const element = pick(query)[0];
    if (!element) return 'nothing matches';
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return 'it has no size';
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) {
      element.scrollIntoView({ block: 'center', inline: 'center' });
    }
    // Still moving (a menu opening, a dialog sliding in): a click now could land beside it.
    const before = element.getBoundingClientRect();
    await frame();
    await frame();
    const after = element.getBoundingClientRect();
    if (before.x !== after.x || before.y !== after.y || before.width !== after.width) return 'it is moving';
    const hit = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2);
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    if (!hit || !(element.contains(hit) || hit.contains(element) || label?.contains(hit))) {
      return `${hit?.tagName ?? 'nothing'} would take the click`;
    }
    return null;
  };
  window.__journeys = { problems, locateAll: pick, notClickable };
}

const testingLibrary = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

export const PAGE_HELPERS_SCRIPT = `(${watchPage.toString()})();\n${testingLibrary}`;

/** Adds the helpers to a page's head, before anything of its own. */
export const withPageHelpers = (html: string) =>
  html.replace(/<head>/i, `<head><script src="${PAGE_HELPERS_PATH}"></script>`);
