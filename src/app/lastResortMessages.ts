import type { Locale } from '../state/language/languageSlice';

/**
 * The texts of the last-resort error page, in the entry itself: that page shows when the language catalog or
 * the page's own chunks cannot load (offline, after a deploy), so it cannot wait for them. They are the catalogs'
 * `app.genericError` and `app.retry`, kept equal by a test.
 */
export const lastResortMessages: Record<Locale, { 'app.genericError': string; 'app.retry': string }> = {
  es: { 'app.genericError': 'Algo ha ido mal. Inténtalo de nuevo', 'app.retry': 'Reintentar' },
  en: { 'app.genericError': 'Something went wrong. Please try again', 'app.retry': 'Try again' },
};
