import { type ReactNode, Suspense, use, useMemo } from 'react';
import { IntlProvider, type MessageFormatElement, useIntl } from 'react-intl';
import { type RouteNamespace, loadRouteMessages, loadedRouteMessages } from './routeCatalogs';

function WithMessages({ namespace, children }: { namespace: RouteNamespace; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'es';
  const own = loadedRouteMessages(namespace, locale) ?? use(loadRouteMessages(namespace, locale));
  // The page's catalog is all AST in the app (compiled); tests hand source strings: either way one kind each.
  const messages = useMemo(
    () => ({ ...intl.messages, ...own }) as Record<string, MessageFormatElement[]>,
    [intl.messages, own],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * A route whose texts are in a catalog of their own (routeCatalogs.ts): its page renders once they are here,
 * `fallback` until then (a failed download goes to the page's error boundary, like a failed route chunk).
 */
export function RouteMessages({
  namespace,
  fallback,
  children,
}: {
  namespace: RouteNamespace;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <WithMessages namespace={namespace}>{children}</WithMessages>
    </Suspense>
  );
}
