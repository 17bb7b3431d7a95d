import { appendFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readBuildSettings } from '../../server/securityHeaders.ts';
import { type Front, startFront } from './front.ts';
import { PAGE_HELPERS_PATH, PAGE_HELPERS_SCRIPT, withPageHelpers } from './pageHelpers.ts';
import { freePort, startProcess, stopProcess, untilAnswers } from '../../scripts/processes.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The app's entry script: what the early-input journeys hold back (journeys/earlyInput.ts). */
export const APP_ENTRY = /^\/static\/js\/index\.[0-9a-f]+\.js$/;

/** Access tokens of the second sandbox live this long (as Playwright's second sandbox: e2e/session-tabs.spec.ts). */
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 4;

/**
 * The site a browser's journeys run against, as Playwright's webServer starts it for the Chromium journeys:
 * the built app's web server and the sandbox provider on a fresh database, each behind a front (support/front.ts).
 *
 * - The web front listens on BROWSERS_PORT (3200 by default): the address the browser opens.
 * - The sandbox front listens where the build sends the provider calls (PUBLIC_API_BASE_URL, read from
 *   dist/server/settings.json): build with `PUBLIC_API_BASE_URL=http://localhost:<port>/`.
 * - With `shortTokens`, a second sandbox whose access tokens live 4 s: `useShortTokenSandbox` sends the
 *   provider calls there instead (the two tabs across token expiries).
 * The servers behind the fronts take free ports, so two runs can only collide on the two fronts' ports.
 */
export interface Site {
  url: string;
  sandboxUrl: string;
  /** Where the runner's own files go (logs, downloads, uploads): reports/browsers/<browser>. */
  workDir: string;
  web: Front;
  /** The front on the provider's port: every provider call, the browser's and the web server's. */
  sandbox: Front;
  useShortTokenSandbox(on: boolean): void;
  /**
   * Lets the app's service worker through the web front (the journeys block it otherwise: below). A journey that
   * allows it unregisters it before it ends (support/serviceWorker.ts).
   */
  allowServiceWorker(on: boolean): void;
  /** The network as the browser sees it: gone (both fronts drop every connection) or back. */
  setOffline(offline: boolean): void;
  stop(): Promise<void>;
}

export async function startSite(name: string, { shortTokens = false } = {}): Promise<Site> {
  const workDir = path.join(root, 'reports', 'browsers', name);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const log = (service: string) => (line: string) =>
    appendFileSync(path.join(workDir, `${service}.log`), `${line}\n`);
  const node = process.execPath;

  const sandbox = async (label: string, env: Record<string, string>) => {
    const port = await freePort();
    const child = startProcess('sh', ['-c', `"${node}" sandbox/reset.ts && exec "${node}" sandbox/main.ts`], {
      env: {
        SANDBOX_PORT: String(port),
        SANDBOX_DB: `.data/browsers-${name}/${label}/sandbox.sqlite`,
        ...env,
      },
      log: log(label),
    });
    return { child, target: `http://127.0.0.1:${port}` };
  };
  const webPort = await freePort();
  const metricsPort = await freePort();
  const web = startProcess(node, ['server/main.ts'], {
    // Nothing to drain when the journeys end: stop at once.
    env: { PORT: String(webPort), HOST: '127.0.0.1', METRICS_PORT: String(metricsPort), DRAIN_GRACE_MS: '0' },
    log: log('web'),
  });
  const provider = await sandbox('sandbox', {});
  const short = shortTokens
    ? await sandbox('sandbox-short-tokens', {
        SANDBOX_ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TOKEN_TTL_SECONDS),
      })
    : undefined;
  const children = [web, provider.child, ...(short ? [short.child] : [])];

  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child)));
  };
  try {
    await untilAnswers(web, `http://127.0.0.1:${webPort}/healthz`, 60_000);
    for (const { child, target } of [provider, ...(short ? [short] : [])]) {
      await untilAnswers(child, `${target}/api/v1/auth/calling-code-countries`, 60_000);
    }
    const builtProvider = new URL(readBuildSettings(path.join(root, 'dist')).apiBaseUrl);
    const sandboxFront = await startFront({ port: Number(builtProvider.port), target: provider.target });
    // No service worker, as in Playwright's journeys (serviceWorkers: 'block'): a worker would answer the held
    // entry script and the pages from its caches, past this front. Only the offline journey allows it.
    const noWorker = { type: 'text/plain', body: 'no service worker in these journeys', status: 404 };
    const served: Record<string, { type: string; body: string; status?: number }> = {
      [PAGE_HELPERS_PATH]: { type: 'text/javascript', body: PAGE_HELPERS_SCRIPT },
      '/sw.js': noWorker,
    };
    const webFront = await startFront({
      port: Number(process.env.BROWSERS_PORT ?? 3200),
      target: `http://127.0.0.1:${webPort}`,
      rewriteHtml: withPageHelpers,
      serve: served,
      uncached: APP_ENTRY,
    });
    return {
      url: webFront.url,
      sandboxUrl: builtProvider.origin,
      workDir,
      web: webFront,
      sandbox: sandboxFront,
      useShortTokenSandbox(on) {
        if (on && !short) throw new Error('this site has no short-token sandbox');
        sandboxFront.target = on ? short!.target : provider.target;
      },
      allowServiceWorker(on) {
        if (on) delete served['/sw.js'];
        else served['/sw.js'] = noWorker;
      },
      setOffline(offline) {
        webFront.offline = offline;
        sandboxFront.offline = offline;
      },
      async stop() {
        await Promise.all([webFront.close(), sandboxFront.close()]);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
