import type { MessageFormatElement } from 'react-intl';

type Messages = Record<string, MessageFormatElement[]>;
type Locale = 'es' | 'en';

/**
 * The messages of a namespace that only its own route uses, split off the catalog every page loads
 * (scripts/i18n-split.ts lists the namespaces): one chunk per namespace and locale, loaded with the route.
 */
const loaders = {
  booking: {
    es: () => import(/* webpackChunkName: "i18n-es-booking" */ '../../i18n/compiled/es/booking.json'),
    en: () => import(/* webpackChunkName: "i18n-en-booking" */ '../../i18n/compiled/en/booking.json'),
  },
  payment: {
    es: () => import(/* webpackChunkName: "i18n-es-payment" */ '../../i18n/compiled/es/payment.json'),
    en: () => import(/* webpackChunkName: "i18n-en-payment" */ '../../i18n/compiled/en/payment.json'),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: Messages }>>>;

export type RouteNamespace = keyof typeof loaders;

const cache = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();

export function loadRouteMessages(namespace: RouteNamespace, locale: Locale): Promise<Messages> {
  const key = `${namespace}:${locale}`;
  let messages = cache.get(key);
  if (!messages) {
    messages = loaders[namespace][locale]().then((module) => {
      loaded.set(key, module.default);
      return module.default;
    });
    messages.catch(() => cache.delete(key));
    cache.set(key, messages);
  }
  return messages;
}

/** The catalog when it has already arrived (the route table loads it with the route's chunk): no suspense. */
export const loadedRouteMessages = (namespace: RouteNamespace, locale: Locale): Messages | undefined =>
  loaded.get(`${namespace}:${locale}`);
