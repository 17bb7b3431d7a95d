/**
 * What hydrating each signed-in page costs (issue 33, "Lighter renders"): the server-rendered page is loaded with a
 * fresh session under `cpuRate`× CPU, and once the app answers (the `app-interactive` mark) the bench counts what
 * React built (components and host elements, walking the fibers from the root) and reads the hydration's time
 * (from the end of the boot's last step, `boot: router`, to `app-interactive`). With the profiling build
 * (`--dist dist-profile`, bench/profile.rsbuild.config.ts) the components' own names are listed.
 */
import type { Browser } from '@playwright/test';
import { median, ms, SIGNED_IN_PAGES, signedInPath, signIn, waitForApp } from './session.ts';

interface Rendered {
  components: number;
  hosts: number;
  hydrationMs: number;
  /** The components with most instances: name and count. */
  most: Array<[string, number]>;
}

/** Runs in the page: React's fibers from the root container, and the boot's marks. */
function countFibers(): Rendered {
  interface Fiber {
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
  const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const counts = new Map<string, number>();
  let components = 0;
  let hosts = 0;
  const stack: Array<Fiber | null> = [key ? (root[key] as Fiber) : null];
  while (stack.length) {
    const fiber = stack.pop();
    if (!fiber) continue;
    const { type } = fiber;
    if (typeof type === 'string') hosts += 1;
    else if (typeof type === 'function' || (typeof type === 'object' && type !== null)) {
      components += 1;
      const named = type as { displayName?: string; name?: string; render?: { name?: string } };
      const name = named.displayName ?? named.name ?? named.render?.name ?? '?';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    stack.push(fiber.sibling, fiber.child);
  }
  const router = performance.getEntriesByName('boot: router')[0];
  const interactive = performance.getEntriesByName('app-interactive')[0];
  return {
    components,
    hosts,
    hydrationMs: router && interactive ? interactive.startTime - (router.startTime + router.duration) : NaN,
    most: [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8),
  };
}

export async function signedInRenders(
  browser: Browser,
  {
    origin,
    sandboxUrl,
    runs,
    cpuRate,
  }: { origin: string; sandboxUrl: string; runs: number; cpuRate: number },
  log: (line: string) => void,
) {
  log('page                    components   elements   hydration ms');
  for (const page of SIGNED_IN_PAGES) {
    const samples: Rendered[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      try {
        const tab = await context.newPage();
        const patient = await signIn(tab, origin, sandboxUrl, page.kind);
        const address = await signedInPath(page, sandboxUrl, patient.accessToken);
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
        await tab.goto(origin + address);
        await waitForApp(tab);
        samples.push(await tab.evaluate(countFibers));
      } finally {
        await context.close();
      }
    }
    const of = (pick: (rendered: Rendered) => number) => median(samples.map(pick));
    log(
      `${page.label.padEnd(22)}  ${String(of((r) => r.components)).padStart(10)}   ${String(
        of((r) => r.hosts),
      ).padStart(8)}   ${ms(
        of((r) => r.hydrationMs),
        12,
      )}`,
    );
    log(`      most: ${samples[0]!.most.map(([name, count]) => `${name} ×${count}`).join(', ')}`);
  }
}
