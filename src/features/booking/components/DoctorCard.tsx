import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { type ReactNode, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import { DoctorPhoto } from '../../../components/DoctorPhoto';
import { formatMoney } from '../../../components/money';
import { ZonedDateTime } from '../../../components/ZonedDateTime';
import { languageNamer } from '../../../lib/languageName';
import type { Coverage } from '../hooks';
import { bookingMessages } from '../messages';

/** Language codes (`es`) become names in the page's language. */
export function useLanguageName() {
  const { locale } = useIntl();
  return useMemo(() => languageNamer(locale), [locale]);
}

interface DoctorCardProps {
  doctor: AvailableDoctor;
  zone: string;
  /** Employees see who pays instead of the price (or, before a trial plan starts, both). */
  coverage?: Coverage;
  action?: ReactNode;
}

/** The price, or who pays it: 'Covered by {company}' only when the company really pays (spec: say where money goes). */
function priceLine(intl: IntlShape, doctor: AvailableDoctor, coverage: Coverage | undefined) {
  const price = formatMoney(intl, doctor.price);
  if (!coverage) return price;
  return coverage.plan === 'covered'
    ? intl.formatMessage(bookingMessages.coveredBy, { company: coverage.company })
    : intl.formatMessage(bookingMessages.trialFree, { price, company: coverage.company });
}

/** Photo (or initials), name, rating, languages, price or company, next free time, on duty now. */
export function DoctorCard({ doctor, zone, coverage, action }: DoctorCardProps) {
  const intl = useIntl();
  const languageName = useLanguageName();
  return (
    <Box
      component="article"
      aria-labelledby={`doctor-${doctor.id}-name`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '80px minmax(0, 1fr) auto' },
        gap: 2,
        alignItems: 'center',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} size={64} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={`doctor-${doctor.id}-name`} variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {doctor.full_name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {doctor.speciality.title}
        </Typography>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          {doctor.rating !== null ? (
            <>
              <Star fontSize="small" aria-hidden="true" sx={{ color: '#9a6700' }} />
              {intl.formatMessage(bookingMessages.rating, {
                rating: intl.formatNumber(doctor.rating, { maximumFractionDigits: 1 }),
                count: doctor.reviews_count,
              })}
            </>
          ) : (
            intl.formatMessage(bookingMessages.noRating)
          )}
        </Typography>
        <Typography variant="body2">
          {intl.formatMessage(bookingMessages.speaks, {
            languages: intl.formatList(doctor.languages.map(languageName), { type: 'conjunction' }),
          })}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {priceLine(intl, doctor, coverage)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {doctor.next_slot ? (
            <>
              {intl.formatMessage(bookingMessages.nextSlot)}{' '}
              <ZonedDateTime value={doctor.next_slot} zone={zone} />
            </>
          ) : (
            intl.formatMessage(bookingMessages.noNextSlot)
          )}
        </Typography>
        {doctor.is_on_duty && (
          <Box
            component="span"
            sx={{
              display: 'inline-block',
              mt: 0.5,
              px: 1,
              borderRadius: 1,
              bgcolor: '#e3f2e5',
              color: '#1e5a25',
              fontWeight: 600,
              fontSize: '0.8rem',
            }}
          >
            {intl.formatMessage(bookingMessages.onDuty)}
          </Box>
        )}
      </Box>
      {action && <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>{action}</Box>}
    </Box>
  );
}
