/** Locales that write a language's name in lower case within a sentence ("habla español e inglés"). */
const LOWER_CASE_NAMES = new Set(['es']);

/**
 * Names language codes (`es`) in the page's language; anything else is shown as the provider sent it.
 *
 * Engines disagree on the first letter: JavaScriptCore (Safari, WebKit) names a language as if it stood alone
 * ("Español"), V8 (Node, Chromium) and SpiderMonkey (Firefox) as within a sentence ("español"). A page the server
 * rendered with one and the browser hydrated with the other differs in its text, and React discards the server's
 * HTML (error #418). So the first letter follows the locale's own usage, whatever the engine.
 */
export function languageNamer(locale: string): (value: string) => string {
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'language' }) : null;
  const lower = LOWER_CASE_NAMES.has(locale.split('-')[0]!.toLowerCase());
  return (value) => {
    const name = /^[a-z]{2,3}$/i.test(value) && names ? names.of(value) : undefined;
    if (!name) return value;
    const first = name.charAt(0);
    return (lower ? first.toLocaleLowerCase(locale) : first.toLocaleUpperCase(locale)) + name.slice(1);
  };
}
