import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetSpecialitiesQuery, useGetSymptomsQuery } from '../../../api/shared/catalog';
import type { BookingParams } from '../bookingParams';
import { bookingMessages } from '../messages';
import { LoadFailed, Loading } from './LoadState';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es')
    .trim();

const choiceSx = {
  justifyContent: 'flex-start',
  textAlign: 'left',
  py: 1.5,
  px: 2,
  width: '100%',
  borderRadius: 2,
} as const;

/** What is wrong: a speciality, a symptom (which names its speciality) or, when unsure, the wizard. */
export function ReasonStep({
  choose,
  onWizard,
}: {
  choose: (changes: Partial<BookingParams>) => void;
  onWizard: () => void;
}) {
  const intl = useIntl();
  const specialities = useGetSpecialitiesQuery();
  const symptoms = useGetSymptomsQuery();
  const [query, setQuery] = useState('');
  const wanted = fold(query);
  const matches = wanted
    ? (symptoms.data?.symptom_list ?? [])
        .filter((symptom) => fold(symptom.title).includes(wanted))
        .slice(0, 8)
    : [];

  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box component="section" aria-labelledby="booking-by-speciality">
        <Typography id="booking-by-speciality" variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {intl.formatMessage(bookingMessages.bySpeciality)}
        </Typography>
        {specialities.isLoading ? (
          <Loading rows={2} />
        ) : specialities.isError ? (
          <LoadFailed onRetry={() => void specialities.refetch()} busy={specialities.isFetching} />
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {specialities.data?.speciality_list.map((speciality) => (
              <li key={speciality.id}>
                <Button
                  variant="outlined"
                  sx={choiceSx}
                  onClick={() =>
                    choose({ specialityId: speciality.id, symptomId: undefined, wizardResponseId: undefined })
                  }
                >
                  {speciality.title}
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="booking-by-symptom">
        <Typography id="booking-by-symptom" variant="h3" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {intl.formatMessage(bookingMessages.bySymptom)}
        </Typography>
        <TextField
          fullWidth
          id="booking-symptom"
          label={intl.formatMessage(bookingMessages.symptomLabel)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
        {symptoms.isError && (
          <Box sx={{ mt: 1 }}>
            <LoadFailed onRetry={() => void symptoms.refetch()} busy={symptoms.isFetching} />
          </Box>
        )}
        {wanted && symptoms.data && (
          <Box
            component="ul"
            aria-live="polite"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}
          >
            {matches.length === 0 ? (
              <Typography component="li" sx={{ color: 'text.secondary' }}>
                {intl.formatMessage(bookingMessages.symptomNone)}
              </Typography>
            ) : (
              matches.map((symptom) => (
                <li key={symptom.id}>
                  <Button
                    variant="text"
                    sx={choiceSx}
                    onClick={() =>
                      choose({
                        specialityId: symptom.speciality_id,
                        symptomId: symptom.id,
                        wizardResponseId: undefined,
                      })
                    }
                  >
                    {symptom.title}
                  </Button>
                </li>
              ))
            )}
          </Box>
        )}
      </Box>

      <Box>
        <Button variant="contained" color="secondary" onClick={onWizard}>
          {intl.formatMessage(bookingMessages.unsure)}
        </Button>
      </Box>
    </Box>
  );
}
