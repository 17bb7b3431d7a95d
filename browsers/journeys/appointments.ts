import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventually, type Tab } from '../support/driver.ts';
import { type Locale, localized, t } from '../support/i18n.ts';
import { asThePatient } from '../support/patient.ts';
import { literally, pattern } from '../support/pageHelpers.ts';
import type { JourneyRun } from '../support/run.ts';

const main = { role: 'main' };

/** The list's first "view details" link (its name says with which doctor). */
export const firstDetailsLink = (locale: Locale) => ({
  role: 'link',
  name: pattern(`^${literally(t(locale, 'appointmentCard.detailsLabel', { doctor: '' }))}`),
  within: { role: 'tabpanel', within: main },
});

interface SavedFile {
  name: string;
  /** The file's first bytes, as text. */
  head: string;
}

/**
 * Records what the app asks the browser to save (a link with `download` to an object URL: src/lib/download.ts),
 * with the first bytes of the file read from its Blob (a fetch of the object URL would break the page's CSP).
 */
function watchSavedFiles(tab: Tab) {
  return tab.evaluate(() => {
    const saved: SavedFile[] = [];
    const blobs = new Map<string, Blob>();
    (window as unknown as { __savedFiles: SavedFile[] }).__savedFiles = saved;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = this.download ? blobs.get(this.href) : undefined;
      if (blob) {
        const entry = { name: this.download, head: '' };
        saved.push(entry);
        void blob
          .slice(0, 5)
          .arrayBuffer()
          .then((bytes) => (entry.head = String.fromCharCode(...new Uint8Array(bytes))));
      }
      click.call(this);
    };
  });
}

const savedFiles = (tab: Tab) =>
  tab.evaluate(() => (window as unknown as { __savedFiles?: SavedFile[] }).__savedFiles ?? []);

/**
 * The appointments list, a visit's details (its note saved as typed), and a paid visit's invoice: the PDF the app
 * fetched with the session, saved under its name (and, where the browser saves without asking, on disk).
 */
export async function appointmentsAndInvoice(run: JourneyRun, locale: Locale): Promise<void> {
  await run.withTab(async (tab) => {
    await asThePatient(run, tab, locale, '/appointments');
    await tab.find({ role: 'heading', level: 1, name: t(locale, 'appointments.title') });
    await tab.click(firstDetailsLink(locale));
    await tab.waitForPath(new RegExp(`^${localized(locale, '/appointments-detail')}\\?id=\\d+$`));
    await tab.find({ role: 'heading', level: 2, within: main });
    const note = locale === 'es' ? 'Tengo tos desde hace una semana.' : 'I have had a cough for a week.';
    await tab.fill({ role: 'textbox', name: t(locale, 'appointments.detail.noteLabel'), within: main }, note);
    await tab.find({ text: t(locale, 'appointments.detail.noteSaved'), within: main });

    await tab.goto(localized(locale, '/invoices'));
    await tab.find({ role: 'heading', level: 1, name: t(locale, 'invoices.title') });
    await tab.waitForApp();
    await watchSavedFiles(tab);
    await tab.click({
      role: 'button',
      name: pattern(`^${literally(t(locale, 'invoiceFile.download'))}`),
      within: main,
    });
    const [file] = await eventually(async () => {
      const files = await savedFiles(tab);
      assert.equal(files[0]?.head, '%PDF-', 'the invoice is a PDF');
      return files;
    });
    assert.match(
      file!.name,
      locale === 'es' ? /^factura-TH\d{4}-\d{6}\.pdf$/ : /^invoice-TH\d{4}-\d{6}\.pdf$/,
    );
    const downloads = run.browser.downloads;
    if (downloads) {
      const onDisk = path.join(downloads, file!.name);
      await eventually(async () => assert.ok(existsSync(onDisk), `${onDisk} saved`));
      await eventually(async () => assert.equal(readFileSync(onDisk).subarray(0, 5).toString(), '%PDF-'));
    }
    assert.deepEqual(await tab.problems(), []);
  });
}
