import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { Appointment } from '../../../api/shared/appointments';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import { useGetBundleOrderQuery } from '../api';
import { bundleMessages, financeMessages, scheduleMessages } from '../messages';
import { BundleCounts, BundleStatus } from './BundleStatus';
import { LoadProblem } from './LoadProblem';
import { ScheduleFromBundle } from './ScheduleFromBundle';

const meetingState = (meeting: Appointment) =>
  meeting.status === 'canceled'
    ? bundleMessages.meetingCanceled
    : meeting.status === 'done'
      ? bundleMessages.meetingDone
      : bundleMessages.meetingUpcoming;

function MeetingTime({ meeting }: { meeting: Appointment }) {
  return meeting.start_at ? <ZonedDateTime value={meeting.start_at} zone={meeting.time_zone} /> : null;
}

/** One bundle (`?bundle=<id>`): its counts, the consultations it paid for, and booking another. */
export function BundleDetail({ bundleId }: { bundleId: number }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const { data, isLoading, isError, error, isFetching, refetch } = useGetBundleOrderQuery(bundleId);
  const back = (
    <Button component={RouterLink} to="?" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      <FormattedMessage {...bundleMessages.back} />
    </Button>
  );
  if (isLoading) {
    return (
      <>
        {back}
        <Skeleton height={160} aria-label={intl.formatMessage(financeMessages.loading)} />
      </>
    );
  }
  if (isError || !data) {
    const missing = (error as { status?: unknown } | undefined)?.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <Alert severity="warning">
            <FormattedMessage {...bundleMessages.notFound} />
          </Alert>
        ) : (
          <LoadProblem message={bundleMessages.failed} onRetry={() => void refetch()} busy={isFetching} />
        )}
      </>
    );
  }
  const scheduled = data.meetings.find((meeting) => String(meeting.id) === params.get('scheduled'));
  return (
    <>
      {back}
      <Box component="section" aria-labelledby="bundle-title" sx={{ mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id="bundle-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
            {data.title}
          </Typography>
          <BundleStatus status={data.status} />
        </Box>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="bundle-counts">
          <BundleCounts bundle={data} />
        </Typography>
      </Box>
      {scheduled && (
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          <Typography sx={{ fontWeight: 700 }}>
            <FormattedMessage {...scheduleMessages.booked} values={{ doctor: scheduled.doctor.full_name }} />
          </Typography>
          <Typography>
            <MeetingTime meeting={scheduled} />
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            <FormattedMessage {...scheduleMessages.bookedNext} />
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={localized(`/appointments-detail?id=${scheduled.id}`)}>
              <FormattedMessage {...scheduleMessages.seeAppointment} />
            </Link>
            {data.remaining_meetings > 0 && data.status === 'active' && (
              <Link component={RouterLink} to={`?bundle=${data.id}`} replace>
                <FormattedMessage {...scheduleMessages.bookAnother} />
              </Link>
            )}
          </Box>
        </Alert>
      )}
      {data.status === 'active' && data.remaining_meetings > 0 && !scheduled && (
        <ScheduleFromBundle bundle={data} />
      )}
      {data.status !== 'active' && (
        <Alert severity="info" sx={{ mb: 3 }}>
          <Box component="p" sx={{ m: 0, mb: 0.5 }}>
            <FormattedMessage
              {...(data.status === 'used' ? bundleMessages.usedUpNote : bundleMessages.expiredNote)}
            />
          </Box>
          <Link component={RouterLink} to={localized(`/doctor_pre_order?specialityId=${data.speciality.id}`)}>
            <FormattedMessage
              {...bundleMessages.bookSpeciality}
              values={{ speciality: data.speciality.title }}
            />
          </Link>
        </Alert>
      )}
      <Box component="section" aria-labelledby="bundle-meetings-title" sx={{ mt: 3 }}>
        <Typography id="bundle-meetings-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          <FormattedMessage {...bundleMessages.meetingsTitle} />
        </Typography>
        {data.meetings.length === 0 ? (
          <Typography>
            <FormattedMessage {...bundleMessages.meetingsEmpty} />
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.meetings.map((meeting) => (
              <Box component="li" key={meeting.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  <FormattedMessage
                    {...bundleMessages.meetingWith}
                    values={{ doctor: meeting.doctor.full_name }}
                  />
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <MeetingTime meeting={meeting} />
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  <FormattedMessage {...meetingState(meeting)} />
                </Typography>
                <Link
                  component={RouterLink}
                  to={localized(`/appointments-detail?id=${meeting.id}`)}
                  variant="body2"
                >
                  <FormattedMessage {...bundleMessages.seeAppointment} />
                </Link>
              </Box>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
