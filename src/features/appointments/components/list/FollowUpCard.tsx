import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { OfflineReason } from '../../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../../components/offline/useOnline';
import { cardFrameStyles, cardText, cardTextStyles } from '../../../../components/cardText';
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

const Card = styled('div')(({ theme }) => ({
  ...cardFrameStyles(theme),
  backgroundColor: '#f1f7f6',
  ...cardTextStyles(theme),
  '& .follow-up-when': { marginTop: theme.spacing(0.5) },
}));

/**
 * A follow-up a doctor suggested: who, when, the price; book it, or decline it. Its texts are plain elements
 * styled by the card (src/components/cardText.ts).
 */
export function FollowUpCard({ followUp, onReject }: FollowUpCardProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const formatZoned = useFormatZonedDateTime();
  const doctor = followUp.doctor.full_name;
  const network = useNetworkAction();
  return (
    <Card>
      <DoctorPhoto name={doctor} url={followUp.doctor.photo_url} size={48} />
      <div className={cardText.body}>
        <h3 className={cardText.name}>{doctor}</h3>
        <p className={cardText.secondary}>{followUp.doctor.speciality_title}</p>
        {followUp.proposed_start_at && (
          <p className={`${cardText.small} follow-up-when`}>
            {intl.formatMessage(followUpProposed, {
              when: formatZoned(followUp.proposed_start_at, followUp.time_zone),
            })}
          </p>
        )}
        <p className={cardText.small}>
          {intl.formatMessage(followUpPrice, { price: formatMoney(intl, followUp.price) })}
        </p>
      </div>
      <div className={cardText.actions}>
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
      </div>
    </Card>
  );
}
