/**
 * What hydrating each signed-in page costs (issue 33, "Lighter renders"): the server-rendered page is loaded with a
 * fresh session under `cpuRate`× CPU, on a phone and on a desktop, and once the app answers (the `app-interactive`
 * mark) and the late parts have come, the bench counts what React built (components and host elements, walking
 * the fibers from the root) and reads the hydration's time (from the end of the boot's last step, `boot: router`,
 * to `app-interactive`: React's work, and the page's code and catalog arriving). With the profiling build
 * (`--dist dist-profile`, bench/profile.rsbuild.config.ts) the components' own names are listed and React's own
 * render time of the commits up to the app's answer is read (React's profiling build, unminified: compare it
 * between two profiling builds only); with `--render-detail` the functions that took most of the main thread
 * from the navigation to the app's answer (self time summed over the runs' CPU profiles, divided by the runs).
 */
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { type SelfTime, selfTimes } from './cpuProfile.ts';
import { median, ms, SIGNED_IN_PAGES, signedInPath, signIn, waitForApp } from './session.ts';

interface Rendered {
  components: number;
  hosts: number;
  hydrationMs: number;
  /**
   * React's own render time of the commits up to the app's answer (the hydration and what followed it), summed:
   * only React's profiling build records it (the profiling build, bench/profile.rsbuild.config.ts), NaN otherwise.
   */
  renderMs: number;
  commits: number;
  /** The components with most instances: name and count. */
  most: Array<[string, number]>;
}

/**
 * A phone (a phone's user agent: the server gives it the mobile shell, with the simple footer, as Lighthouse's
 * mobile emulation and patients' phones get) and a desktop browser (the full footer).
 */
const DEVICES: Array<{ label: string; context: BrowserContextOptions }> = [
  {
    label: "phone (390 px, a phone's user agent)",
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    },
  },
  { label: 'desktop (1280 px)', context: { viewport: { width: 1280, height: 800 } } },
];

/**
 * Runs in the page before its scripts: a stand-in for React DevTools' hook, which React looks for when it loads.
 * With the hook there, React's profiling build times every fiber it renders; the hook keeps each commit's render
 * time (the root's `actualDuration`: the fibers that rendered in it, not those it skipped) and when it came.
 */
function recordCommits() {
  const commits: Array<{ at: number; ms: number }> = [];
  Object.assign(window, {
    __benchCommits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onScheduleFiberRoot: () => undefined,
      onCommitFiberRoot: (_renderer: number, root: { current?: { actualDuration?: number } }) => {
        const spent = root.current?.actualDuration;
        if (typeof spent === 'number') commits.push({ at: performance.now(), ms: spent });
      },
      onPostCommitFiberRoot: () => undefined,
      onCommitFiberUnmount: () => undefined,
      setStrictMode: () => undefined,
    },
  });
}

/** Runs in the page: React's fibers from the root container, and the boot's marks. */
function countFibers(listed: number): Rendered {
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
  const commits = (
    (window as unknown as { __benchCommits?: Array<{ at: number; ms: number }> }).__benchCommits ?? []
  ).filter(({ at }) => interactive && at <= interactive.startTime);
  return {
    components,
    hosts,
    hydrationMs: router && interactive ? interactive.startTime - (router.startTime + router.duration) : NaN,
    renderMs: commits.length ? commits.reduce((sum, { ms }) => sum + ms, 0) : NaN,
    commits: commits.length,
    most: [...counts].sort((a, b) => b[1] - a[1]).slice(0, listed),
  };
}

export async function signedInRenders(
  browser: Browser,
  {
    origin,
    sandboxUrl,
    runs,
    cpuRate,
    detail = false,
  }: { origin: string; sandboxUrl: string; runs: number; cpuRate: number; detail?: boolean },
  log: (line: string) => void,
) {
  for (const device of DEVICES) {
    log(
      `${device.label}\npage                    components   elements   hydration ms   render ms   commits`,
    );
    for (const page of SIGNED_IN_PAGES) {
      const samples: Rendered[] = [];
      const profiled: SelfTime[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(device.context);
        try {
          const tab = await context.newPage();
          await tab.addInitScript(recordCommits);
          const patient = await signIn(tab, origin, sandboxUrl, page.kind);
          const address = await signedInPath(page, sandboxUrl, patient.accessToken);
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
          if (detail) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
            await cdp.send('Profiler.start');
          }
          await tab.goto(origin + address);
          await waitForApp(tab);
          if (detail) profiled.push(...selfTimes((await cdp.send('Profiler.stop')).profile));
          // The late parts (the footer, the header's account button) hydrate when their code has come: counted
          // once the network has settled, so every run counts the same page.
          await tab.waitForLoadState('networkidle');
          samples.push(await tab.evaluate(countFibers, detail ? 80 : 8));
        } finally {
          await context.close();
        }
      }
      report(page.label, samples, profiled);
    }
  }

  function report(label: string, samples: Rendered[], profiled: SelfTime[]) {
    const of = (pick: (rendered: Rendered) => number) => median(samples.map(pick));
    log(
      `${label.padEnd(22)}  ${String(of((r) => r.components)).padStart(10)}   ${String(
        of((r) => r.hosts),
      ).padStart(8)}   ${ms(
        of((r) => r.hydrationMs),
        12,
      )}   ${ms(
        of((r) => r.renderMs),
        9,
      )}   ${String(of((r) => r.commits)).padStart(7)}`,
    );
    log(`      most: ${samples[0]!.most.map(([name, count]) => `${name} ×${count}`).join(', ')}`);
    if (detail) {
      const totals = new Map<string, number>();
      for (const { name, ms: spent } of profiled) totals.set(name, (totals.get(name) ?? 0) + spent / runs);
      for (const [name, spent] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25))
        log(`      ${ms(spent, 7)}  ${name}`);
    }
  }
}
