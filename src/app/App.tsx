import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/store';
import { theme } from '../theme/theme';

/**
 * Providers only: store and theme around the router (the browser's, or the server's static one); the router's
 * locale roots add react-intl.
 */
export function App({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
