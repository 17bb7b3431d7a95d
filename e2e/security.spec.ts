import { expect, test } from '@playwright/test';
import { locales, localized, signInAsDemoPatient } from './authSupport';
import { cspViolations, PUBLIC_PAGES, watchCspViolations } from './publicPages';

/** Issue 15 item 6: the built app loads nothing its own Content-Security-Policy forbids. */
test.describe('the built app keeps to its Content-Security-Policy', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const locale of locales) {
    test(`every public page, visitor, ${locale}`, async ({ page }) => {
      await watchCspViolations(page);
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      for (const path of PUBLIC_PAGES) {
        const response = await page.goto(localized(locale, path));
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await cspViolations(page), path).toEqual([]);
      }
      expect(refused).toEqual([]);
    });
  }

  test('signed in: home (upcoming visits), a doctor and the profile', async ({ page }) => {
    await watchCspViolations(page);
    await signInAsDemoPatient(page, 'es');
    for (const path of ['/', '/doctor/1', '/profile', '/appointments']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page), path).toEqual([]);
    }
  });
});
