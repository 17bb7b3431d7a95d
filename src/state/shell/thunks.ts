import { createAsyncThunk } from '@reduxjs/toolkit';
import { stripLocalePrefix } from '../../config/routes';
import type { AppServices } from '../../store/services';
import type { AppDispatch, RootState } from '../../store/store';
import { localizedPath } from '../language/thunks';
import { errorModalClosed } from './shellSlice';

type ThunkConfig = { state: RootState; dispatch: AppDispatch; extra: AppServices };

/**
 * The not-closable error modal's button, 'ErrorBtnText' (spec §2): home in the current language, or a reload
 * when already home (a fresh start, which also picks up a new deploy).
 */
export const errorModalLeftForHome = createAsyncThunk<void, { pathname: string }, ThunkConfig>(
  'shell/errorModalLeftForHome',
  ({ pathname }, { dispatch, getState, extra }) => {
    dispatch(errorModalClosed());
    if (stripLocalePrefix(pathname) === '/') extra.navigation.reload();
    else extra.navigation.navigate(localizedPath('/', getState().language.locale));
  },
);
