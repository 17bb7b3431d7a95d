import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Appointment } from '../../../../api/shared/appointments';
import { AppointmentCard } from '../../../../components/appointments/AppointmentCard';
import { useLocalizedPath } from '../../../../components/useLocalizedPath';
import { listMessages } from '../../messages';
import { ListFailed, ListLoading } from './ListStates';

interface AppointmentListProps {
  query: {
    data?: { appointment_list: Appointment[] };
    isLoading: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  empty: MessageDescriptor;
  failed: MessageDescriptor;
  now: number;
}

/** One tab's visits: loading, failed with 'Try again', empty with a way to book, or the cards. */
export function AppointmentList({ query, empty, failed, now }: AppointmentListProps) {
  const localized = useLocalizedPath();
  if (query.isLoading) return <ListLoading label={listMessages.loading} />;
  if (query.isError && !query.data) {
    return <ListFailed message={failed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const appointments = query.data?.appointment_list ?? [];
  if (appointments.length === 0) {
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', py: 2 }}>
        <Typography>
          <FormattedMessage {...empty} />
        </Typography>
        <Button component={RouterLink} to={localized('/specialties')} variant="outlined">
          <FormattedMessage {...listMessages.findSpecialist} />
        </Button>
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <AppointmentCard appointment={appointment} now={now} />
        </li>
      ))}
    </Box>
  );
}
