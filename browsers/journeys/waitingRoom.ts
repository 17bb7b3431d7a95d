import assert from 'node:assert/strict';
import { eventually } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import { asThePatient } from '../support/patient.ts';
import type { JourneyRun } from '../support/run.ts';
import { firstDetailsLink } from './appointments.ts';

const main = { role: 'main' };

/**
 * The waiting room's device check. With a camera and microphone the browser grants (Firefox's fake devices), the
 * preview plays and the patient goes on to wait; without any (WebKitGTK on a machine with none), the page says
 * what is missing and the patient can wait without the check.
 */
export async function waitingRoomDeviceCheck(
  run: JourneyRun,
  locale: Locale,
  devices: 'granted' | 'none',
): Promise<void> {
  await run.withTab(async (tab) => {
    await asThePatient(run, tab, locale, '/appointments');
    const href = (await tab.attribute(firstDetailsLink(locale), 'href'))!;
    const id = new URL(href, run.site.url).searchParams.get('id');
    await tab.goto(`${localized(locale, '/waiting')}?id=${id}`);
    await tab.find({
      role: 'heading',
      level: 2,
      name: t(locale, 'appointments.devices.title'),
      within: main,
    });
    if (devices === 'granted') {
      await tab.find({ text: t(locale, 'appointments.devices.ready'), within: main });
      await tab.find({ role: 'meter', name: t(locale, 'appointments.devices.level'), within: main });
      await eventually(async () => {
        const width = await tab.evaluate(
          () => document.querySelector<HTMLVideoElement>('main video')?.videoWidth ?? 0,
        );
        assert.ok(width > 0, 'the camera preview plays');
      });
      await tab.click({ role: 'button', name: t(locale, 'appointments.devices.continue'), within: main });
    } else {
      const problem = { role: 'alert', within: main };
      assert.match(await tab.text(problem), new RegExp(t(locale, 'appointments.devices.noDeviceTitle')));
      await tab.find({ role: 'button', name: t(locale, 'appointments.devices.tryAgain'), within: problem });
      await tab.click({ role: 'button', name: t(locale, 'appointments.devices.skip'), within: main });
    }
    await tab.find({
      role: 'heading',
      level: 2,
      name: t(locale, 'appointments.waiting.waitingTitle'),
      within: main,
    });
    assert.deepEqual(await tab.problems(), []);
  });
}
