import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { type AvailableDoctor, useGetTimeslotsQuery } from '../../../api/shared/doctors';
import { SlotPicker } from '../../../components/slots/SlotPicker';
import { dayKeyInZone } from '../../../components/slots/slotDays';
import { useHydrated } from '../../../components/useHydrated';
import type { BookingParams } from '../bookingParams';
import { type Coverage, usePatientZone, useTimeslotWindow } from '../hooks';
import { bookingMessages } from '../messages';
import { DoctorCard } from './DoctorCard';
import { LoadFailed, Loading } from './LoadState';

interface TimeStepProps {
  doctor: AvailableDoctor;
  coverage?: Coverage;
  choose: (changes: Partial<BookingParams>) => void;
  /**
   * The start of the slot the patient tried to hold, taken meanwhile: said above the refreshed calendar, which
   * stays on its day.
   */
  takenSlot: string | null;
  /** A link's day (`YYYY-MM-DD`): the calendar opens on it, or on the first free day after it. */
  linkedDay?: string;
}

/** The doctor's free times from now to 30 days ahead, in the patient's zone. */
export function TimeStep({ doctor, coverage, choose, takenSlot, linkedDay }: TimeStepProps) {
  const intl = useIntl();
  const zone = usePatientZone();
  const range = useTimeslotWindow(doctor.id, doctor.speciality.id);
  const hydrated = useHydrated();
  const slots = useGetTimeslotsQuery({
    doctorId: doctor.id,
    specialityId: doctor.speciality.id,
    ...range,
    ...zone,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <DoctorCard doctor={doctor} zone={zone.zone} coverage={coverage} />
      {takenSlot && (
        <Alert severity="warning">
          <AlertTitle>{intl.formatMessage(bookingMessages.doctorNotAvailable)}</AlertTitle>
          {intl.formatMessage(bookingMessages.slotTaken)}
        </Alert>
      )}
      {slots.isLoading ? (
        <Loading rows={2} />
      ) : slots.isError || !slots.data ? (
        <LoadFailed onRetry={() => void slots.refetch()} busy={slots.isFetching} />
      ) : (
        <SlotPicker
          slots={slots.data.timeslots}
          zone={zone.zone}
          selected={null}
          // Past times go by the window's start until the page is the browser's (both sides agree on it).
          now={hydrated ? undefined : range.from}
          initialDay={linkedDay ?? (takenSlot ? dayKeyInZone(takenSlot, zone.zone) : undefined)}
          initialDayNote={(days) => intl.formatMessage(bookingMessages.dayNotFree, days)}
          onSelect={(slot) => choose({ date: slot.start })}
          empty={
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => choose({ doctorId: undefined })}>
                  {intl.formatMessage(bookingMessages.otherDoctors)}
                </Button>
              }
            >
              {intl.formatMessage(bookingMessages.noSlots)}
            </Alert>
          }
        />
      )}
    </Box>
  );
}
