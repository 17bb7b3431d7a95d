import Box from '@mui/material/Box';
import { type ReactNode, Suspense, use, useMemo } from 'react';
import { IntlProvider, type MessageFormatElement, useIntl } from 'react-intl';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
type LoadCatalog = (locale: string) => Promise<{ default: CompiledMessages }>;

const catalogs = new Map<string, Promise<CompiledMessages>>();

function catalog(name: string, locale: string, load: LoadCatalog): Promise<CompiledMessages> {
  const key = `${name}.${locale}`;
  let messages = catalogs.get(key);
  if (!messages) {
    messages = load(locale).then((module) => module.default);
    messages.catch(() => catalogs.delete(key));
    catalogs.set(key, messages);
  }
  return messages;
}

function Merged({ name, load, children }: Omit<FeatureMessagesProps, 'fallback'>) {
  const intl = useIntl();
  const own = use(catalog(name, intl.locale, load));
  // The app compiles every catalog to AST (npm run i18n:compile), so both halves are compiled messages.
  const messages = useMemo(() => ({ ...(intl.messages as CompiledMessages), ...own }), [intl.messages, own]);
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
      textComponent={intl.textComponent}
    >
      {children}
    </IntlProvider>
  );
}

interface FeatureMessagesProps {
  /** The feature's catalog name (scripts/i18n-split.ts). */
  name: string;
  /** Imports `i18n/compiled/<name>.<locale>.json` (static paths, so each is its own small chunk). */
  load: LoadCatalog;
  children: ReactNode;
  /** While the catalog loads (default: an empty, busy page area). */
  fallback?: ReactNode;
}

/**
 * A feature's own messages, loaded with its pages and merged over the app's catalog: the catalog the first
 * paint waits for (docs/performance.md) holds only what the shell and home need. A catalog that fails to load
 * fails the page like its code would (the route's error boundary).
 */
export function FeatureMessages({ fallback, ...props }: FeatureMessagesProps) {
  return (
    <Suspense
      fallback={fallback === undefined ? <Box aria-busy="true" sx={{ minHeight: '60vh' }} /> : fallback}
    >
      <Merged {...props} />
    </Suspense>
  );
}
