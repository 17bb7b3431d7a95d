import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { appMessages } from '../components/messages';
import { loginPath } from '../lib/loginPath';
import type { Locale } from '../state/language/languageSlice';
import { sessionMessages } from '../state/session/messages';
import { selectIsLoggedIn, selectIsRestoring } from '../state/session/selectors';
import type { RootState } from '../store/store';
import { useAppSelector } from '../store/hooks';

/** The session is just ending: the toast of a failed profile fetch shows (its listener then goes to /login). */
const selectIsSessionEnding = (state: RootState) =>
  state.shell.toasts.some((toast) => toast.messageId === sessionMessages.profileFailed.id);

/**
 * The one rule for the pages that need a session (DESIGN §9), a layout route in the route table: a visitor goes
 * to sign in, in the page's language, and comes back to this page (path and query) afterwards; /renew returns
 * through `?type=renew`. While boot's one refresh renews an expired session the page shows its frame (its
 * heading and loading state, as the server rendered it) and its calls wait for the new token at the re-auth
 * gate; a session that ends while the page is open (here or in another tab) sends the patient to sign in the
 * same way.
 */
export function RequireSession() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isRestoring = useAppSelector(selectIsRestoring);
  const isEnding = useAppSelector(selectIsSessionEnding);
  const { locale, formatMessage } = useIntl();
  const { pathname, search } = useLocation();
  if (isLoggedIn || isRestoring) return <Outlet />;
  if (isEnding) {
    // Light on purpose: this is in the entry chunk, and the wait is short.
    return (
      <Box role="status" aria-busy="true" sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
        {formatMessage(appMessages.loading)}
      </Box>
    );
  }
  return <Navigate to={loginPath(locale as Locale, pathname + search)} replace />;
}
