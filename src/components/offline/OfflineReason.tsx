import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { offlineMessages } from './messages';

/** Why a control is disabled offline (useNetworkAction's `reasonId`). */
export function OfflineReason({ id }: { id: string }) {
  return (
    <Typography id={id} variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
      <FormattedMessage {...offlineMessages.needsNetwork} />
    </Typography>
  );
}
