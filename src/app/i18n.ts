import type { MessageFormatElement } from 'react-intl';
import { loadChunk } from '../lib/chunks';
import type { Locale } from '../state/language/languageSlice';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const cache = new Map<Locale, Promise<CompiledMessages>>();

/**
 * Only the active locale's compiled catalog is downloaded (a chunk per locale). The chunk names let the build's
 * budget (scripts/bundleBudget.ts) count the catalog as part of what `/` needs before it shows.
 */
export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = loadChunk(() =>
      locale === 'en'
        ? import(/* webpackChunkName: "i18n-en" */ '../../i18n/compiled/en.json')
        : import(/* webpackChunkName: "i18n-es" */ '../../i18n/compiled/es.json'),
    ).then((module) => module.default as CompiledMessages);
    messages.catch(() => cache.delete(locale));
    cache.set(locale, messages);
  }
  return messages;
}
