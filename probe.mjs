import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const logs = [];
page.on('console', (m) => { if (['error', 'warning'].includes(m.type())) logs.push(m.type() + ': ' + m.text().slice(0, 6000)); });
page.on('pageerror', (e) => logs.push('pageerror: ' + e.message.slice(0, 6000)));
const api = [];
page.on('request', (r) => { if (r.url().includes(':4200/')) api.push(r.url().replace('http://localhost:4200', '')); });
for (const p of process.argv.slice(2)) {
  logs.length = 0; api.length = 0;
  const res = await page.goto('http://localhost:3201' + p);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const titles = await page.locator('head title').count();
  console.log(p, res.status(), 'titles', titles, 'api', JSON.stringify(api), JSON.stringify(logs));
}
await browser.close();
