/**
 * Draws the app's icons (public/icons/*.png) from the product mark (src/app/shell/Logo.tsx's speech bubble with
 * a cross) with the browser the tests use: `node scripts/pwa-icons.ts`. The PNGs are committed; run this again
 * only when the mark or the theme's colour changes.
 *
 * - `icon-{192,512}.png`: purpose "any", the mark on a rounded square.
 * - `maskable-{192,512}.png`: purpose "maskable", full-bleed colour with the mark inside the central 80 % circle
 *   that every platform's mask keeps (the W3C manifest's safe zone).
 * - `apple-touch-icon.png`: 180 × 180, opaque (iOS fills transparency with black and rounds corners itself).
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const PRIMARY = '#0b6e69';
const OUT = path.join(import.meta.dirname, '..', 'public', 'icons');

/** The mark in white on the theme's colour, in a 32 × 32 box (Logo.tsx draws it in colour on white). */
const MARK =
  '<path d="M4 6a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H13l-6 6v-6H8a4 4 0 0 1-4-4z" fill="#fff"/>' +
  `<path d="M14 7h4v4.5h4.5v4H18V20h-4v-4.5H9.5v-4H14z" fill="${PRIMARY}"/>`;

/** `scale`: the share of the icon the mark's box takes. `rounded`: a rounded square instead of full bleed. */
const svg = (size: number, scale: number, rounded: boolean) => {
  const box = size * scale;
  const offset = (size - box) / 2;
  const radius = rounded ? size * 0.18 : 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${PRIMARY}"/>` +
    `<g transform="translate(${offset} ${offset + box * 0.03}) scale(${box / 32})">${MARK}</g></svg>`
  );
};

const icons = [
  { file: 'icon-192.png', size: 192, scale: 0.7, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 0.7, rounded: true },
  // The 32-unit box's corners stay inside the 80 % circle at 0.55 (its diagonal is 0.55 × √2 ≈ 0.78).
  { file: 'maskable-192.png', size: 192, scale: 0.55, rounded: false },
  { file: 'maskable-512.png', size: 512, scale: 0.55, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.62, rounded: false },
];

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
try {
  mkdirSync(OUT, { recursive: true });
  for (const { file, size, scale, rounded } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(size, scale, rounded)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: path.join(OUT, file), omitBackground: rounded });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
