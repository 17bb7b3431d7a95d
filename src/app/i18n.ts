import type { MessageFormatElement } from 'react-intl';
import type { RouteCatalog } from '../config/routeCatalogs';
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

const routeCache = new Map<string, Promise<CompiledMessages>>();

const routeCatalogImports: Record<RouteCatalog, Record<Locale, () => Promise<{ default: unknown }>>> = {
  money: {
    es: () => import(/* webpackChunkName: "i18n-money-es" */ '../../i18n/compiled/es.money.json'),
    en: () => import(/* webpackChunkName: "i18n-money-en" */ '../../i18n/compiled/en.money.json'),
  },
  booking: {
    es: () => import(/* webpackChunkName: "i18n-booking-es" */ '../../i18n/compiled/es.booking.json'),
    en: () => import(/* webpackChunkName: "i18n-booking-en" */ '../../i18n/compiled/en.booking.json'),
  },
  payment: {
    es: () => import(/* webpackChunkName: "i18n-payment-es" */ '../../i18n/compiled/es.payment.json'),
    en: () => import(/* webpackChunkName: "i18n-payment-en" */ '../../i18n/compiled/en.payment.json'),
  },
  appointments: {
    es: () =>
      import(/* webpackChunkName: "i18n-appointments-es" */ '../../i18n/compiled/es.appointments.json'),
    en: () =>
      import(/* webpackChunkName: "i18n-appointments-en" */ '../../i18n/compiled/en.appointments.json'),
  },
  profile: {
    es: () => import(/* webpackChunkName: "i18n-profile-es" */ '../../i18n/compiled/es.profile.json'),
    en: () => import(/* webpackChunkName: "i18n-profile-en" */ '../../i18n/compiled/en.profile.json'),
  },
  auth: {
    es: () => import(/* webpackChunkName: "i18n-auth-es" */ '../../i18n/compiled/es.auth.json'),
    en: () => import(/* webpackChunkName: "i18n-auth-en" */ '../../i18n/compiled/en.auth.json'),
  },
  info: {
    es: () => import(/* webpackChunkName: "i18n-info-es" */ '../../i18n/compiled/es.info.json'),
    en: () => import(/* webpackChunkName: "i18n-info-en" */ '../../i18n/compiled/en.info.json'),
  },
};

/** A route catalog (src/config/routeCatalogs.ts): loaded with the pages that use it, beside their code. */
export function loadRouteMessages(locale: Locale, catalog: RouteCatalog): Promise<CompiledMessages> {
  const key = `${catalog}-${locale}`;
  let messages = routeCache.get(key);
  if (!messages) {
    messages = loadChunk(routeCatalogImports[catalog][locale]).then(
      (module) => module.default as CompiledMessages,
    );
    messages.catch(() => routeCache.delete(key));
    routeCache.set(key, messages);
  }
  return messages;
}
