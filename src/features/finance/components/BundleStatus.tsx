import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { FormattedMessage, useIntl } from 'react-intl';
import { patientTimeZone } from '../../../api/shared/doctors';
import type { BundleOrder } from '../api';
import { bundleMessages } from '../messages';

const labels = {
  active: bundleMessages.statusActive,
  used: bundleMessages.statusUsed,
  expired: bundleMessages.statusExpired,
} as const;

export function BundleStatus({ status }: { status: BundleOrder['status'] }) {
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={<FormattedMessage {...labels[status]} />}
    />
  );
}

/** "Psychology · 3 consultations left of 4 · 1 used · Valid until 12 May 2027". */
export function BundleCounts({ bundle }: { bundle: BundleOrder }) {
  const intl = useIntl();
  const parts = [
    bundle.speciality.title,
    intl.formatMessage(bundleMessages.remaining, {
      remaining: bundle.remaining_meetings,
      total: bundle.total_meetings,
    }),
    intl.formatMessage(bundleMessages.used, { used: bundle.used_meetings }),
  ];
  if (bundle.expires_at) {
    const date = intl.formatDate(bundle.expires_at, { dateStyle: 'long', timeZone: patientTimeZone().zone });
    parts.push(intl.formatMessage(bundleMessages.expires, { date }));
  }
  return (
    <Box component="span" sx={{ '& > span + span::before': { content: '" · "' } }}>
      {parts.map((part) => (
        <span key={part}>{part}</span>
      ))}
    </Box>
  );
}
