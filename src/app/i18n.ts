import type { MessageFormatElement } from 'react-intl';
import type { RouteCatalog } from '../config/catalogs';
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
    messages = (
      locale === 'en'
        ? import(/* webpackChunkName: "i18n-en" */ '../../i18n/compiled/en.json')
        : import(/* webpackChunkName: "i18n-es" */ '../../i18n/compiled/es.json')
    ).then((module) => module.default as CompiledMessages);
    messages.catch(() => cache.delete(locale));
    cache.set(locale, messages);
  }
  return messages;
}

type CatalogModule = Promise<{ default: CompiledMessages }>;

/** The route catalogs' chunks (src/config/catalogs.ts; written by scripts/i18n-split.ts). */
const routeCatalogChunks: Record<RouteCatalog, Record<Locale, () => CatalogModule>> = {
  booking: {
    es: () => import(/* webpackChunkName: "i18n-booking-es" */ '../../i18n/compiled/booking.es.json'),
    en: () => import(/* webpackChunkName: "i18n-booking-en" */ '../../i18n/compiled/booking.en.json'),
  },
};

const routeCache = new Map<string, Promise<CompiledMessages>>();

/** A route's own messages in the active locale, fetched beside the route's code (its loader). */
export function loadRouteMessages(catalog: RouteCatalog, locale: Locale): Promise<CompiledMessages> {
  const key = `${catalog}.${locale}`;
  let messages = routeCache.get(key);
  if (!messages) {
    messages = routeCatalogChunks[catalog][locale]().then((module) => module.default);
    messages.catch(() => routeCache.delete(key));
    routeCache.set(key, messages);
  }
  return messages;
}
