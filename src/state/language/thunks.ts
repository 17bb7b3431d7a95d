import { createAsyncThunk } from '@reduxjs/toolkit';
import { ENGLISH_PREFIX, stripLocalePrefix } from '../../config/routes';
import { afterNextPaint } from '../../lib/afterNextPaint';
import type { AppServices } from '../../store/services';
import type { AppDispatch, RootState } from '../../store/store';
import { trackEvent } from '../analytics/trackEvent';
import { sessionApi } from '../session/api';
import { languageChanged, languageIds, type Locale } from './languageSlice';

type ThunkConfig = { state: RootState; dispatch: AppDispatch; extra: AppServices };

/** Pages whose language switch is reported to analytics (spec §4 Language). */
const TRACKED_PAGES = new Set(['/', '/login']);

/** The same route in the other language: `/login?type=renew` ⇄ `/en/login?type=renew`. */
export function localizedPath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match?.[1] || '/';
  const rest = match?.[2] ?? '';
  const bare = stripLocalePrefix(pathname);
  const localized = locale === 'en' ? (bare === '/' ? ENGLISH_PREFIX : ENGLISH_PREFIX + bare) : bare;
  return localized + rest;
}

/**
 * DESIGN §4: PUT preferred-language when logged in, analytics on / and /login, same route in the new locale.
 * The provider data cached in the old language is dropped on `languageChanged` (./listeners.ts).
 */
export const switchLanguage = createAsyncThunk<void, Locale, ThunkConfig>(
  'language/switch',
  async (locale, { dispatch, getState, extra }) => {
    const current = extra.navigation.currentPath();
    const bare = stripLocalePrefix(current.split(/[?#]/)[0] || '/');
    // Reported with the language of the page where the switch happened, so before the change.
    if (TRACKED_PAGES.has(bare)) dispatch(trackEvent('language_switch', { to: locale }));
    // The whole page renders again in the new language (a long task on a slow phone): the tap's own feedback (the
    // chosen language, the closed menu) is painted first.
    await afterNextPaint();
    // Next, so the provider caches are dropped (language listener) before anything else is asked in `locale`.
    dispatch(languageChanged(locale));
    if (getState().session.isLoggedIn) {
      // Fire and forget: the switch must not wait on, or fail with, the provider.
      void dispatch(
        sessionApi.endpoints.updatePreferredLanguage.initiate({ language_id: languageIds[locale] }),
      );
    }
    extra.navigation.navigate(localizedPath(current, locale));
  },
);
