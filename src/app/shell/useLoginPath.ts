import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { loginPath } from '../../lib/loginPath';
import type { Locale } from '../../state/language/languageSlice';

/** The login page in the current language, returning to this page (path and query) after sign-in. */
export function useLoginPath(): string {
  const { locale } = useIntl();
  const { pathname, search } = useLocation();
  return loginPath(locale as Locale, pathname + search);
}
