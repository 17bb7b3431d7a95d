import { styled } from '@mui/material/styles';
import Star from '@mui/icons-material/Star';
import { type ReactNode, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import { cardText, cardTextStyles } from '../../../components/cardText';
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

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '80px minmax(0, 1fr) auto' },
  gap: theme.spacing(2),
  alignItems: 'center',
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 3,
  backgroundColor: theme.palette.background.paper,
  ...cardTextStyles(theme),
  '& .doctor-text': { minWidth: 0 },
  '& .doctor-name': { ...theme.typography.h3, fontSize: '1.1rem', fontWeight: 700, margin: 0 },
  '& .doctor-rating': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    marginTop: theme.spacing(0.5),
  },
  '& .doctor-star': { color: '#9a6700' },
  '& .doctor-on-duty': {
    display: 'inline-block',
    marginTop: theme.spacing(0.5),
    padding: theme.spacing(0, 1),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: '#e3f2e5',
    color: '#1e5a25',
    fontWeight: 600,
    fontSize: '0.8rem',
  },
  '& .doctor-action': { gridColumn: '1 / -1', [theme.breakpoints.up('sm')]: { gridColumn: 'auto' } },
}));

/**
 * Photo (or initials), name, rating, languages, price or company, next free time, on duty now. Its texts are
 * plain elements styled by the card (src/components/cardText.ts).
 */
export function DoctorCard({ doctor, zone, coverage, action }: DoctorCardProps) {
  const intl = useIntl();
  const languageName = useLanguageName();
  return (
    <Card aria-labelledby={`doctor-${doctor.id}-name`}>
      <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} size={64} />
      <div className="doctor-text">
        <h3 id={`doctor-${doctor.id}-name`} className="doctor-name">
          {doctor.full_name}
        </h3>
        <p className={cardText.secondary}>{doctor.speciality.title}</p>
        <p className={`${cardText.small} doctor-rating`}>
          {doctor.rating !== null ? (
            <>
              <Star fontSize="small" aria-hidden="true" className="doctor-star" />
              {intl.formatMessage(bookingMessages.rating, {
                rating: intl.formatNumber(doctor.rating, { maximumFractionDigits: 1 }),
                count: doctor.reviews_count,
              })}
            </>
          ) : (
            intl.formatMessage(bookingMessages.noRating)
          )}
        </p>
        <p className={cardText.small}>
          {intl.formatMessage(bookingMessages.speaks, {
            languages: intl.formatList(doctor.languages.map(languageName), { type: 'conjunction' }),
          })}
        </p>
        <p className={cardText.strong}>{priceLine(intl, doctor, coverage)}</p>
        <p className={cardText.secondary}>
          {doctor.next_slot ? (
            <>
              {intl.formatMessage(bookingMessages.nextSlot)}{' '}
              <ZonedDateTime value={doctor.next_slot} zone={zone} />
            </>
          ) : (
            intl.formatMessage(bookingMessages.noNextSlot)
          )}
        </p>
        {doctor.is_on_duty && (
          <span className="doctor-on-duty">{intl.formatMessage(bookingMessages.onDuty)}</span>
        )}
      </div>
      {action && <div className="doctor-action">{action}</div>}
    </Card>
  );
}
