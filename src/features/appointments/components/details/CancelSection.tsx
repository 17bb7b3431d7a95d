import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { OfflineReason } from '../../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../../components/offline/useOnline';
import { detailMessages } from '../../detailMessages';

/** Cancel when `can_cancel`: says the refund is shown first, then opens the steps. */
export function CancelSection({ onOpen }: { onOpen: () => void }) {
  const network = useNetworkAction();
  return (
    <Box component="section" aria-labelledby="cancel-title">
      <Typography id="cancel-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        <FormattedMessage {...detailMessages.cancelTitle} />
      </Typography>
      <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>
        <FormattedMessage {...detailMessages.cancelIntro} />
      </Typography>
      <Button variant="outlined" color="error" onClick={onOpen} {...network.controlProps}>
        <FormattedMessage {...detailMessages.cancelOpen} />
      </Button>
      {network.offline && <OfflineReason id={network.reasonId} />}
    </Box>
  );
}
