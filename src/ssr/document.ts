import type { Locale } from '../state/language/languageSlice';
import { SERVER_STATE_ID } from '../app/serverState';
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
  const html = template.replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`);
  return locale === 'es' ? html : html.replace(TEMPLATE_DESCRIPTION, '');
}

/**
 * The built `index.html` with a server-rendered page in it: head tags, the markup and its state, and ahead of the
 * markup the script that holds clicks until the app answers (src/lib/earlyInputScript.ts).
 */
export function pageDocument(
  template: string,
  { locale, head, body, state }: { locale: Locale; head: string; body: string; state: string },
): string {
  return (
    template
      .replace(/<html lang="[a-z]+"/, `<html lang="${locale}"`)
      .replace(TEMPLATE_DESCRIPTION, '')
      .replace(TEMPLATE_TITLE, '')
      // Replacer functions: the page's text may hold `$&` and the like, which a replacement string would expand.
      .replace('</head>', () => `${head}</head>`)
      .replace(/<body>/, () => `<body><script>${EARLY_INPUT_SCRIPT}</script>`)
      .replace(
        /<div id="root"><\/div>/,
        () =>
          `<div id="root">${body}</div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
      )
  );
}
