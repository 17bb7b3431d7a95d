import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { CompiledMessages } from './i18n';

/** A route's own catalog (its loader's data) on top of the locale's: the page reads both as one. */
export function RouteMessages({ children }: { children: ReactNode }) {
  const own = useLoaderData() as CompiledMessages;
  const intl = useIntl();
  // The locale root's catalog is compiled too (LocaleRoot): both are ASTs.
  const messages = useMemo(() => ({ ...(intl.messages as CompiledMessages), ...own }), [intl.messages, own]);
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
