import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import type { Prescription } from '../api';
import { prescriptionsMessages as messages } from '../messages';

const statusLabels = {
  none: messages.statusNone,
  pending: messages.statusPending,
  approved: messages.statusApproved,
  rejected: messages.statusRejected,
} as const;

const statusColors = { none: 'default', pending: 'default', approved: 'success', rejected: 'error' } as const;
/** MUI's warning chip fails AA contrast: a pending review is dark amber on light amber instead. */
const pendingChip = { bgcolor: '#fff3e0', color: '#7a3d00' };

/** The prescription on file: its status, medicines and photos, and what happens next when under review. */
export function CurrentPrescription({ prescription }: { prescription: Prescription }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="prescription-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography id="prescription-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          <FormattedMessage {...messages.currentTitle} />
        </Typography>
        <Chip
          data-testid="prescription-status"
          size="small"
          color={statusColors[prescription.status]}
          sx={prescription.status === 'pending' ? pendingChip : undefined}
          label={<FormattedMessage {...statusLabels[prescription.status]} />}
        />
      </Box>
      {prescription.status === 'none' && (
        <Typography>
          <FormattedMessage {...messages.noneText} />
        </Typography>
      )}
      {prescription.status === 'pending' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            <FormattedMessage {...messages.pendingTitle} />
          </Typography>
          <FormattedMessage {...messages.pendingText} />
        </Alert>
      )}
      {prescription.status === 'rejected' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Box component="p" sx={{ m: 0, mb: 0.5 }}>
            <FormattedMessage {...messages.rejectedText} />
          </Box>
          <Link component={RouterLink} to={localized('/specialties')}>
            <FormattedMessage {...messages.bookConsultation} />
          </Link>
        </Alert>
      )}
      {prescription.status !== 'none' && (
        <>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            <FormattedMessage {...messages.medicinesTitle} />
          </Typography>
          {prescription.medicines.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              <FormattedMessage {...messages.noMedicines} />
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {prescription.medicines.map((medicine) => (
                <li key={`${medicine.name}-${medicine.dosage}`}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {medicine.name}
                  </Box>
                  {medicine.dosage && (
                    <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
                      {medicine.dosage}
                    </Box>
                  )}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
      {prescription.images.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {prescription.images.map((image, index) => (
            <Box
              key={image.id}
              component="img"
              src={image.url}
              alt={intl.formatMessage(messages.photoAlt, { number: index + 1 })}
              loading="lazy"
              sx={{
                width: 72,
                height: 72,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
