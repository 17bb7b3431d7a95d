import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  patientTimeZone,
  timeslotWindow,
  type TimeslotsRequest,
  useGetAvailableDoctorsQuery,
  useGetTimeslotsQuery,
} from '../../../api/shared/doctors';
import { SlotPicker } from '../../../components/slots/SlotPicker';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import type { BundleOrder } from '../api';
import { financeMessages, scheduleMessages } from '../messages';
import { DoctorChoice } from './DoctorChoice';
import { LoadProblem } from './LoadProblem';
import { useScheduleStep } from './useScheduleStep';

/**
 * Books a consultation paid by the bundle: a doctor of its speciality, a free time, confirm. No payment step.
 * The choices live in the URL (`doctorId`, `date`: the booking flow's names), so reload keeps them.
 */
export function ScheduleFromBundle({ bundle }: { bundle: BundleOrder }) {
  const intl = useIntl();
  const step = useScheduleStep(bundle.id);
  const doctors = useGetAvailableDoctorsQuery({ specialityId: bundle.speciality.id });
  const doctor = doctors.data?.doctor_list.find((candidate) => candidate.id === step.doctorId) ?? null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="schedule-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="schedule-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        <FormattedMessage {...scheduleMessages.title} />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        <FormattedMessage {...scheduleMessages.noPayment} values={{ remaining: bundle.remaining_meetings }} />
      </Typography>
      {step.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <FormattedMessage {...step.error} />
        </Alert>
      )}
      <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        <FormattedMessage
          {...scheduleMessages.chooseDoctor}
          values={{ speciality: bundle.speciality.title }}
        />
      </Typography>
      {doctors.isLoading ? (
        <Skeleton height={72} aria-label={intl.formatMessage(financeMessages.loading)} />
      ) : doctors.isError || !doctors.data ? (
        <LoadProblem message={scheduleMessages.doctorsFailed} onRetry={() => void doctors.refetch()} />
      ) : doctors.data.doctor_list.length === 0 ? (
        <Typography>
          <FormattedMessage {...scheduleMessages.doctorsEmpty} />
        </Typography>
      ) : (
        <DoctorChoice
          doctors={doctors.data.doctor_list}
          selected={step.doctorId}
          onSelect={step.chooseDoctor}
        />
      )}
      {doctor && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage {...scheduleMessages.chooseTime} values={{ doctor: doctor.full_name }} />
          </Typography>
          <DoctorSlots
            key={doctor.id}
            doctorId={doctor.id}
            specialityId={bundle.speciality.id}
            selected={step.date}
            onSelect={step.chooseDate}
          />
        </Box>
      )}
      {doctor && step.date && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage {...scheduleMessages.confirmTitle} />
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            <ZonedDateTime value={step.date} zone={patientTimeZone().zone} />
          </Typography>
          <Typography sx={{ mb: 2 }}>
            <FormattedMessage {...scheduleMessages.confirmSummary} values={{ doctor: doctor.full_name }} />
          </Typography>
          <Button variant="contained" disabled={step.isBooking} onClick={() => void step.confirm()}>
            <FormattedMessage {...(step.isBooking ? scheduleMessages.booking : scheduleMessages.confirm)} />
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function DoctorSlots(props: {
  doctorId: number;
  specialityId: number;
  selected: string | null;
  onSelect(start: string): void;
}) {
  const intl = useIntl();
  // Fixed for the life of the step: a new window every render would be a new request every render.
  const [request] = useState<TimeslotsRequest>(() => ({
    doctorId: props.doctorId,
    specialityId: props.specialityId,
    ...timeslotWindow(),
    ...patientTimeZone(),
  }));
  const { data, isLoading, isError, isFetching, refetch } = useGetTimeslotsQuery(request);
  if (isLoading) return <Skeleton height={120} aria-label={intl.formatMessage(financeMessages.loading)} />;
  if (isError || !data) {
    return (
      <LoadProblem message={scheduleMessages.slotsFailed} onRetry={() => void refetch()} busy={isFetching} />
    );
  }
  return (
    <SlotPicker
      slots={data.timeslots}
      zone={request.zone}
      selected={props.selected}
      onSelect={(slot) => props.onSelect(slot.start)}
      empty={
        <Typography>
          <FormattedMessage {...scheduleMessages.slotsEmpty} />
        </Typography>
      }
    />
  );
}
