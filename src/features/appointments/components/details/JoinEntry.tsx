import VideocamIcon from '@mui/icons-material/Videocam';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { waitingRoomPath } from '../../../../components/appointments/timing';
import { OfflineReason } from '../../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../../components/offline/useOnline';
import { useLocalizedPath } from '../../../../components/useLocalizedPath';
import type { AppointmentDetails } from '../../api';
import { detailMessages } from '../../detailMessages';

/** The 'join' entry, shown when the session is near: to the waiting room. */
export function JoinEntry({ details }: { details: AppointmentDetails }) {
  const localized = useLocalizedPath();
  const network = useNetworkAction();
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 2,
        bgcolor: '#f3e9f4',
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <VideocamIcon aria-hidden="true" sx={{ color: 'secondary.main', fontSize: 32 }} />
      <Typography sx={{ flex: '1 1 200px', fontWeight: 700 }}>
        <FormattedMessage
          {...(details.status === 'session_in_progress'
            ? detailMessages.joinInProgress
            : detailMessages.joinTitle)}
        />
      </Typography>
      <Button
        component={RouterLink}
        to={localized(waitingRoomPath(details.id))}
        variant="contained"
        color="secondary"
        {...network.controlProps}
      >
        <FormattedMessage {...detailMessages.join} />
      </Button>
      {network.offline && <OfflineReason id={network.reasonId} />}
    </Box>
  );
}
