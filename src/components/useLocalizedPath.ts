import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ENGLISH_PREFIX } from '../config/routes';

/** Builds in-app links for the current language: `/login` → `/en/login` in English. */
export function useLocalizedPath(): (path: string) => string {
  const { locale } = useIntl();
  return useCallback(
    (path: string) => (locale === 'en' ? (path === '/' ? ENGLISH_PREFIX : ENGLISH_PREFIX + path) : path),
    [locale],
  );
}
