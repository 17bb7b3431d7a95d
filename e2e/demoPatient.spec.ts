import { expect, test } from '@playwright/test';
import { signInAsDemoPatient } from './authSupport';

test('a fresh demo patient signs in through a one-time link and lands where asked', async ({ page }) => {
  const first = await signInAsDemoPatient(page, 'en', '/profile');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'First name' })).toHaveValue('Lucía');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const second = await signInAsDemoPatient(page, 'es');
  expect(second.phone).not.toBe(first.phone);
});
