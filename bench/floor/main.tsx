/**
 * The framework floor (bench section 10, bench/floor.ts): the least a page of our stack can load. One route of
 * React Router's data router, hydrated by React DOM; a Redux store with one RTK Query endpoint the page reads;
 * react-intl with one precompiled message; MUI's theme, baseline, a heading and a button (Emotion). No code of
 * ours: what `/` loads beyond this is the app's own.
 */
import CssBaseline from '@mui/material/CssBaseline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { hydrateRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api/' }),
  endpoints: (build) => ({ greeting: build.query<{ name: string }, void>({ query: () => 'greeting' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

// Precompiled, as our catalogs are (npm run i18n:compile): the ICU parser stays out of both builds.
const messages = {
  hello: [
    { type: 0, value: 'Hola, ' },
    { type: 1, value: 'name' },
  ],
} as never;

function Page() {
  const { data } = api.useGreetingQuery();
  return (
    <main>
      <Typography variant="h1">
        <FormattedMessage id="hello" values={{ name: data?.name ?? '' }} />
      </Typography>
      <Button variant="contained">OK</Button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
const theme = createTheme();

hydrateRoot(
  document.getElementById('root')!,
  <Provider store={store}>
    <IntlProvider locale="es" messages={messages}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </IntlProvider>
  </Provider>,
);
