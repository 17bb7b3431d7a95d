import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../state/language/languageSlice';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const cache = new Map<Locale, Promise<CompiledMessages>>();

/** Only the active locale's compiled catalog is downloaded (a chunk per locale). */
export function loadMessages(locale: Locale): Promise<CompiledMessages> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = (
      locale === 'en' ? import('../../i18n/compiled/en.json') : import('../../i18n/compiled/es.json')
    ).then((module) => module.default as CompiledMessages);
    messages.catch(() => cache.delete(locale));
    cache.set(locale, messages);
  }
  return messages;
}
