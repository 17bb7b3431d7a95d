/**
 * Keyboard only (issue 22 item 5): focus never drops to <body> when the control that had it goes away, a radio
 * group is one Tab stop with arrow keys, and every focus ring is WCAG 2.2's focus appearance (2 px, 3:1).
 */
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signInAs } from './accountsSupport';
import { type Locale, localized, locales, plain, t, waitForApp } from './authSupport';
import { png, tabTo } from './bookingSupport';
import { screenshots } from './moneySupport';
import { GENERAL_MEDICINE, holdPreOrder, paymentPath } from './paymentSupport';

test.use({ timezoneId: 'Europe/Madrid' });
test.describe.configure({ timeout: 300_000 });

// Waits follow what a patient sees, on a machine that may be busy.
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'test-results', 'shots');
const main = (page: Page) => page.getByRole('main');
const photoFile = (name: string) => ({ name, mimeType: 'image/png', buffer: png() });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** The name of the focused element (as tabTo reads it), or '<body>' when focus was lost. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) return '<body>';
    return (
      element.getAttribute('aria-label') ??
      element.labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .trim()
      .replace(/\s+/g, ' ');
  });

/** Two photos chosen, then each removed by keyboard: focus goes to the next one, then to 'Add photos'. */
async function removePhotosByKeyboard(page: Page, locale: Locale, shot: string) {
  await page.getByTestId('photo-input').setInputFiles([photoFile('uno.png'), photoFile('dos.png')]);
  await expect(main(page).getByText(t(locale, 'photos.status.ready'))).toHaveCount(2);
  await tabTo(page, { name: exactly(t(locale, 'photos.remove', { name: 'uno.png' })) });
  await screenshots(page, `${shot}-focus-remove`, locale);
  await page.keyboard.press('Enter');
  await expect(
    main(page).getByRole('button', { name: t(locale, 'photos.remove', { name: 'dos.png' }) }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main(page).getByRole('button', { name: t(locale, 'photos.add') })).toBeFocused();
  expect(await focusedName(page)).not.toBe('<body>');
}

/** The ring's width and its contrast with the colour of the surface around it, read from computed styles. */
async function focusRing(control: Locator) {
  return control.evaluate((focused) => {
    // A checkbox, radio or switch focuses a hidden input: the ring is drawn on its visible part.
    const ring = focused.closest('.Mui-focusVisible') ?? focused;
    const style = getComputedStyle(ring);
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let surface = 'rgb(255, 255, 255)';
    for (let element = ring.parentElement; element; element = element.parentElement) {
      const background = getComputedStyle(element).backgroundColor;
      if ((rgb(background)[3] ?? 1) > 0) {
        surface = background;
        break;
      }
    }
    const [light, dark] = [luminance(style.outlineColor), luminance(surface)].sort((a, b) => b - a);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100,
    };
  });
}

/** A close-up of the focused control and its ring, for people to look at. */
async function closeUp(page: Page, control: Locator, name: string) {
  const ring = control.locator('xpath=ancestor-or-self::*[contains(@class, "Mui-focusVisible")][1]');
  const box = (await ring.count()) ? await ring.boundingBox() : await control.boundingBox();
  if (!box) return;
  mkdirSync(SHOTS, { recursive: true });
  const x = Math.max(0, box.x - 24);
  const y = Math.max(0, box.y - 16);
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    clip: { x, y, width: Math.min(box.width + 240, page.viewportSize()!.width - x), height: box.height + 32 },
  });
}

/** The ring is measured at desktop width; close-ups are left at 1280 and 390 px (focus stays on a resize). */
async function expectVisibleFocusRing(page: Page, control: Locator, kind: string, locale: Locale) {
  await expect(control).toBeFocused();
  const ring = await focusRing(control);
  expect(ring.style, `${kind}: outline style`).toBe('solid');
  expect(ring.width, `${kind}: outline width`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `${kind}: contrast with the surface`).toBeGreaterThanOrEqual(3);
  const desktop = page.viewportSize()!;
  for (const width of [desktop.width, 390]) {
    await page.setViewportSize({ width, height: desktop.height });
    await control.scrollIntoViewIfNeeded();
    await closeUp(page, control, `focus-ring-${kind}-${locale}-${width}`);
  }
  await page.setViewportSize(desktop);
  await expect(control).toBeFocused();
}

