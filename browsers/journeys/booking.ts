import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Tab } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import { asThePatient } from '../support/patient.ts';
import { literally, pattern } from '../support/pageHelpers.ts';
import type { JourneyRun } from '../support/run.ts';

/** General medicine (the demo patient's bundle is for psychology: this one is paid by card). */
const GENERAL_MEDICINE = 2;
const main = { role: 'main' };
/** A real image (1×1 PNG) for the doctor: the app and the sandbox read its bytes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const CARDS = { plain: '4242 4242 4242 4242', threeDSecure: '4000 0025 0000 3155' } as const;

async function specialityTitle(run: JourneyRun, locale: Locale, id: number): Promise<string> {
  const response = await fetch(new URL(`/api/v1/speciality?specialityIds=${id}`, run.site.sandboxUrl), {
    headers: { 'Accept-Language': locale },
  });
  const { speciality_list } = (await response.json()) as { speciality_list: { title: string }[] };
  return speciality_list[0]!.title;
}

const step = (tab: Tab, locale: Locale, titleId: string) =>
  tab.find({ role: 'heading', level: 2, name: t(locale, titleId), within: main });

/** Nothing wider than the screen: the patient never scrolls sideways (checked at each step on a phone). */
async function fitsTheScreen(tab: Tab, where: string) {
  const { content, screen, widest } = await tab.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    // The outermost elements that reach past the screen's right edge: what makes the page wider.
    const widest = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5)
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 60)}" (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return { content: document.documentElement.scrollWidth, screen, widest };
  });
  assert.ok(
    content <= screen,
    `${where}: the page is ${content} px wide on a ${screen} px screen: ${widest.join(', ')}`,
  );
}

/**
 * From the home search to a paid appointment: the speciality, its first doctor, a time on a later day, the slot
 * held with a photo for the doctor, then the sandbox card (4242, or the one that asks the bank to confirm).
 * `phone` checks at every step that nothing is wider than the screen.
 */
export async function bookFromHomeAndPay(
  run: JourneyRun,
  locale: Locale,
  { card, phone = false }: { card: keyof typeof CARDS; phone?: boolean },
): Promise<void> {
  const photo = path.join(run.dir('uploads'), 'rash.png');
  writeFileSync(photo, PHOTO);
  const title = await specialityTitle(run, locale, GENERAL_MEDICINE);
  await run.withTab(async (tab) => {
    if (phone) await tab.setViewport(390, 844);
    const check = (where: string) => (phone ? fitsTheScreen(tab, where) : Promise.resolve());
    await asThePatient(run, tab, locale, '/');
    await tab.waitForApp();
    await check('home');
    await tab.fill({ role: 'combobox', name: t(locale, 'home.search.label') }, title.slice(0, 8));
    await tab.click({ role: 'option', name: pattern(`^${literally(title)}`) });

    await step(tab, locale, 'booking.doctors.title');
    await tab.waitForPath(new RegExp(`specialityId=${GENERAL_MEDICINE}`));
    await check('doctors');
    const choose = t(locale, 'booking.doctors.chooseNamed', { name: '' });
    await tab.click({ role: 'button', name: pattern(`^${literally(choose)}`), within: main });
    await step(tab, locale, 'booking.time.title');
    await check('time');
    // A time on the second day shown: still free whatever the hour the journey runs.
    await tab.click({ role: 'tab', nth: 1, within: { role: 'tablist', within: main } });
    await tab.click({ role: 'button', within: { role: 'grid', within: main } });
    await step(tab, locale, 'booking.confirm.title');
    await check('confirm');
    await tab.click({ role: 'button', name: t(locale, 'booking.confirm.hold'), within: main });

    await step(tab, locale, 'booking.held.title');
    await tab.upload({ css: 'main input[type=file]' }, [photo]);
    await tab.find({ text: t(locale, 'photos.status.ready'), within: main });
    await check('photos');
    await tab.click({ role: 'button', name: t(locale, 'booking.held.toPayment'), within: main });

    await tab.waitForPath(new RegExp(`^${localized(locale, '/payment')}\\?preOrder=\\d+$`));
    await tab.find({ role: 'heading', level: 1, name: t(locale, 'payment.title'), within: main });
    await check('payment');
    await tab.fill({ role: 'textbox', name: t(locale, 'payment.card.number'), within: main }, CARDS[card]);
    await tab.fill({ role: 'textbox', name: t(locale, 'payment.card.expiry'), within: main }, '12/34');
    await tab.fill({ role: 'textbox', name: t(locale, 'payment.card.cvc'), within: main }, '123');
    const pay = t(locale, 'payment.pay.button', { amount: '' }).trim();
    await tab.click({ role: 'button', name: pattern(`^${literally(pay)} `), within: main });
    if (card === 'threeDSecure') {
      const challenge = { role: 'dialog', name: t(locale, 'payment.challenge.title') };
      await tab.find(challenge);
      await check('3-D Secure');
      await tab.click({ role: 'button', name: t(locale, 'payment.challenge.approve'), within: challenge });
    }
    await step(tab, locale, 'payment.done.title');
    await check('paid');
    assert.deepEqual(await tab.problems(), []);
  });
}
