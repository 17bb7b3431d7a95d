import { styled } from '@mui/material/styles';
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

/**
 * Drawn as MUI's small outlined chip, but one styled element (a chip is in every visit of every list; MUI's
 * `Chip` is four components): the colour comes from `data-status`.
 */
const Chip = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 7px',
  borderRadius: 12,
  border: '1px solid currentColor',
  backgroundColor: theme.palette.background.paper,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  ...Object.fromEntries(
    Object.entries(colours).map(([status, colour]) => [`&[data-status="${status}"]`, { color: colour }]),
  ),
}));

/** A visit's status in words (spec §4 states). */
export function AppointmentStatusChip({ status }: { status: AppointmentStatus }) {
  const intl = useIntl();
  return <Chip data-status={status}>{intl.formatMessage(statusMessages[status])}</Chip>;
}
