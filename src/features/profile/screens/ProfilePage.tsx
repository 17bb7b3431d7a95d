import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { EmployeeBadge } from '../../../components/EmployeeBadge';
import { SubscriptionStatus } from '../../../components/SubscriptionStatus';
import { Page } from '../../../components/Page';
import { useGetProfileQuery } from '../../../state/session/api';
import { logout } from '../../../state/session/thunks';
import { useAppDispatch } from '../../../store/hooks';
import { CompletenessIndicator } from '../components/CompletenessIndicator';
import { PhoneStatus } from '../components/PhoneStatus';
import { ProfileForm } from '../components/ProfileForm';
import { appMessages } from '../../../components/messages';
import { profileMessages } from '../messages';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Box role="alert" sx={{ py: 4 }}>
      <Typography>{intl.formatMessage(profileMessages.loadFailed)}</Typography>
      <Button variant="outlined" onClick={onRetry} sx={{ mt: 2 }}>
        {intl.formatMessage(appMessages.retry)}
      </Button>
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
  // A profile already shown stays (with what the patient is typing) when a later refetch fails.
  if (!profile) return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Busy />;
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

/** /profile (personal info); the route table lets only signed-in patients in (RequireSession). */
export default function ProfilePage() {
  return (
    <Page title={profileMessages.profileTitle}>
      <ProfileContent />
    </Page>
  );
}
