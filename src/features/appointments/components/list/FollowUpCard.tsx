import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { OfflineReason } from '../../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../../components/offline/useOnline';
import { DoctorPhoto } from '../../../../components/DoctorPhoto';
import { formatMoney } from '../../../../components/money';
import { useLocalizedPath } from '../../../../components/useLocalizedPath';
import { useFormatZonedDateTime } from '../../../../components/ZonedDateTime';
import type { FollowUpRequest } from '../../api';
import {
  followUpAcceptLabel,
  followUpMessages,
  followUpPrice,
  followUpProposed,
  followUpRejectLabel,
} from '../../messages';

/** Accepting books the follow-up: the booking flow with the doctor and speciality chosen (the agreed URL). */
export const followUpBookingPath = (followUp: Pick<FollowUpRequest, 'speciality_id' | 'doctor'>) =>
  `/doctor_pre_order?specialityId=${followUp.speciality_id}&doctorId=${followUp.doctor.id}`;

interface FollowUpCardProps {
  followUp: FollowUpRequest;
  onReject: (followUp: FollowUpRequest) => void;
}

/** A follow-up a doctor suggested: who, when, the price; book it, or decline it. */
export function FollowUpCard({ followUp, onReject }: FollowUpCardProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const formatZoned = useFormatZonedDateTime();
  const doctor = followUp.doctor.full_name;
  const network = useNetworkAction();
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: '#f1f7f6',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <DoctorPhoto name={doctor} url={followUp.doctor.photo_url} size={48} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {doctor}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {followUp.doctor.speciality_title}
        </Typography>
        {followUp.proposed_start_at && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {intl.formatMessage(followUpProposed, {
              when: formatZoned(followUp.proposed_start_at, followUp.time_zone),
            })}
          </Typography>
        )}
        <Typography variant="body2">
          {intl.formatMessage(followUpPrice, { price: formatMoney(intl, followUp.price) })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={localized(followUpBookingPath(followUp))}
          variant="contained"
          aria-label={intl.formatMessage(followUpAcceptLabel, { doctor })}
          {...network.controlProps}
        >
          <FormattedMessage {...followUpMessages.accept} />
        </Button>
        <Button
          variant="outlined"
          onClick={() => onReject(followUp)}
          aria-label={intl.formatMessage(followUpRejectLabel, { doctor })}
          {...network.controlProps}
        >
          <FormattedMessage {...followUpMessages.reject} />
        </Button>
        {network.offline && <OfflineReason id={network.reasonId} />}
      </Box>
    </Box>
  );
}
