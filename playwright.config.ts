import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * The whole browser, for the journeys that need what only it has: a permission prompt that refuses (the headless
 * shell answers a camera request 'not supported' instead) and Chromium's installability checks.
 */
export const wholeChromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Debian's headless shell here (or CHROMIUM_PATH): Chromium's engine without the browser around it, as
 * Playwright's own headless runs use. The whole browser in headless mode also runs its window's UI: on two cores
 * the shell ran the payment journeys in 6.7 minutes against 7.8. The whole browser where there is no shell,
 * Playwright's own where neither exists (GitHub runners).
 */
function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/lib/chromium/chromium-headless-shell', wholeChromium].find(
    (path) => path && existsSync(path),
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 4010);
export const sandboxURL = `http://localhost:${sandboxPort}`;
/** A second sandbox whose access tokens live 4 s, for the token-expiry journeys (e2e/auth-session.spec.ts). */
const shortTokenSandboxPort = Number(process.env.E2E_SHORT_TOKEN_SANDBOX_PORT ?? 4011);
export const shortTokenSandboxURL = `http://localhost:${shortTokenSandboxPort}`;
const SHORT_ACCESS_TOKEN_TTL_SECONDS = 4;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  // Journeys sign in, book and pay across several pages: on a busy two-core machine (load average 6 to 11 with
  // other work running) one can take over a minute.
  timeout: 90_000,
  // What a journey waits for is what a patient waits for: on such a machine a page or an answer can take several
  // seconds, and Playwright's 5-second default failed journeys a patient would simply have waited out. Steps that
  // wait on the app's own work (a sign-in, a page's code) allow longer (APP_WORK in e2e/authSupport.ts).
  expect: { timeout: 15_000 },
  // Journeys run side by side against one server and one sandbox: each signs in as an account of its own, scopes
  // its faults to its browser context (e2e/faultSupport.ts), chooses its times on a day of its own
  // (bookingDay in e2e/bookingSupport.ts) and deploys on a port of its own (e2e/deploySupport.ts). Two workers on
  // two cores: the journeys are bound by the CPU, and a third worker made them slower and timed one out.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // No retry, on CI either: a journey that passes only on its second try is not green (the retry must not be what
  // keeps the suite green), and a first failure already keeps its trace and screenshot.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, and the network.
    // Not the film of the screen (`screenshots`): recording it for every journey, kept or not, was a third of the
    // run's CPU; the failure's own screenshot is still taken (below).
    trace: { mode: 'retain-on-failure', screenshots: false },
    // A first visit: the journeys test the app without the service worker (a page.route never sees what a worker
    // answers); e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node server/main.ts',
      // The journeys test the app, not overload: no shedding by the machine's load, no per-client render limit.
      env: {
        PORT: String(port),
        // Off the default 9464, so that runs on other ports do not meet there; port + 1 and + 2 are the
        // simulated deploys' (e2e/deploySupport.ts).
        METRICS_PORT: String(port + 50),
        SHED_EVENT_LOOP_DELAY_MS: '0',
        SHED_RENDERS_EVENT_LOOP_DELAY_MS: '0',
        RENDER_RATE_PER_MINUTE: '0',
        RENDER_TIMEOUT_MS: '30000',
        // Nothing to drain when the run ends: stop at once (docs/operations.md#shutdown).
        DRAIN_GRACE_MS: '0',
      },
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The provider the built app calls (PUBLIC_API_BASE_URL defaults to it), on a fresh database per run.
      command: 'node sandbox/reset.ts && node sandbox/main.ts',
      env: {
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_DB: '.data/e2e/sandbox.sqlite',
      },
      url: `${sandboxURL}/api/v1/auth/calling-code-countries`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node sandbox/reset.ts && node sandbox/main.ts',
      env: {
        SANDBOX_PORT: String(shortTokenSandboxPort),
        SANDBOX_DB: '.data/e2e-short-tokens/sandbox.sqlite',
        SANDBOX_ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TOKEN_TTL_SECONDS),
      },
      url: `${shortTokenSandboxURL}/api/v1/auth/calling-code-countries`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
