import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';
import type { AppointmentStatus } from '../../api/shared/appointments';
import { statusMessages } from './messages';

/** Text colours with at least 4.5:1 contrast on white (WCAG AA for small text). */
const colours: Record<AppointmentStatus, string> = {
  pending: '#8a4b00',
  booked: '#46595a',
  upcoming: '#0b6e69',
  session_starting: '#8a3a8e',
  session_in_progress: '#8a3a8e',
  done: '#2e6b34',
  canceled: '#b3261e',
};

/** A visit's status in words (spec §4 states). */
export function AppointmentStatusChip({ status }: { status: AppointmentStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={intl.formatMessage(statusMessages[status])}
      sx={{
        fontWeight: 600,
        bgcolor: 'background.paper',
        color: colours[status],
        borderColor: colours[status],
      }}
    />
  );
}
