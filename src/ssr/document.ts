import { MANIFEST_PATHS } from '../config/webApp';
import type { Locale } from '../state/language/languageSlice';
import { SERVER_STATE_ID } from '../app/serverState';
import { MAIN_CONTENT_ID } from '../app/shell/mainContent';
import {
  AFTER_PAINT_SCRIPT,
  APP_SCRIPT_ATTRIBUTE,
  EARLY_SCRIPT_ATTRIBUTE,
  type ScriptLoading,
} from '../lib/afterPaintScript';
import { EARLY_INPUT_SCRIPT } from '../lib/earlyInputScript';

const HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<(?:link|meta)\b[^>]*?\/?>)/;

/**
 * React's server renderer emits the hoistable elements a tree renders (`<title>`, `<link>`, `<meta>`) ahead of
 * its first element when it does not render `<head>` itself: they go to the document's head.
 */
export function splitHoistables(html: string): { hoisted: string; body: string } {
  let rest = html;
  let hoisted = '';
  for (let match = HOISTABLE.exec(rest); match; match = HOISTABLE.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;

/** The shell (`index.html`) for a page the browser renders: its language, and no Spanish description in English. */
export function shellDocument(template: string, locale: Locale): string {
  const html = withManifest(template.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`), locale);
  return locale === 'es' ? html : html.replace(TEMPLATE_DESCRIPTION, '');
}

/** The template links the Spanish web app manifest: each language links its own. */
const withManifest = (html: string, locale: Locale) =>
  html.replace(
    `rel="manifest" href="${MANIFEST_PATHS.es}"`,
    `rel="manifest" href="${MANIFEST_PATHS[locale]}"`,
  );

/**
 * The browser holds the first paint until the page's main content is parsed (where it supports it), so that a
 * long page whose parsing the browser splits first shows itself, not the header alone.
 */
const HOLD_PAINT_FOR_MAIN = `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`;

/** The entry's scripts as the build writes them into `index.html`. */
const APP_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * How a server-rendered page loads the app's code: `preload` (what patients get) starts the scripts' download
 * from the head (`<link rel="preload">`, at low priority: the page's own resources, its photo first, go before
 * code that runs after the paint) and runs them once the page has shown (src/lib/afterPaintScript.ts);
 * `preload-high` preloads them at the browser's default, high priority (as before decision 0022);
 * `after-paint` starts their download only then; `head` keeps the build's `<script defer>` tags in the head
 * (docs/decisions/0018-preload-the-code-run-it-after-paint.md, 0022-the-code-preloaded-at-low-priority.md). The
 * server reads it from its options (server/app.ts), so one build serves each way: `npm run bench` compares them
 * (docs/performance-field.md).
 */
export type { ScriptLoading };

/**
 * The built `index.html` with a server-rendered page in it: head tags, the markup and its state, ahead of the
 * markup the script that holds clicks until the app answers (src/lib/earlyInputScript.ts), and after it, in place
 * of the head's script tags, the one that adds the app's scripts once the page has shown
 * (src/lib/afterPaintScript.ts), unless `scriptLoading` says otherwise.
 */
export function pageDocument(
  template: string,
  { locale, head, body, state }: { locale: Locale; head: string; body: string; state: string },
  scriptLoading: ScriptLoading = 'preload',
): string {
  const addresses = Array.from(template.matchAll(APP_SCRIPT), (match) => match[1]);
  const inHead = scriptLoading === 'head';
  const priority = scriptLoading === 'preload' ? ' fetchpriority="low"' : '';
  const preloads = scriptLoading.startsWith('preload')
    ? addresses.map((address) => `<link rel="preload" as="script"${priority} href="${address}">`).join('')
    : '';
  const afterPaint = inHead
    ? ''
    : `<script ${APP_SCRIPT_ATTRIBUTE}="${addresses.join(' ')}">${AFTER_PAINT_SCRIPT}</script>`;
  return (
    withManifest(template, locale)
      .replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`)
      .replace(TEMPLATE_DESCRIPTION, '')
      .replace(TEMPLATE_TITLE, '')
      .replace(APP_SCRIPT, (tag) => (inHead ? tag : ''))
      // Replacer functions: the page's text may hold `$&` and the like, which a replacement string would expand.
      .replace('</head>', () => `${head}${HOLD_PAINT_FOR_MAIN}${preloads}</head>`)
      .replace(/<body>/, () => `<body><script>${EARLY_INPUT_SCRIPT}</script>`)
      .replace(
        /<div id="root"><\/div>/,
        () =>
          `<div id="root">${body}</div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>` +
          afterPaint,
      )
  );
}

/**
 * A page whose token had expired carries the early script (src/early/earlySession.ts) first in its head: it
 * renews the session while the page and the app's code are still arriving. It is fetched first: first in the
 * document, at the same low priority as the app's preloaded code (with `preload-high`, the code's preloads are
 * high and it is asked at high priority too, or it would wait behind them), and the connection to the provider it
 * renews with is opened meanwhile.
 */
export const withEarlyScript = (
  html: string,
  address: string,
  providerOrigin: string,
  scriptLoading: ScriptLoading = 'preload',
) => {
  const priority = scriptLoading === 'preload-high' ? ' fetchpriority="high"' : '';
  return html.replace(
    /<head>/,
    () =>
      `<head><script async src="${address}"${priority} ${EARLY_SCRIPT_ATTRIBUTE}></script>` +
      `<link rel="preconnect" href="${providerOrigin}" crossorigin>`,
  );
};
