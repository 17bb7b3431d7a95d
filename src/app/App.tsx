import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '../store/store';
import { theme } from '../theme/theme';

interface AppProps {
  store: AppStore;
  /**
   * Hydrating a server-rendered page: the state the server rendered it from. React reads it while it takes the
   * page over, then renders what has changed since (the `b2b` flag read a second after load, the profile), so
   * the first render in the browser is the server's HTML (no hydration mismatch, React error #418).
   */
  serverState?: RootState;
  children: ReactNode;
}

/**
 * Providers only: store and theme around the router (the browser's, or the server's static one); the router's
 * locale roots add react-intl.
 */
export function App({ store, serverState, children }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
