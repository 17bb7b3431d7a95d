import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl } from 'react-intl';
import {
  type AvailableDoctor,
  useGetB2BEmergencyDoctorQuery,
  useGetDoctorDeeplinkQuery,
} from '../../../api/shared/doctors';
import { useFormatZoned } from '../../../components/ZonedDateTime';
import type { BookingParams } from '../bookingParams';
import { providerCode } from '../errors';
import { type Audience, coverageOf, useAudience, useDoctor, useDoctorList, usePatientZone } from '../hooks';
import { bookingMessages } from '../messages';
import { useActiveAppointment } from '../activeAppointment';
import { ActiveAppointment } from './ActiveAppointment';
import { DoctorCard } from './DoctorCard';
import { LoadFailed, Loading } from './LoadState';

type Choose = (changes: Partial<BookingParams>) => void;

/** Nobody on duty: 'Doctor not Available', and the earliest bookable time of the speciality instead. */
function NobodyOnDuty({ specialityId, choose }: { specialityId: number; choose: Choose }) {
  const intl = useIntl();
  const { zone } = usePatientZone();
  const list = useDoctorList({ specialityId });
  const formatZoned = useFormatZoned();
  const earliest = (list.doctors ?? [])
    .filter((doctor) => doctor.next_slot)
    .sort((a, b) => Date.parse(a.next_slot!) - Date.parse(b.next_slot!))[0];
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Alert severity="warning">
        <AlertTitle>{intl.formatMessage(bookingMessages.doctorNotAvailable)}</AlertTitle>
        {intl.formatMessage(bookingMessages.nobodyOnDuty)}
      </Alert>
      {list.isLoading && <Loading rows={1} />}
      {earliest && (
        <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3 }}>
          <Typography sx={{ mb: 1.5 }}>
            {intl.formatMessage(bookingMessages.earliestInstead, {
              doctor: earliest.full_name,
              when: formatZoned(earliest.next_slot!, zone),
            })}
          </Typography>
          <Button
            variant="contained"
            onClick={() =>
              choose({ appointmentType: 'booked', doctorId: earliest.id, date: earliest.next_slot! })
            }
          >
            {intl.formatMessage(bookingMessages.hold)}
          </Button>
        </Box>
      )}
      <Box>
        <Button variant="outlined" onClick={() => choose({ appointmentType: 'booked' })}>
          {intl.formatMessage(bookingMessages.bookInstead)}
        </Button>
      </Box>
    </Box>
  );
}

/** An active appointment rules out an emergency call: a link to it, and booking a time instead. */
function RefusedForActiveAppointment({ choose }: { choose: Choose }) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <ActiveAppointment />
      <Box>
        <Button variant="outlined" onClick={() => choose({ appointmentType: 'booked' })}>
          {intl.formatMessage(bookingMessages.bookInstead)}
        </Button>
      </Box>
    </Box>
  );
}

function FoundDoctor({
  doctor,
  audience,
  choose,
}: {
  doctor: AvailableDoctor;
  audience: Audience;
  choose: Choose;
}) {
  const intl = useIntl();
  const { zone } = usePatientZone();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography>{intl.formatMessage(bookingMessages.emergencyFound)}</Typography>
      <DoctorCard
        doctor={doctor}
        zone={zone}
        coverage={coverageOf(audience)}
        action={
          <Button variant="contained" onClick={() => choose({ doctorId: doctor.id })}>
            {intl.formatMessage(bookingMessages.holdEmergency)}
          </Button>
        }
      />
    </Box>
  );
}

/**
 * A standard patient: the deeplink names the doctor on duty (null: nobody). A signed-in patient with an active
 * appointment is told at once (the provider's 409 `active_appointment` on holding stays the last word).
 */
function StandardEmergency({ specialityId, choose }: { specialityId: number; choose: Choose }) {
  const audience = useAudience();
  const active = useActiveAppointment(!(audience.kind === 'patient' && audience.isLoggedIn));
  const link = useGetDoctorDeeplinkQuery({ specialityId, appointmentType: 'emergency' });
  const doctorId = link.data?.doctor_id ?? undefined;
  const found = useDoctor(doctorId);
  if (active.isLoading) return <Loading rows={1} />;
  if (active.appointment) return <RefusedForActiveAppointment choose={choose} />;
  if (link.isLoading || (doctorId && found.isLoading)) return <Loading rows={1} />;
  if (link.isError) return <LoadFailed onRetry={() => void link.refetch()} busy={link.isFetching} />;
  if (!doctorId) return <NobodyOnDuty specialityId={specialityId} choose={choose} />;
  if (found.isError || !found.doctor)
    return <LoadFailed onRetry={() => void found.refetch()} busy={found.isFetching} />;
  return <FoundDoctor doctor={found.doctor} audience={audience} choose={choose} />;
}

/** An employee: the company's emergency doctor (404 doctor_not_available: nobody; 409: a live appointment). */
function B2BEmergency({
  specialityId,
  companyId,
  choose,
}: {
  specialityId: number;
  companyId: number;
  choose: Choose;
}) {
  const audience = useAudience();
  const result = useGetB2BEmergencyDoctorQuery(companyId ? { specialityId, companyId } : skipToken);
  if (result.isLoading) return <Loading rows={1} />;
  const code = providerCode(result.error);
  if (code === 'doctor_not_available') return <NobodyOnDuty specialityId={specialityId} choose={choose} />;
  if (code === 'active_appointment') return <RefusedForActiveAppointment choose={choose} />;
  if (result.isError || !result.data)
    return <LoadFailed onRetry={() => void result.refetch()} busy={result.isFetching} />;
  return <FoundDoctor doctor={result.data.doctor} audience={audience} choose={choose} />;
}

/** "See a doctor now": the doctor on duty for the speciality. */
export function EmergencyStep({ params, choose }: { params: BookingParams; choose: Choose }) {
  const audience = useAudience();
  const specialityId = params.specialityId!;
  if (audience.kind === 'loading') return <Loading rows={1} />;
  return audience.kind === 'employee' ? (
    <B2BEmergency specialityId={specialityId} companyId={audience.companyId} choose={choose} />
  ) : (
    <StandardEmergency specialityId={specialityId} choose={choose} />
  );
}
