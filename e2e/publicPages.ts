import type { Page } from '@playwright/test';

/** Every page a visitor can open without a session (spec §2), plus an unknown path (the not-found page). */
export const PUBLIC_PAGES = [
  '/',
  '/specialties',
  '/doctor/1',
  '/about-us',
  '/contact-us',
  '/cookie-policy',
  '/privacy-policy',
  '/login',
  '/b2b-login',
  '/no-such-page',
] as const;

const HYDRATION_PROBLEM =
  /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)/i;

/** What React reports when the browser's first render differs from the server's HTML (collected as it comes). */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_PROBLEM.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/**
 * Records, from before the page's first script, every `securitypolicyviolation` the document reports
 * (read them with `cspViolations`). Playwright's init scripts are not subject to the page's CSP.
 */
export async function watchCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}`,
      );
    });
  });
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
