import { expect, type Page, test } from '@playwright/test';
import path from 'node:path';
import { APP_WORK, type Locale, locales, localized, t } from './authSupport';
import { watchHydration } from './publicPages';

/**
 * Issue 34 item 4: a patient whose browser is in New York reads the zone of the times by its name in the page's
 * language with its offset ('hora oriental, GMT-4'), never the IANA id. The server leaves the patient's zone to
 * the browser (it cannot know it), so the doctor's page hydrates without a mismatch whatever the engine's names.
 */
test.use({ timezoneId: 'America/New_York' });

const EASTERN: Record<Locale, string> = { es: 'hora oriental, GMT-[45]', en: 'Eastern Time, GMT-[45]' };
const sizes = [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: path.join(process.env.SHOTS_DIR ?? test.info().outputDir, `${name}.png`),
    fullPage: true,
  });

/** A message with its `{zone}` as the pattern of the zone's name (the offset depends on the season). */
const withZone = (locale: Locale, id: string) =>
  new RegExp(
    t(locale, id, { zone: '\u0000' })
      .replace(/[.*+?^$()[\]\\]/g, '\\$&')
      .replace('\u0000', EASTERN[locale]),
  );

for (const locale of locales) {
  test(`a doctor's free times and the booking's time step name the patient's zone (${locale})`, async ({
    page,
  }) => {
    const problems = watchHydration(page);
    const html = await (await page.request.get(localized(locale, '/doctor/1'))).text();
    expect(html).not.toMatch(new RegExp(EASTERN[locale]));

    for (const [size, viewport] of sizes) {
      await page.setViewportSize(viewport);
      await page.goto(localized(locale, '/doctor/1'));
      const slots = page.getByRole('region', { name: t(locale, 'doctor.slots.title') });
      await expect(slots.getByText(withZone(locale, 'doctor.slots.zone'))).toBeVisible(APP_WORK);
      await expect(slots.getByRole('link').first()).toHaveAccessibleName(
        new RegExp(`\\(${EASTERN[locale]}\\)$`),
      );
      await expect(slots).not.toContainText('America/New_York');
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await shot(page, `zone-doctor-${locale}-${size}`);

      await page.goto(localized(locale, '/doctor_pre_order?specialityId=1&doctorId=1'));
      const main = page.getByRole('main');
      await expect(main.getByText(withZone(locale, 'slotPicker.zoneNote'))).toBeVisible(APP_WORK);
      await expect(main.getByRole('grid').getByRole('button').first()).toHaveAccessibleName(
        new RegExp(`\\(${EASTERN[locale]}\\)$`),
      );
      await shot(page, `zone-booking-${locale}-${size}`);
    }
  });
}
