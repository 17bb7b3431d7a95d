import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetSpecialitiesQuery } from '../../../api/shared/catalog';
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
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
              <FormattedMessage {...specialtiesMessages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...specialtiesMessages.failed} />
        </Alert>
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
