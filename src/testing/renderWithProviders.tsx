import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { createTestRouter } from '../app/router';
import { localeOfPath } from '../config/routes';
import type { Locale } from '../state/language/languageSlice';
import { initialShellState } from '../state/shell/shellSlice';
import { type RootState, setupStore } from '../store/store';
import { theme } from '../theme/theme';
import { type FakeServices, fakeServices } from './services';

export const catalogs: Record<Locale, Record<string, string>> = { es, en };

interface Options {
  preloadedState?: Partial<RootState>;
  services?: FakeServices;
}

/**
 * The real route table at `path`, with a fresh store. Its texts come as in the browser: the compiled catalogs
 * (i18n/compiled/<locale>.json and the route catalogs, loaded by src/app/i18n.ts), which Jest's globalSetup
 * compiles again from i18n/*.json when those changed (src/testing/globalSetup.ts).
 */
export function renderRoute(path: string, { preloadedState, services = fakeServices() }: Options = {}) {
  const locale = localeOfPath(path);
  services.path = path;
  // As src/boot/store.ts does: the shell starts on the page's own path (so the first page is not a route change).
  const shell = { ...(preloadedState?.shell ?? initialShellState), pathname: path.split(/[?#]/)[0] || '/' };
  const store = setupStore({ language: { locale }, ...preloadedState, shell }, services);
  const router = createTestRouter(path);
  services.navigation.navigate = (to) => {
    services.navigations.push(to);
    services.path = to;
    void router.navigate(to);
  };
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, router, services };
}

/** One component with the store and react-intl, outside the router, with the source catalogs (i18n/*.json). */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'es' as Locale, preloadedState, services = fakeServices() }: Options & { locale?: Locale } = {},
) {
  const store = setupStore({ language: { locale }, ...preloadedState }, services);
  const view = render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={catalogs[locale]}>
        {ui}
      </IntlProvider>
    </Provider>,
  );
  return { ...view, store, services };
}
