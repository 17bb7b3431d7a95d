import type { Locale } from '../state/language/languageSlice';

interface LastResortTexts {
  'app.genericError': string;
  'app.retry': string;
  'errorModal.title': string;
  'errorModal.pageLoadFailed': string;
  ErrorBtnText: string;
}

/**
 * The texts of the last-resort error page, in the entry itself: that page shows when the language catalog or
 * the page's own chunks cannot load (offline, after a deploy), so it cannot wait for them. They are the catalogs'
 * texts of the same ids, kept equal by a test.
 */
export const lastResortMessages: Record<Locale, LastResortTexts> = {
  es: {
    'app.genericError': 'Algo ha ido mal. Inténtalo de nuevo',
    'app.retry': 'Reintentar',
    'errorModal.title': 'Algo ha salido mal',
    'errorModal.pageLoadFailed':
      'No se ha podido cargar esta página. Comprueba tu conexión y vuelve a empezar desde la página de inicio.',
    ErrorBtnText: 'Volver a la página de inicio',
  },
  en: {
    'app.genericError': 'Something went wrong. Please try again',
    'app.retry': 'Try again',
    'errorModal.title': 'Something went wrong',
    'errorModal.pageLoadFailed':
      'This page could not be loaded. Check your connection and start again from the home page.',
    ErrorBtnText: 'Back to the home page',
  },
};
