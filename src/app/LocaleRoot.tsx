import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { languageChanged, type Locale } from '../state/language/languageSlice';
import { MANIFEST_PATHS } from '../config/webApp';
import { useAppDispatch } from '../store/hooks';
import type { CompiledMessages } from './i18n';
import { ShellLayout } from './ShellLayout';

function reportIntlError(error: { code?: string; message: string }) {
  // A missing translation must never break a page; CI's i18n:verify keeps the catalogs complete.
  if (process.env.NODE_ENV !== 'production') console.warn(`[intl] ${error.code ?? ''} ${error.message}`);
}

/** The root of one language: its catalog, `<html lang>`, and the shell around the pages. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const messages = useLoaderData() as CompiledMessages;
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(languageChanged(locale));
    document.documentElement.lang = locale;
    document.querySelector('link[rel=manifest]')?.setAttribute('href', MANIFEST_PATHS[locale]);
  }, [dispatch, locale]);

  return (
    <IntlProvider locale={locale} defaultLocale="es" messages={messages} onError={reportIntlError}>
      <ShellLayout />
    </IntlProvider>
  );
}
