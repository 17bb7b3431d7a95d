import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { useOfflineCopyStoredAt } from '../../lib/offlineCopies';
import { offlineAsOf, offlineMessages } from './messages';
import { useOnline } from './useOnline';

/** The day and time with its zone ('dateStyle' cannot be combined with 'timeZoneName'). */
const TIME_SHOWN = {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
} as const;

interface OfflineBannerProps {
  /** The provider paths the page shows (their copies may come from the service worker's cache). */
  paths: readonly string[];
  /** When the data on screen was last fetched (RTK Query's `fulfilledTimeStamp`), if it was this page view. */
  fetchedAt?: number;
}

/**
 * Offline, a page that shows the patient's visits says so, and as of when: the stored copy's time when the
 * service worker answered from its cache, otherwise when this page last fetched them.
 */
export function OfflineBanner({ paths, fetchedAt }: OfflineBannerProps) {
  const intl = useIntl();
  const online = useOnline();
  const storedAt = useOfflineCopyStoredAt(paths);
  if (online) return null;
  const asOf = storedAt ?? fetchedAt;
  return (
    <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />} role="status" sx={{ mb: 2 }}>
      {asOf === undefined
        ? intl.formatMessage(offlineMessages.banner)
        : intl.formatMessage(offlineAsOf, {
            time: intl.formatDate(asOf, TIME_SHOWN),
          })}
    </Alert>
  );
}
