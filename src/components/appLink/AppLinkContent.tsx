import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { selectDeviceType } from '../../state/shell/selectors';
import { useAppSelector } from '../../store/hooks';
import { AppBadges } from './AppBadges';
import { AppLinkForm } from './AppLinkForm';
import { appLinkMessages } from './messages';

/**
 * Spec §1: chat consultations run only in the mobile app. On a computer the patient can have the download link
 * texted to their phone; on a phone (deviceType mobile) the store badges are enough.
 */
export function AppLinkContent({ idPrefix }: { idPrefix: string }) {
  const isPhone = useAppSelector(selectDeviceType) === 'mobile';
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        <FormattedMessage {...appLinkMessages.lead} />
      </Typography>
      {!isPhone && (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage {...appLinkMessages.formIntro} />
          </Typography>
          <AppLinkForm idPrefix={idPrefix} />
          <Typography variant="body2" sx={{ mt: 3, mb: 1, color: 'text.secondary' }}>
            <FormattedMessage {...appLinkMessages.stores} />
          </Typography>
        </>
      )}
      <AppBadges />
    </Box>
  );
}
