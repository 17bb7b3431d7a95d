import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Whether Chromium would offer to install the app from each page: its own check (`Page.getInstallabilityErrors`,
 * the manifest, its icons, a service worker controlling the page). Lighthouse 13 has no PWA category and no
 * `installable-manifest` audit any more. A profile of its own, not incognito (where Chromium never installs).
 */
export async function installability(
  origin: string,
  paths: string[],
  executablePath: string | undefined,
  print: (line: string) => void,
): Promise<void> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const pagePath of paths) {
      await page.goto(origin + pagePath);
      await page.waitForSelector('html[data-interactive]', { state: 'attached' });
      const started = Date.now();
      const controlled = await page
        .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
        .then(() => true)
        .catch(() => false);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      const manifest = await page.locator('link[rel=manifest]').getAttribute('href');
      const errors = installabilityErrors.map((error) => error.errorId).join(', ');
      print(
        `${pagePath.padEnd(20)} ${errors ? `not installable: ${errors}` : 'installable'} (manifest ${manifest}, ` +
          `worker ${controlled ? `in control after ${Date.now() - started} ms` : 'not in control within 60 s'})`,
      );
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
