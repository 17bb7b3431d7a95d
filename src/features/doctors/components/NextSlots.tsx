import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  type AvailableDoctor,
  patientTimeZone,
  timeslotWindow,
  type TimeslotsRequest,
  useGetTimeslotsQuery,
} from '../../../api/shared/doctors';
import { LoadProblem } from '../../../components/LoadProblem';
import { groupFreeSlotsByDay } from '../../../components/slots/slotDays';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { useZoneName } from '../../../components/ZonedDateTime';
import { doctorsMessages } from '../messages';

/** How many of the next free slots the profile shows. */
const NEXT_SLOTS_SHOWN = 12;

/** The doctor's next free times in the patient's zone (named on screen), each a shortcut into booking. */
export function NextSlots({ doctor }: { doctor: AvailableDoctor }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const zoneName = useZoneName();
  // Fixed for the life of the screen: a new window on every render would be a new request every render.
  const [request] = useState<TimeslotsRequest>(() => ({
    doctorId: doctor.id,
    specialityId: doctor.speciality.id,
    ...timeslotWindow(),
    ...patientTimeZone(),
  }));
  const { data, isLoading, isError, isFetching, refetch } = useGetTimeslotsQuery(request);
  const days = groupFreeSlotsByDay(data?.timeslots ?? [], request.zone, { limit: NEXT_SLOTS_SHOWN });
  const bookPath = `/doctor_pre_order?specialityId=${doctor.speciality.id}&doctorId=${doctor.id}`;
  const dayLabel = (iso: string) =>
    intl.formatDate(iso, { timeZone: request.zone, weekday: 'long', day: 'numeric', month: 'long' });
  const timeLabel = (iso: string) =>
    intl.formatTime(iso, { timeZone: request.zone, hour: 'numeric', minute: '2-digit' });

  let content;
  if (isLoading) {
    content = (
      <Box role="status" aria-label={intl.formatMessage(doctorsMessages.slotsLoading)}>
        <Skeleton width="30%" />
        <Box sx={{ display: 'flex', gap: 1 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" width={72} height={36} />
          ))}
        </Box>
      </Box>
    );
  } else if (isError) {
    content = (
      <LoadProblem
        message={doctorsMessages.slotsFailed}
        retry={doctorsMessages.retry}
        busy={isFetching}
        onRetry={() => void refetch()}
      />
    );
  } else if (days.length === 0) {
    content = (
      <Typography>
        <FormattedMessage {...doctorsMessages.slotsEmpty} />
      </Typography>
    );
  } else {
    content = (
      <>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          <FormattedMessage
            {...doctorsMessages.slotsZone}
            values={{ zone: zoneName(request.zone, days[0]!.slots[0]!.start) }}
          />
        </Typography>
        {days.map((day) => (
          <Box key={day.key} sx={{ mb: 2 }}>
            <Typography
              component="h3"
              sx={{ fontWeight: 700, mb: 1, '&::first-letter': { textTransform: 'uppercase' } }}
            >
              {dayLabel(day.slots[0]!.start)}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {day.slots.map((slot) => (
                <li key={slot.start}>
                  <Button
                    component={RouterLink}
                    to={localized(
                      `${bookPath}&appointmentType=booked&date=${encodeURIComponent(slot.start)}`,
                    )}
                    variant="outlined"
                    aria-label={intl.formatMessage(doctorsMessages.slotLabel, {
                      day: dayLabel(slot.start),
                      time: timeLabel(slot.start),
                      zone: zoneName(request.zone, slot.start),
                    })}
                  >
                    {timeLabel(slot.start)}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="doctor-slots">
      <Typography id="doctor-slots" variant="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...doctorsMessages.slotsTitle} />
      </Typography>
      {content}
    </Box>
  );
}
