import { mkdirSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import type { BrowserAdapter, ElementRef, PagePrimitives } from './driver.ts';

/** Debian's Firefox ESR (FIREFOX_PATH elsewhere), driven over WebDriver BiDi: no geckodriver, no download. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox's own test switches: a fake camera and microphone granted without asking (the waiting room's device
 * check), and downloads saved to `downloads` without a dialog (the invoice PDF).
 */
const prefs = (downloads: string) => ({
  'media.navigator.streams.fake': true,
  'media.navigator.permission.disabled': true,
  'browser.download.dir': downloads,
  'browser.download.folderList': 2,
  'browser.download.useDownloadDir': true,
  'browser.download.always_ask_before_handling_new_types': false,
  'browser.download.start_downloads_in_tmp_dir': false,
  'browser.helperApps.neverAsk.saveToDisk': 'application/pdf,text/calendar',
  'pdfjs.disabled': true,
});

function elementRef(handle: ElementHandle<Element>): ElementRef {
  return {
    click: () => handle.click(),
    async type(text) {
      await handle.evaluate((element) => {
        (element as HTMLElement).focus();
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.select();
      });
      await handle.type(text);
    },
    async upload(paths) {
      await (handle as ElementHandle<HTMLInputElement>).uploadFile(...paths);
    },
  };
}

function pagePrimitives(page: Page): PagePrimitives {
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    },
    url: async () => page.url(),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    async locate(query) {
      const found = await page.evaluateHandle((q) => window.__journeys?.locateAll(q)[0] ?? null, query);
      const element = found.asElement() as ElementHandle<Element> | null;
      if (!element) await found.dispose();
      return element ? elementRef(element) : null;
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => page.close(),
  };
}

export async function launchFirefox(workDir: string): Promise<BrowserAdapter> {
  const downloads = path.join(workDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: prefs(downloads),
    // Patients in peninsular Spain: times are shown in Europe/Madrid.
    env: { ...process.env, TZ: 'Europe/Madrid' },
    protocolTimeout: 120_000,
  });
  return {
    name: 'firefox',
    version: await browser.version(),
    downloads,
    newPage: async () => pagePrimitives(await browser.newPage()),
    async newProfile() {
      const context = await browser.createBrowserContext();
      return {
        // A window each: a tab behind another would be hidden, its timers slowed, and the two pages would not
        // act at once as the journey needs (Playwright's pages are all in view too).
        newPage: async () => pagePrimitives(await context.newPage({ type: 'window' })),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
