import { expect, test } from '@playwright/test';

test.describe('locales and unknown paths', () => {
  test('/ is Spanish', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Consultas médicas online' })).toBeVisible();
  });

  test('/en is English', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Online doctor consultations' })).toBeVisible();
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '¡Vaya! Página no encontrada' })).toBeVisible();

    const english = await page.goto('/en/no-such-page');
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  });

  test('hashed assets are cached for a year and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // The entry's address, in the script that adds the app's scripts once the page has shown.
    const script = /(\/static\/js\/index\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(asset.headers()['content-encoding']);
  });
});
