import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AvailableDoctor } from '../../../api/shared/doctors';
import { DoctorPhoto } from '../../../components/DoctorPhoto';
import { documentTitleMessage } from '../../../components/messages';
import { formatMoney } from '../../../components/money';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { languageNamer } from '../../../lib/languageName';
import { doctorsMessages } from '../messages';

import { NextSlots } from './NextSlots';

/** Language codes (`es`) become names in the page's language; anything else is shown as the provider sent it. */
function useLanguageName() {
  const { locale } = useIntl();
  return useMemo(() => languageNamer(locale), [locale]);
}

export function DoctorProfile({ doctor }: { doctor: AvailableDoctor }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const languageName = useLanguageName();
  const bookPath = `/doctor_pre_order?specialityId=${doctor.speciality.id}&doctorId=${doctor.id}`;
  return (
    <Container
      component="article"
      maxWidth="lg"
      sx={{
        py: { xs: 3, md: 5 },
        display: 'grid',
        gap: { xs: 1, md: 5 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 420px' },
        alignItems: 'start',
      }}
    >
      <title>{intl.formatMessage(documentTitleMessage, { page: doctor.full_name })}</title>
      <div>
        <Box
          sx={{
            display: 'flex',
            gap: 3,
            alignItems: { xs: 'flex-start', sm: 'center' },
            flexDirection: { xs: 'column', sm: 'row' },
          }}
        >
          <DoctorPhoto name={doctor.full_name} url={doctor.photo_url} leading />
          <div>
            <Typography variant="h1" sx={{ mb: 0.5 }}>
              {doctor.full_name}
            </Typography>
            <Typography sx={{ fontSize: '1.15rem', color: 'text.secondary' }}>
              {doctor.speciality.title}
            </Typography>
            {doctor.rating !== null && (
              <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
                <Star fontSize="small" aria-hidden="true" sx={{ color: '#9a6700' }} />
                <FormattedMessage
                  {...doctorsMessages.rating}
                  values={{
                    rating: intl.formatNumber(doctor.rating, { maximumFractionDigits: 1 }),
                    count: doctor.reviews_count,
                  }}
                />
              </Typography>
            )}
            {doctor.is_on_duty && (
              <Box
                component="span"
                sx={{
                  display: 'inline-block',
                  mt: 1,
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                  bgcolor: '#e3f2e5',
                  color: '#1e5a25',
                  fontWeight: 600,
                  fontSize: '0.875rem',
                }}
              >
                <FormattedMessage {...doctorsMessages.onDuty} />
              </Box>
            )}
          </div>
        </Box>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
            columnGap: 3,
            rowGap: 1,
            my: 3,
            '& dt': { fontWeight: 700 },
            '& dd': { m: 0 },
          }}
        >
          <dt>
            <FormattedMessage {...doctorsMessages.languages} />
          </dt>
          <dd>{intl.formatList(doctor.languages.map(languageName), { type: 'conjunction' })}</dd>
          <dt>
            <FormattedMessage {...doctorsMessages.price} />
          </dt>
          <dd>{formatMoney(intl, doctor.price)}</dd>
        </Box>

        {doctor.bio && (
          <Box component="section" aria-labelledby="doctor-about" sx={{ mb: 3 }}>
            <Typography id="doctor-about" variant="h2" sx={{ mb: 1 }}>
              <FormattedMessage {...doctorsMessages.about} />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{doctor.bio}</Typography>
          </Box>
        )}
      </div>

      <Box
        sx={{
          p: { xs: 0, md: 3 },
          borderRadius: 3,
          bgcolor: { md: 'background.paper' },
          border: { md: 1 },
          borderColor: { md: 'divider' },
          position: { md: 'sticky' },
          top: { md: 88 },
        }}
      >
        <NextSlots doctor={doctor} />
        <Button
          component={RouterLink}
          to={localized(bookPath)}
          variant="contained"
          size="large"
          sx={{ mt: 2, width: { xs: 'auto', md: '100%' } }}
        >
          <FormattedMessage {...doctorsMessages.book} />
        </Button>
      </Box>
    </Container>
  );
}
