import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { appMessages } from '../components/messages';
import { loginPath } from '../lib/loginPath';
import type { Locale } from '../state/language/languageSlice';
import { selectIsLoggedIn, selectIsSessionPending } from '../state/session/selectors';
import { useAppSelector } from '../store/hooks';

/**
 * The one rule for the pages that need a session (DESIGN §9), a layout route in the route table: a visitor goes
 * to sign in, in the page's language, and comes back to this page (path and query) afterwards; /renew returns
 * through `?type=renew`. While the session is still being decided the page waits, and a session that ends
 * while the page is open (here or in another tab) sends the patient to sign in the same way.
 */
export function RequireSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isPending = useAppSelector(selectIsSessionPending);
  const { locale, formatMessage } = useIntl();
  const { pathname, search } = useLocation();
  if (isLoggedIn) return <Outlet />;
  if (isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={formatMessage(appMessages.loading)} />
      </Box>
    );
  }
  return <Navigate to={loginPath(locale as Locale, pathname + search)} replace />;
}
