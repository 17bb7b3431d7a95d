import { OFFLINE_CACHES } from '../../src/config/offline.ts';
import { eventually, type Tab } from './driver.ts';
import type { JourneyRun } from './run.ts';

/** Once the app's service worker has installed (everything precached) and answers this page. */
export async function controlledByWorker(tab: Tab): Promise<void> {
  await eventually(async () => {
    const controller = await tab.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null);
    if (!controller?.endsWith('/sw.js')) throw new Error(`not controlled by the worker yet (${controller})`);
  }, 90_000);
}

/**
 * Once the worker keeps the page at `path` and the patient's upcoming visits for reading offline. A page the
 * server rendered with the patient's data is kept as the browser renders it, and its visits are filed by the page
 * once the app is idle (src/pwa/offlineCopies.ts): a patient who goes offline a moment later still reads them.
 */
export async function keptForReadingOffline(tab: Tab, path: string): Promise<void> {
  await eventually(async () => {
    const kept = await tab.evaluate(
      async ([pages, patient, pagePath]) => {
        const urls = async (name: string) =>
          (await caches.has(name))
            ? (await (await caches.open(name)).keys()).map((request) => request.url)
            : [];
        return {
          page: (await urls(pages)).some((url) => new URL(url).pathname === pagePath),
          visits: (await urls(patient)).some((url) => url.includes('/meeting/homepage/upcomings')),
          kept: [...(await urls(patient)), ...(await urls(pages))],
          caches: await caches.keys(),
          token: localStorage.getItem('access_token')?.split('.')[1] ?? null,
          cookie: document.cookie.includes('token='),
        };
      },
      [OFFLINE_CACHES.pages, OFFLINE_CACHES.patient, path] as const,
    );
    if (!kept.page || !kept.visits) throw new Error(`not kept yet: ${JSON.stringify(kept)}`);
  }, 30_000);
}

/**
 * Runs `journey` with the app's service worker let through the web front (support/site.ts blocks it for every
 * other journey), then leaves the browser as it found it: online, the worker unregistered, its caches gone.
 */
export async function withServiceWorker(run: JourneyRun, journey: () => Promise<void>): Promise<void> {
  run.site.allowServiceWorker(true);
  try {
    await journey();
  } finally {
    run.site.setOffline(false);
    await run.withTab(async (tab) => {
      await tab.goto('/');
      await tab.waitForApp();
      await tab.evaluate(async () => {
        const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
        for (const registration of registrations) await registration.unregister();
        for (const name of await caches.keys()) await caches.delete(name);
      });
    });
    run.site.allowServiceWorker(false);
  }
}
