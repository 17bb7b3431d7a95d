import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadMessages } from './app/i18n';
import { readPageData } from './app/pageData';
import { createAppRouter } from './app/router';
import { env } from './config/env';
import { localeOfPath } from './config/routes';
import { initialSessionState } from './state/session/sessionSlice';
import { bootSession, scheduleB2BFlagRead } from './state/session/thunks';
import { initialShellState, pageDataLoaded } from './state/shell/shellSlice';
import { browserServices } from './store/services';
import { setupStore } from './store/store';

const locale = localeOfPath(window.location.pathname);
// Start fetching the catalog while the rest boots.
void loadMessages(locale);

const pageData = readPageData();
const services = browserServices({
  apiBaseUrl: env.apiBaseUrl,
  apiTimeoutMs: env.apiTimeoutMs,
  analyticsUrl: env.analyticsUrl,
});
const store = setupStore(
  {
    language: { locale },
    session: { ...initialSessionState, isLoggedIn: pageData.isLoggedIn },
    shell: { ...initialShellState, deviceType: pageData.deviceType, pathname: window.location.pathname },
  },
  services,
);
store.dispatch(pageDataLoaded({ deviceType: pageData.deviceType, pageError: pageData.error }));
void store.dispatch(bootSession());
scheduleB2BFlagRead(store.dispatch);
// Other tabs' sign-ins, refreshes and sign-outs (each call also looks before it goes): loaded after the first page.
void import('./state/session/watchOtherTabs').then(({ watchOtherTabs }) =>
  watchOtherTabs(store.dispatch, () => store.getState().session),
);

const router = createAppRouter();
services.attachRouter((to, options) => void router.navigate(to, options));

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App store={store} router={router} />
    </StrictMode>,
  );
}