for (const locale of locales) {
  test(`keyboard: removing photos keeps focus, in booking and renewal (${locale})`, async ({ page }) => {
    await signInAs(page, 'patient', localized(locale, '/login'));
    const held = await holdPreOrder(page, GENERAL_MEDICINE);
    await page.goto(
      localized(
        locale,
        `/doctor_pre_order?specialityId=${held.specialityId}&doctorId=${held.doctorId}&appointmentType=booked&date=${encodeURIComponent(held.startAt)}&preOrder=${held.id}`,
      ),
    );
    // The server's page shows first: files given to its input before the app answers would go unseen.
    await waitForApp(page);
    await removePhotosByKeyboard(page, locale, 'booking-photos');

    await page.goto(localized(locale, '/renew'));
    await expect(main(page).getByRole('button', { name: t(locale, 'photos.add') })).toBeVisible();
    await removePhotosByKeyboard(page, locale, 'renew-photos');
  });

  test(`keyboard: who may see my data, confirmed and undone, leaves focus on what now holds (${locale})`, async ({
    page,
  }) => {
    await signInAs(page, 'patient', localized(locale, '/login'));
    await page.goto(localized(locale, '/renew'));
    const sharing = page.getByRole('region', { name: t(locale, 'access.title') });
    const now = page.getByTestId('share-scope-now');
    await expect(now).toHaveText(t(locale, 'access.current.none'));
    const confirmChoice = async () => {
      await tabTo(page, { name: exactly(t(locale, 'access.save')) });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: t(locale, 'access.confirm.title') })).toBeVisible();
      await tabTo(page, { name: exactly(t(locale, 'access.confirm.confirm')) });
      await page.keyboard.press('Enter');
    };

    await tabTo(page, { within: '[role="radiogroup"]' });
    await page.keyboard.press('Space');
    await confirmChoice();
    await expect(now).toHaveText(t(locale, 'access.current.all'));
    await expect(now).toBeFocused();

    // One doctor: the arrow key chooses it, the visit is picked from the list, then Undo brings 'all' back.
    await tabTo(page, { within: '[role="radiogroup"]' });
    await page.keyboard.press('ArrowDown');
    await tabTo(page, { within: '[role="combobox"]' });
    const visit = sharing.getByRole('combobox', { name: t(locale, 'access.visit.label') });
    await expect(visit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(visit).toBeFocused();
    await confirmChoice();
    await expect(now).toHaveText(new RegExp(`^${escape(t(locale, 'access.current.one').split('{')[0]!)}`));
    await expect(now).toBeFocused();
    await tabTo(page, { name: exactly(t(locale, 'access.undo')) });
    await screenshots(page, 'sharing-focus-undo', locale);
    await page.keyboard.press('Enter');
    await expect(now).toHaveText(t(locale, 'access.current.all'));
    await expect(now).toBeFocused();
  });

  test(`keyboard: the cancel reasons are one Tab stop, chosen with the arrow keys (${locale})`, async ({
    page,
  }) => {
    await signInAs(page, 'patient', localized(locale, '/login'));
    await page.goto(localized(locale, '/appointments'));
    await tabTo(page, { name: new RegExp(`^${escape(t(locale, 'appointmentCard.details'))}`) });
    await page.keyboard.press('Enter');
    await tabTo(page, { name: exactly(t(locale, 'appointments.detail.cancelOpen')) });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t(locale, 'appointments.cancel.title') });
    const reasons = dialog.getByRole('radiogroup', { name: t(locale, 'appointments.cancel.reasonsLegend') });
    const radios = reasons.getByRole('radio');
    await expect(radios.first()).toBeVisible();
    const count = await radios.count();
    expect(count).toBeGreaterThan(2);

    // Tab enters the group once, on its first reason; the next Tab leaves it for the comment.
    await tabTo(page, { within: '[role="radiogroup"]' });
    await expect(radios.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(
      dialog.getByRole('textbox', { name: t(locale, 'appointments.cancel.commentLabel') }),
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(radios.first()).toBeFocused();
    // The arrow keys move through the reasons and choose them.
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeFocused();
    await expect(radios.nth(1)).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(2)).toBeChecked();
    await expectVisibleFocusRing(page, radios.nth(2), 'radio-in-dialog', locale);
    await screenshots(page, 'cancel-reasons-focus', locale);
    // With a reason chosen, the group is still one stop: back in on the chosen reason, and out again.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(radios.nth(2)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(reasons.locator(':focus')).toHaveCount(0);
  });

  test(`keyboard: the focus ring of a checkbox, a link and a button is 2 px at 3:1 (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized(locale, '/login'));
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    const consent = main(page).getByRole('checkbox', { name: plain(locale, 'login.privacyConsent') });
    await tabTo(page, { name: new RegExp(escape(plain(locale, 'login.privacyConsent'))) });
    await expectVisibleFocusRing(page, consent, 'checkbox', locale);
    const linkText = new RegExp(
      `^${escape(/<link>(.*)<\/link>/.exec(t(locale, 'login.privacyConsent'))![1]!)}`,
    );
    const privacyLink = main(page).getByRole('link', { name: linkText });
    await tabTo(page, { name: linkText });
    await expectVisibleFocusRing(page, privacyLink, 'link', locale);
    const proceed = main(page).getByRole('button', { name: t(locale, 'login.continue') });
    await tabTo(page, { name: exactly(t(locale, 'login.continue')) });
    await expectVisibleFocusRing(page, proceed, 'button', locale);
  });

  test(`keyboard: the focus ring of a radio and a switch is 2 px at 3:1 (${locale})`, async ({ page }) => {
    await signInAs(page, 'patient', localized(locale, '/login'));
    await page.goto(localized(locale, '/renew'));
    const all = main(page).getByRole('radio', { name: new RegExp(escape(t(locale, 'access.choice.all'))) });
    await tabTo(page, { within: '[role="radiogroup"]' });
    await expectVisibleFocusRing(page, all, 'radio', locale);

    const held = await holdPreOrder(page, GENERAL_MEDICINE);
    await page.goto(paymentPath(locale, held.id));
    const balance = main(page).getByRole('switch', {
      name: new RegExp(`^${escape(t(locale, 'payment.credit.balance').split('(')[0]!.trim())}`),
    });
    await expect(balance).toBeVisible();
    await tabTo(page, {
      name: new RegExp(`^${escape(t(locale, 'payment.credit.balance').split('(')[0]!.trim())}`),
    });
    await expectVisibleFocusRing(page, balance, 'switch', locale);
  });
}
