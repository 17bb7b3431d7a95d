import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { b2bApi } from '../api/b2bApi';
import { standardApi } from '../api/standardApi';
import { env } from '../config/env';
import { addLanguageListeners } from '../state/language/listeners';
import { languageSlice } from '../state/language/languageSlice';
import { sessionSlice } from '../state/session/sessionSlice';
import { addSessionListeners } from '../state/session/listeners';
import { shellSlice } from '../state/shell/shellSlice';
import { type AppStartListening, createAppListenerMiddleware } from './listeners';
import { type AppServices, browserServices } from './services';

const rootReducer = combineReducers({
  session: sessionSlice.reducer,
  language: languageSlice.reducer,
  shell: shellSlice.reducer,
  [standardApi.reducerPath]: standardApi.reducer,
  [b2bApi.reducerPath]: b2bApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A store per page load, and a fresh one per test. */
export function setupStore(
  preloadedState?: Partial<RootState>,
  services: AppServices = browserServices({
    apiBaseUrl: env.apiBaseUrl,
    apiTimeoutMs: env.apiTimeoutMs,
    analyticsUrl: env.analyticsUrl,
  }),
) {
  const listeners = createAppListenerMiddleware(services);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: !env.isProduction && { name: 'Telehealth' },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: services } })
        .prepend(listeners.middleware)
        .concat(standardApi.middleware, b2bApi.middleware),
  });
  addSessionListeners(listeners.startListening as AppStartListening);
  addLanguageListeners(listeners.startListening as AppStartListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
