import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { type BrowserAdapter, type ElementRef, eventually, type PagePrimitives } from './driver.ts';
import { freePort, startProcess, stopProcess, untilAnswers } from '../../scripts/processes.ts';
import { TIMED_OUT, withDeadline } from '../../server/renderLimiter.ts';

/** Debian's webkit2gtk-driver and the MiniBrowser of libwebkit2gtk-4.1 (WEBKIT_DRIVER_PATH, MINIBROWSER_PATH). */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * MiniBrowser's toolbar would keep its window at least 447 px wide; this style sheet for its GTK widgets (never
 * the page's) lets the window, and so the page's viewport, narrow to a phone's 390 px.
 */
const NARROW_TOOLBAR_CSS =
  'toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n';

/**
 * WebKitWebDriver puts no deadline of its own on a command that never answers (CI once saw a journey stall there
 * until its test's time was up, and the next journey find its tab still open). Each command gets one: the journey
 * fails at the step, named, and its tab is closed for the next.
 */
const COMMAND_MS = 60_000;

async function answered<T>(what: string, command: Promise<T>): Promise<T> {
  const answer = await withDeadline(command, COMMAND_MS);
  if (answer === TIMED_OUT) {
    throw new Error(`WebKitWebDriver did not answer "${what}" within ${COMMAND_MS / 1000} s`);
  }
  return answer;
}

function elementRef(driver: WebDriver, element: WebElement): ElementRef {
  return {
    click: () => answered('click', element.click()),
    async type(text) {
      // Typing replaces the field's text, as a patient selecting it first would.
      await answered(
        'focus',
        driver.executeScript(
          'const e = arguments[0]; e.focus(); if (typeof e.select === "function") e.select();',
          element,
        ),
      );
      await answered('type', element.sendKeys(text));
    },
    upload: (paths) => answered('upload', element.sendKeys(paths.join('\n'))),
  };
}

function pagePrimitives(driver: WebDriver, onClose: () => void): PagePrimitives {
  return {
    async goto(url) {
      // The page load strategy is 'none' (see the session below): this waits for the new document itself,
      // told from the old one by a mark the old one carries.
      await answered('mark the page', driver.executeScript('window.__journeysLeft = true;'));
      await answered(`go to ${url}`, driver.get(url));
      await eventually(async () => {
        const parsed = await answered(
          'read the document',
          driver.executeScript<boolean>(
            'return !window.__journeysLeft && document.readyState !== "loading";',
          ),
        );
        if (!parsed) throw new Error(`${url} is still loading`);
      }, 60_000);
    },
    // The page's own address: WebDriver's Get Current URL can wait on a navigation it never sees end.
    url: () => answered('read the address', driver.executeScript<string>('return location.href;')),
    evaluate: (fn, arg) =>
      answered(
        'run a script',
        driver.executeScript(`return (${fn.toString()})(arguments[0]);`, arg),
      ) as never,
    async locate(query) {
      const found = await answered(
        'locate',
        driver.executeScript<WebElement | null>(
          'const helpers = window.__journeys; return (helpers && helpers.locateAll(arguments[0])[0]) || null;',
          query,
        ),
      );
      return found ? elementRef(driver, found) : null;
    },
    async setViewport(width, height) {
      const window = driver.manage().window();
      const viewport = () =>
        answered(
          'read the viewport',
          driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight];'),
        );
      // The window's size includes the toolbar: correct it by what the page measures. The page sees a new size
      // a moment after the window has it, so a size measured too early (the last journey's phone width) is
      // corrected again on the next round rather than trusted.
      await eventually(async () => {
        const [innerWidth, innerHeight] = await viewport();
        if (innerWidth === width && innerHeight === height) return;
        const rect = await answered('read the window', window.getRect());
        await answered(
          'size the window',
          window.setRect({
            width: rect.width + width - innerWidth,
            height: rect.height + height - innerHeight,
          }),
        );
        const [reached] = await viewport();
        throw new Error(`WebKit's viewport is ${reached} px wide, not ${width}`);
      }, 10_000);
    },
    screenshot: async () => Buffer.from(await answered('screenshot', driver.takeScreenshot()), 'base64'),
    async close() {
      try {
        await answered('go to about:blank', driver.get('about:blank'));
      } finally {
        onClose();
      }
    },
  };
}

export async function launchWebKit(workDir: string): Promise<BrowserAdapter> {
  const gtkConfig = path.join(workDir, 'gtk');
  mkdirSync(path.join(gtkConfig, 'gtk-3.0'), { recursive: true });
  writeFileSync(path.join(gtkConfig, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  // MiniBrowser saves a download without asking, in the user's download folder: this run's own.
  const downloads = path.join(workDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  writeFileSync(path.join(gtkConfig, 'user-dirs.dirs'), `XDG_DOWNLOAD_DIR="${downloads}"\n`);
  const port = await freePort();
  // WebKitGTK has no headless mode: the driver and its MiniBrowser run on a virtual display.
  const log = path.join(workDir, 'webkit.log');
  const driverProcess = startProcess(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`],
    {
      env: { XDG_CONFIG_HOME: gtkConfig, TZ: 'Europe/Madrid' },
      log: (line) => appendFileSync(log, `${line}\n`),
    },
  );
  await untilAnswers(driverProcess, `http://127.0.0.1:${port}/status`, 60_000);
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // With 'eager' (or 'normal' while a journey holds a script back), WebKitWebDriver's next command after a
      // navigation can wait on a load it never sees end (a page that changes its address as it starts).
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        args: ['--automation'],
      },
    })
    .build();
  const capabilities = await driver.getCapabilities();
  await driver.manage().setTimeouts({ pageLoad: 60_000, script: 30_000 });
  let open = false;
  return {
    name: 'webkit',
    version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
    downloads,
    // One window: the WebKit journeys use one tab at a time (two tabs are Firefox's journey).
    async newPage() {
      if (open) throw new Error('the WebKit journeys use one tab at a time: close the other first');
      open = true;
      const page = pagePrimitives(driver, () => (open = false));
      try {
        await page.setViewport(1280, 900);
      } catch (error) {
        // A tab that could not be set up is no tab: the next journey must not find it open.
        open = false;
        throw error;
      }
      return page;
    },
    async close() {
      await driver.quit().catch(() => undefined);
      await stopProcess(driverProcess);
    },
  };
}
