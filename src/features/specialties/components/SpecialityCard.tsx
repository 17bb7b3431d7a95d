import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MedicalServices from '@mui/icons-material/MedicalServices';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Speciality } from '../../../api/shared/catalog';
import { formatMoney } from '../../../components/money';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { specialtiesMessages } from '../messages';

/** One speciality: icon, title, description, additional info, price from, and booking for it. */
export function SpecialityCard({ speciality }: { speciality: Speciality }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const headingId = `speciality-${speciality.id}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {speciality.icon_url ? (
          <Box component="img" src={speciality.icon_url} alt="" width={40} height={40} />
        ) : (
          <Box
            sx={{ display: 'inline-flex', p: 1, borderRadius: 2, bgcolor: '#e3f2f1', color: 'primary.main' }}
          >
            <MedicalServices aria-hidden="true" />
          </Box>
        )}
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem' }}>
          {speciality.title}
        </Typography>
      </Box>
      <Typography>{speciality.description}</Typography>
      {speciality.additional_info && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {speciality.additional_info}
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        {speciality.price_from !== null && (
          <Typography sx={{ fontWeight: 600 }}>
            <FormattedMessage
              {...specialtiesMessages.priceFrom}
              values={{ price: formatMoney(intl, { amount: speciality.price_from, currency: 'EUR' }) }}
            />
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={localized(`/doctor_pre_order?specialityId=${speciality.id}`)}
          variant="contained"
          sx={{ ml: 'auto' }}
        >
          <FormattedMessage {...specialtiesMessages.book} values={{ speciality: speciality.title }} />
        </Button>
      </Box>
    </Box>
  );
}
