import { expect, type Locator, type Page, test as base } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { type Locale, t } from './authSupport';

/** What a failing provider does (sandbox/routes/controlsFaults.ts). */
const ALL_KINDS = ['500', 'timeout', 'malformed', 'drop'] as const;
export type FaultKind = (typeof ALL_KINDS)[number];
/** Every kind; E2E_FAULT_KINDS=500,drop runs some of them while working on a screen. */
export const FAULT_KINDS: readonly FaultKind[] = ALL_KINDS.filter(
  (kind) => !process.env.E2E_FAULT_KINDS || process.env.E2E_FAULT_KINDS.split(',').includes(kind),
);

/** The app's per-call timeout in the build under test (its default unless the build set one). */
export const API_TIMEOUT_MS = Number(process.env.PUBLIC_API_TIMEOUT_MS) || 30_000;
/** Calls that send photos wait longer (`uploadTimeoutMs` in src/config/env.ts). */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** The payment calls wait less (`PAYMENT_CALL_TIMEOUT_MS` in src/features/payment/api.ts). */
export const PAYMENT_CALL_TIMEOUT_MS = 20_000;

/** A fault on provider calls: a path (`*` for any characters) and, optionally, one method. */
export interface CallPattern {
  route: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
}

/** The faults of one test: scoped to its browser context, so journeys running beside it are untouched. */
export class Faults {
  constructor(
    private readonly page: Page,
    readonly scope: string,
  ) {}

  async fail(calls: CallPattern[], kind: FaultKind): Promise<void> {
    for (const call of calls) {
      const response = await this.page.request.post(`${sandboxURL}/sandbox/faults`, {
        data: { ...call, kind, scope: this.scope },
      });
      expect(response.status(), await response.text()).toBe(201);
    }
  }

  /**
   * A `timeout` fault holds the call; the page's clock then runs past the app's timeout for it (no test
   * waits on a real clock), so the app gives up on it as it would after `timeoutMs`.
   */
  async outlast(timeoutMs = API_TIMEOUT_MS): Promise<void> {
    await expect
      .poll(async () => {
        const response = await this.page.request.get(
          `${sandboxURL}/sandbox/faults?scope=${encodeURIComponent(this.scope)}`,
        );
        const { faults } = (await response.json()) as { faults: { hits: number }[] };
        return faults.reduce((hits, fault) => hits + fault.hits, 0);
      })
      .toBeGreaterThan(0);
    await this.page.clock.runFor(timeoutMs + 1000);
  }

  /** Ends the faults; a held (timed-out) call is closed. */
  async clear(): Promise<void> {
    const response = await this.page.request.delete(
      `${sandboxURL}/sandbox/faults?scope=${encodeURIComponent(this.scope)}`,
    );
    expect(response.ok()).toBe(true);
  }
}

/**
 * `test` with `faults`: every request of the test's browser context carries `X-Sandbox-Scope`, and the
 * faults it adds meet only those requests; they are cleared when the test ends.
 */
export const test = base.extend<{ faults: Faults }>({
  faults: async ({ context, page }, use, testInfo) => {
    const scope = `fault-${testInfo.testId}-${testInfo.retry}`;
    await context.setExtraHTTPHeaders({ 'X-Sandbox-Scope': scope });
    // Fake timers that run at the real pace until a held call needs the app's timeout to pass.
    await page.clock.install();
    const faults = new Faults(page, scope);
    await use(faults);
    await faults.clear();
  },
});

/** Any of the messages (catalog ids) as the page's language writes it. */
export function anyMessage(page: Page, locale: Locale, ids: string[]): Locator {
  const [first, ...rest] = ids.map((id) => page.getByText(t(locale, id), { exact: true }));
  return rest.reduce((either, next) => either.or(next), first!);
}

/** Something still loading: a spinner (a progress bar without a value) or a busy region. */
export const spinners = (page: Page) =>
  page.locator('[role="progressbar"]:not([aria-valuenow]):visible, [aria-busy="true"]:visible');

/**
 * The page failed the way a patient can live with: it says so in its language (one of `ids`), it is not blank
 * (its heading is there) and nothing is left spinning.
 */
export async function expectFailureShown(page: Page, locale: Locale, ids: string[]) {
  await expect(anyMessage(page, locale, ids).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(spinners(page)).toHaveCount(0);
}

/** Clicks each visible "Try again" (`ids`: the screen's retry messages) until none is left. */
export async function retryAll(page: Page, locale: Locale, ids: string[]) {
  const retry = ids
    .map((id) => page.getByRole('button', { name: t(locale, id), exact: true }))
    .reduce((either, next) => either.or(next));
  for (let clicks = 0; clicks < 5 && (await retry.first().isVisible()); clicks++) {
    // One retry can bring other sections back too (a shared call): the button seen a moment ago may be gone by
    // the time it would be clicked. Only a button still there and still not clickable is a failure.
    await retry
      .first()
      .click({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        if (await retry.first().isVisible()) throw error;
      });
    await expect(spinners(page)).toHaveCount(0);
  }
}

/** The locale of each fault in turn, so every route meets faults in both languages. */
export const localeFor = (kind: FaultKind): Locale => (ALL_KINDS.indexOf(kind) % 2 === 0 ? 'es' : 'en');
