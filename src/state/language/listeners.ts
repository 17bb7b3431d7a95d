import { b2bApi } from '../../api/b2bApi';
import { standardApi } from '../../api/standardApi';
import type { AppStartListening } from '../../store/listeners';
import { languageChanged } from './languageSlice';

/**
 * The provider answers in the request's language (Accept-Language) and no cache key carries it, so a real
 * language change (the switch, or back/forward across `/en`) drops both caches. Mounted queries subscribe
 * again and fetch in the new language; nothing Spanish is served on an English page.
 */
export function addLanguageListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: languageChanged,
    effect: ({ payload }, { dispatch, getOriginalState }) => {
      if (getOriginalState().language.locale === payload) return;
      dispatch(standardApi.util.resetApiState());
      dispatch(b2bApi.util.resetApiState());
    },
  });
}
