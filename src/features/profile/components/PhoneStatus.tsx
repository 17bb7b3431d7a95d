import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { routePaths } from '../../../config/routes';
import { formatPhone } from '../../../lib/phone';
import type { Profile } from '../../../state/session/api';
import { profileMessages } from '../messages';

/** The phone and whether it is verified; adding or verifying one goes through the sign-in mobile step. */
export function PhoneStatus({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const localize = useLocalizedPath();
  const phone = profile.user.phone;
  const verified = profile.is_mobile_verified && Boolean(phone);
  const addPath = `${localize(routePaths.login)}?step=mobile&from=${encodeURIComponent(routePaths.profile)}`;
  return (
    <Box component="section" aria-labelledby="profile-phone-title" sx={{ mt: 3 }}>
      <Typography id="profile-phone-title" variant="h6" component="h2" gutterBottom>
        {intl.formatMessage(profileMessages.phoneTitle)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography>
          {phone ? formatPhone(phone) : intl.formatMessage(profileMessages.phoneMissing)}
        </Typography>
        {phone && (
          <Chip
            size="small"
            color={verified ? 'success' : 'warning'}
            variant="outlined"
            icon={verified ? <CheckCircleIcon aria-hidden="true" /> : <ErrorOutlineIcon aria-hidden="true" />}
            label={intl.formatMessage(
              verified ? profileMessages.phoneVerified : profileMessages.phoneNotVerified,
            )}
          />
        )}
        {!verified && (
          <Button component={RouterLink} to={addPath} variant="outlined" size="small">
            {intl.formatMessage(phone ? profileMessages.verifyPhone : profileMessages.addPhone)}
          </Button>
        )}
      </Box>
    </Box>
  );
}
