import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import type { BookingParams } from '../bookingParams';
import { coverageOf, useDoctorList, usePatientZone } from '../hooks';
import { bookingMessages } from '../messages';
import { DoctorCard, useLanguageName } from './DoctorCard';
import { LoadFailed, Loading } from './LoadState';

type Order = 'earliest' | 'price' | 'rating';

const nextSlotTime = (doctor: AvailableDoctor) =>
  doctor.next_slot ? Date.parse(doctor.next_slot) : Number.POSITIVE_INFINITY;
const orders: Record<Order, (a: AvailableDoctor, b: AvailableDoctor) => number> = {
  earliest: (a, b) => nextSlotTime(a) - nextSlotTime(b),
  price: (a, b) => a.price.amount - b.price.amount,
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
};

/** The doctors for the speciality or wizard response; narrowed and ordered here, with no new call. */
export function DoctorsStep({
  params,
  choose,
}: {
  params: BookingParams;
  choose: (changes: Partial<BookingParams>) => void;
}) {
  const intl = useIntl();
  const zone = usePatientZone();
  const languageName = useLanguageName();
  const [language, setLanguage] = useState('');
  const [order, setOrder] = useState<Order>('earliest');
  const filter = params.wizardResponseId
    ? { wizardResponseId: params.wizardResponseId }
    : { specialityId: params.specialityId! };
  const list = useDoctorList(filter);

  if (list.isLoading) return <Loading />;
  if (list.isError || !list.doctors)
    return <LoadFailed onRetry={() => void list.refetch()} busy={list.isFetching} />;
  const coverage = coverageOf(list.audience);
  // Listed by their names in the page's language (not by code: "English, French, Spanish").
  const languages = [...new Set(list.doctors.flatMap((doctor) => doctor.languages))].sort((a, b) =>
    languageName(a).localeCompare(languageName(b), intl.locale),
  );
  const shown = list.doctors
    .filter((doctor) => !language || doctor.languages.includes(language))
    .sort(orders[order]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box sx={{ p: 2, borderRadius: 3, bgcolor: '#fdecea' }}>
        <Typography sx={{ mb: 1 }}>{intl.formatMessage(bookingMessages.seeNowHint)}</Typography>
        <Button variant="contained" color="error" onClick={() => choose({ appointmentType: 'emergency' })}>
          {intl.formatMessage(bookingMessages.seeNow)}
        </Button>
      </Box>
      {list.doctors.length === 0 ? (
        <Alert severity="info">{intl.formatMessage(bookingMessages.noDoctors)}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              id="booking-language"
              label={intl.formatMessage(bookingMessages.filterLanguage)}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{intl.formatMessage(bookingMessages.anyLanguage)}</option>
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              id="booking-order"
              label={intl.formatMessage(bookingMessages.sortLabel)}
              value={order}
              onChange={(event) => setOrder(event.target.value as Order)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="earliest">{intl.formatMessage(bookingMessages.sortEarliest)}</option>
              <option value="price">{intl.formatMessage(bookingMessages.sortPrice)}</option>
              <option value="rating">{intl.formatMessage(bookingMessages.sortRating)}</option>
            </TextField>
          </Box>
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage(bookingMessages.doctorCount, { count: shown.length })}
          </Typography>
          {shown.length === 0 && <Alert severity="info">{intl.formatMessage(bookingMessages.noMatch)}</Alert>}
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {shown.map((doctor) => (
              <li key={doctor.id}>
                <DoctorCard
                  doctor={doctor}
                  zone={zone.zone}
                  coverage={coverage}
                  action={
                    <Button
                      variant="contained"
                      aria-label={intl.formatMessage(bookingMessages.chooseNamed, { name: doctor.full_name })}
                      onClick={() =>
                        choose({
                          doctorId: doctor.id,
                          specialityId: params.specialityId ?? doctor.speciality.id,
                          appointmentType: 'booked',
                        })
                      }
                    >
                      {intl.formatMessage(bookingMessages.chooseDoctor)}
                    </Button>
                  }
                />
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
