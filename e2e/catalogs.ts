/**
 * What a patient reads, from the source catalogs: the journeys (e2e/, browsers/) and the bench find controls and
 * check pages by these texts. Free of Playwright's runner and config, so node runs it as it is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Locale = 'es' | 'en';
export const locales: Locale[] = ['es', 'en'];

const catalog = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'i18n', `${locale}.json`), 'utf8'));
const catalogs: Record<Locale, Record<string, string>> = { es: catalog('es'), en: catalog('en') };

/** A message with simple `{name}` values. */
export function t(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const message = catalogs[locale][id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}.json`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** A rich-text message as the patient reads it (tags dropped). */
export const plain = (locale: Locale, id: string) => t(locale, id).replace(/<\/?\w+>/g, '');

export const localized = (locale: Locale, route: string) =>
  locale === 'en' ? (route === '/' ? '/en' : `/en${route}`) : route;

/** `45,00 €` / `€45.00`: how the pages write euros. */
export const euros = (locale: Locale, cents: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The "Choose {name}" buttons of the booking's doctors step. */
export const chooseDoctorButton = (locale: Locale) =>
  new RegExp(`^${t(locale, 'booking.doctors.chooseNamed', { name: '' })}`);
