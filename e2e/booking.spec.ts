import { expect, test } from '@playwright/test';
import { sandboxURL } from '../playwright.config';
import { expectNoSeriousA11yViolations, locales, localized, signInAsDemoPatient, t } from './authSupport';
import { chooseTimeOnALaterDay, expectStep, main, openSpeciality, png, screenshot } from './bookingSupport';

// Patients in peninsular Spain (the Canary case is the slot picker's component test).
test.use({ timezoneId: 'Europe/Madrid' });

const sizes = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;

for (const locale of locales) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`a visitor books a speciality's doctor, signs in, holds the slot with two photos and reaches payment (${locale}, ${size})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const shot = (step: string) => screenshot(page, `${step}-${locale}-${size}`);
      await page.goto(localized(locale, '/doctor_pre_order'));
      await expectStep(page, locale, 'booking.reason.title');
      await expectNoSeriousA11yViolations(page);
      await shot('1-reason');

      await openSpeciality(page, locale, 2);
      await expectNoSeriousA11yViolations(page);
      await shot('2-doctors');

      await main(page)
        .getByRole('button', {
          name: new RegExp(`^${t(locale, 'booking.doctors.chooseNamed', { name: '' })}`),
        })
        .first()
        .click();
      await expectStep(page, locale, 'booking.time.title');
      await expectNoSeriousA11yViolations(page);
      await shot('3-time');
      const slotName = await chooseTimeOnALaterDay(page, locale);
      const confirmUrl = new URL(page.url());
      expect(confirmUrl.searchParams.get('appointmentType')).toBe('booked');
      expect(confirmUrl.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      await expectNoSeriousA11yViolations(page);
      await shot('4-confirm-visitor');

      // Only now is a session needed: the login page comes back to this very choice.
      await main(page)
        .getByRole('button', { name: t(locale, 'booking.confirm.signIn') })
        .click();
      await expect(page).toHaveURL(/\/login\?from=/);
      const from = new URL(page.url()).searchParams.get('from')!;
      expect(from).toBe(`/doctor_pre_order${confirmUrl.search}`);
      await signInAsDemoPatient(page, locale, from);
      await expectStep(page, locale, 'booking.confirm.title');
      expect(new URL(page.url()).search).toBe(confirmUrl.search);
      await shot('5-confirm-signed-in');

      await main(page)
        .getByRole('button', { name: t(locale, 'booking.confirm.hold') })
        .click();
      await expectStep(page, locale, 'booking.held.title');
      await expect(page).toHaveURL(/[?&]preOrder=\d+/);
      await expect(main(page).getByText(t(locale, 'booking.held.until').split('{')[0]!.trim())).toBeVisible();
      await main(page)
        .locator('input[type=file]')
        .setInputFiles([
          { name: 'rash.png', mimeType: 'image/png', buffer: png(8, 8) },
          { name: 'arm.png', mimeType: 'image/png', buffer: png(6, 6) },
        ]);
      await expect(main(page).getByText(t(locale, 'photos.status.ready'))).toHaveCount(2);
      // Small photos weigh kB, not "0 MB".
      await expect(
        main(page).getByText(
          locale === 'es' ? '2 de 6 fotos · 1 kB de 20 MB' : '2 of 6 photos · 1 kB of 20 MB',
        ),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shot('6-held-photos');

      const preOrder = new URL(page.url()).searchParams.get('preOrder');
      await main(page)
        .getByRole('button', { name: t(locale, 'booking.held.toPayment') })
        .click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/payment')}\\?preOrder=${preOrder}$`));
      // The pre-order holds the slot chosen before signing in, with both photos (one upload each).
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const held = await page.request.get(`${sandboxURL}/api/v1/pre-order/${preOrder}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await held.json()) as { start_at: string; images: unknown[] };
      expect(Date.parse(body.start_at)).toBe(Date.parse(confirmUrl.searchParams.get('date')!));
      expect(body.images).toHaveLength(2);
      expect(slotName).toMatch(/\d{1,2}:\d{2}/);
    });
  }
}
