import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { EmployeeBadge } from '../../../components/EmployeeBadge';
import { SubscriptionStatus } from '../../../components/SubscriptionStatus';
import { Page } from '../../../components/Page';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { routePaths, stripLocalePrefix } from '../../../config/routes';
import { useGetProfileQuery } from '../../../state/session/api';
import { sessionMessages } from '../../../state/session/messages';
import { selectIsLoggedIn } from '../../../state/session/selectors';
import { logout } from '../../../state/session/thunks';
import type { RootState } from '../../../store/store';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { CompletenessIndicator } from '../components/CompletenessIndicator';
import { PhoneStatus } from '../components/PhoneStatus';
import { ProfileForm } from '../components/ProfileForm';
import { appMessages } from '../../../components/messages';
import { profileMessages } from '../messages';

/** A refresh in flight (the boot-time one for a lapsed cookie) may still sign the user in: wait for it. */
const selectIsRefreshing = (state: RootState) =>
  Object.values(state.api.mutations).some(
    (mutation) => mutation?.endpointName === 'refresh' && mutation.status === 'pending',
  );

/** After a failed profile fetch the session listener shows its toast for 4 s, then goes to /login (spec §8). */
const selectIsProfileFailureShown = (state: RootState) =>
  state.shell.toasts.some((toast) => toast.messageId === sessionMessages.profileFailed.id);

function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const intl = useIntl();
  return (
    // The failure toast announces a session that ends; a retry is announced here.
    <Box role={onRetry ? 'alert' : undefined} sx={{ py: 4 }}>
      <Typography>{intl.formatMessage(profileMessages.loadFailed)}</Typography>
      {onRetry && (
        <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
          {intl.formatMessage(appMessages.retry)}
        </Button>
      )}
    </Box>
  );
}

function Busy() {
  const intl = useIntl();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{intl.formatMessage(profileMessages.loading)}</Typography>
    </Box>
  );
}

function ProfileContent() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data: profile, isError, refetch } = useGetProfileQuery();
  // When the provider answered with an error, the session listener ends the session, shows the toast and goes
  // to /login (spec §8); this stays only when no answer came (offline), so the patient can try again.
  if (isError) return <LoadFailed onRetry={() => void refetch()} />;
  if (!profile) return <Busy />;
  return (
    <Box sx={{ maxWidth: 760 }}>
      <EmployeeBadge sx={{ mb: 3 }} />
      <SubscriptionStatus sx={{ mb: 3 }} />
      <CompletenessIndicator profile={profile} />
      <ProfileForm key={profile.user_id} profile={profile} />
      <PhoneStatus profile={profile} />
      <Divider sx={{ my: 4 }} />
      <Button variant="outlined" color="inherit" onClick={() => void dispatch(logout())}>
        {intl.formatMessage(profileMessages.logout)}
      </Button>
    </Box>
  );
}

/** /profile (personal info): signed-in users only; others log in first and come back here. */
export default function ProfilePage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isRefreshing = useAppSelector(selectIsRefreshing);
  const isProfileFailureShown = useAppSelector(selectIsProfileFailureShown);
  const localize = useLocalizedPath();
  const location = useLocation();
  if (!isLoggedIn && !isRefreshing && !isProfileFailureShown) {
    const from = stripLocalePrefix(location.pathname) + location.search;
    return <Navigate to={localize(routePaths.login)} replace state={{ from }} />;
  }
  return (
    <Page title={profileMessages.profileTitle}>
      {isLoggedIn ? <ProfileContent /> : isProfileFailureShown ? <LoadFailed /> : <Busy />}
    </Page>
  );
}
