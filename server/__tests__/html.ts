/** Reading rendered pages in the server's tests: text as a user reads it, in the catalogs' own words. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
/** The source catalogs, by message id. */
export const catalogs = {
  es: JSON.parse(readFileSync(path.join(root, 'i18n', 'es.json'), 'utf8')) as Record<string, string>,
  en: JSON.parse(readFileSync(path.join(root, 'i18n', 'en.json'), 'utf8')) as Record<string, string>,
};
export type Locale = keyof typeof catalogs;

/** Renders may take long on a busy machine: these tests are about what a render holds, not how fast it is. */
export const PATIENT_LIMITS = { timeoutMs: 60_000, maxWaitMs: 60_000 };

/** The entities React's server renderer writes, back to their characters. */
export const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the page's first `<h1>`. */
export const h1Of = (html: string) =>
  decode(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

/** The text of the page's `<main>`, tags gone and spaces collapsed. */
export const mainTextOf = (html: string) =>
  decode(
    (/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
  );
