import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetSpecialitiesQuery } from '../../../api/shared/catalog';
import { LoadProblem } from '../../../components/LoadProblem';
import { Page } from '../../../components/Page';
import { SpecialityCard } from '../components/SpecialityCard';
import { specialtiesMessages } from '../messages';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

/** Every speciality (with its additional info), each leading to booking for it. */
export default function SpecialtiesPage() {
  const intl = useIntl();
  const { data, isLoading, isError, isFetching, refetch } = useGetSpecialitiesQuery();
  const specialities = data?.speciality_list ?? [];
  return (
    <Page title={specialtiesMessages.specialtiesTitle}>
      <Typography sx={{ mb: 4, maxWidth: 720 }}>
        <FormattedMessage {...specialtiesMessages.lead} />
      </Typography>
      {isLoading ? (
        <Box
          component="ul"
          sx={gridSx}
          aria-busy="true"
          aria-label={intl.formatMessage(specialtiesMessages.loading)}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton variant="rounded" height={190} />
            </li>
          ))}
        </Box>
      ) : isError ? (
        <LoadProblem
          message={specialtiesMessages.failed}
          retry={specialtiesMessages.retry}
          busy={isFetching}
          onRetry={() => void refetch()}
        />
      ) : specialities.length === 0 ? (
        <Typography>
          <FormattedMessage {...specialtiesMessages.empty} />
        </Typography>
      ) : (
        <Box component="ul" sx={gridSx}>
          {specialities.map((speciality) => (
            <li key={speciality.id}>
              <SpecialityCard speciality={speciality} />
            </li>
          ))}
        </Box>
      )}
    </Page>
  );
}
