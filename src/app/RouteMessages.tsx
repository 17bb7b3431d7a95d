import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CompiledMessages } from './i18n';

/** The page's own catalog on top of the main one (same locale, same error handling). */
export function RouteMessages({ messages, children }: { messages: CompiledMessages; children: ReactNode }) {
  const intl = useIntl();
  // The main catalog is compiled too (LocaleRoot), so both hold message ASTs.
  const merged = useMemo(
    () => ({ ...(intl.messages as CompiledMessages), ...messages }),
    [intl.messages, messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={merged}
      onError={intl.onError}
    >
      {children}
    </IntlProvider>
  );
}
