import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { loadMessages } from '../app/i18n';
import { OFFLINE_PAGE_PARTS } from '../config/offline';
import { OfflinePage } from '../pwa/OfflinePage';
import type { Locale } from '../state/language/languageSlice';
import { brandColors } from '../theme/colors';
import { FOCUS_RING_COLOR, FOCUS_RING_WIDTH } from '../theme/focus';
import { theme } from '../theme/theme';
import { splitHoistables } from './document';

/**
 * The focus ring on the page's links: MUI draws it on a button from a class its script adds, and this page has
 * no script.
 */
const FOCUS_RING = `a[href]:focus-visible{outline:${FOCUS_RING_WIDTH}px solid ${FOCUS_RING_COLOR};outline-offset:2px}`;

/**
 * The offline page of one language as a whole document, with its styles and no script (the CSP allows inline
 * styles, not scripts). scripts/pwaBuild.ts writes it at build time for the service worker to precache.
 */
export async function offlineDocument(locale: Locale): Promise<string> {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const markup = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <IntlProvider locale={locale} defaultLocale="es" messages={await loadMessages(locale)}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <OfflinePage locale={locale} />
        </ThemeProvider>
      </IntlProvider>
    </CacheProvider>,
  );
  const { hoisted, body } = splitHoistables(markup);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="UTF-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="${brandColors.primary}"><meta name="robots" content="noindex">` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `${hoisted}${styles}<style>${FOCUS_RING}[${OFFLINE_PAGE_PARTS.nothing}]{display:none}</style>` +
    `</head><body>${body}</body></html>\n`
  );
}
