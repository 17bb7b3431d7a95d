import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { AppointmentStatusChip } from '../../../../components/appointments/AppointmentStatusChip';
import { AppointmentWhen } from '../../../../components/appointments/AppointmentWhen';
import { DoctorPhoto } from '../../../../components/DoctorPhoto';
import { ReviewForm } from '../../../../components/appointments/ReviewForm';
import { detailsPath } from '../../../../components/appointments/timing';
import { useLocalizedPath } from '../../../../components/useLocalizedPath';
import { useFormatZonedDateTime } from '../../../../components/ZonedDateTime';
import type { AppointmentDetails } from '../../api';
import { startsAt, waitingMessages } from '../../waitingMessages';
import { panelSx } from '../panelSx';

/** Who and when, with the provider's status. */
export function VisitHeader({ details }: { details: AppointmentDetails }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <DoctorPhoto name={details.doctor.full_name} url={details.doctor.photo_url} size={56} />
      <Box sx={{ flex: '1 1 200px' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{details.doctor.full_name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {details.doctor.speciality_title}
        </Typography>
        <Typography variant="body2">
          <AppointmentWhen appointment={details} />
        </Typography>
      </Box>
      <AppointmentStatusChip status={details.status} />
    </Box>
  );
}

function Panel({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: MessageDescriptor;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        ...panelSx,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.3rem' }}>
        <FormattedMessage {...title} />
      </Typography>
      {children}
    </Box>
  );
}

export function WaitingPanel({
  details,
  onCheckDevices,
}: {
  details: AppointmentDetails;
  onCheckDevices: () => void;
}) {
  const intl = useIntl();
  const formatZoned = useFormatZonedDateTime();
  return (
    <Panel titleId="waiting-title" title={waitingMessages.waitingTitle}>
      {details.start_at && (
        <Typography sx={{ fontWeight: 600 }}>
          {intl.formatMessage(startsAt, { when: formatZoned(details.start_at, details.time_zone) })}
        </Typography>
      )}
      <Typography>
        <FormattedMessage {...waitingMessages.waitingBody} />
      </Typography>
      <Box>
        <Button variant="outlined" onClick={onCheckDevices}>
          <FormattedMessage {...waitingMessages.checkAgain} />
        </Button>
      </Box>
    </Panel>
  );
}

export function LeftPanel({ onRejoin, disabled }: { onRejoin: () => void; disabled: boolean }) {
  return (
    <Panel titleId="left-title" title={waitingMessages.leftTitle}>
      <Typography>
        <FormattedMessage {...waitingMessages.leftBody} />
      </Typography>
      <Box>
        <Button variant="contained" color="secondary" disabled={disabled} onClick={onRejoin}>
          <FormattedMessage {...waitingMessages.rejoin} />
        </Button>
      </Box>
    </Panel>
  );
}

function OnwardLinks({ id }: { id: number }) {
  const localized = useLocalizedPath();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={localized(detailsPath(id))}>
        <FormattedMessage {...waitingMessages.details} />
      </Link>
      <Link component={RouterLink} to={localized('/appointments')}>
        <FormattedMessage {...waitingMessages.allAppointments} />
      </Link>
    </Box>
  );
}

/** The consultation is over: thanks, the review (once per visit), and where to go next. */
export function EndedPanel({ details }: { details: AppointmentDetails }) {
  // Offered once: the form stays (with its thanks) after the review makes `can_review` false.
  const [offerReview] = useState(details.can_review);
  return (
    <Panel titleId="ended-title" title={waitingMessages.endedTitle}>
      <Typography>
        <FormattedMessage {...waitingMessages.endedBody} />
      </Typography>
      {offerReview && <ReviewForm appointmentId={details.id} headingLevel="h3" />}
      <OnwardLinks id={details.id} />
    </Panel>
  );
}

export function CanceledPanel({ details }: { details: AppointmentDetails }) {
  return (
    <Panel titleId="canceled-title" title={waitingMessages.canceledTitle}>
      <OnwardLinks id={details.id} />
    </Panel>
  );
}
