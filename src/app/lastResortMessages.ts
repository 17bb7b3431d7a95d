import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../state/language/languageSlice';

/** A message of plain text, as the compiled catalogs hold it (type 0 is a literal). */
const text = (value: string) => [{ type: 0, value }] as MessageFormatElement[];

/**
 * The texts of the last-resort error page, in the entry itself: that page shows when the language catalog or
 * the page's own chunks cannot load (offline, after a deploy), so it cannot wait for them. Kept equal to the
 * catalogs by a test (`app.genericError`, `app.retry`).
 */
export const lastResortMessages: Record<Locale, Record<string, MessageFormatElement[]>> = {
  es: {
    'app.genericError': text('Algo ha ido mal. Inténtalo de nuevo'),
    'app.retry': text('Reintentar'),
  },
  en: {
    'app.genericError': text('Something went wrong. Please try again'),
    'app.retry': text('Try again'),
  },
};
