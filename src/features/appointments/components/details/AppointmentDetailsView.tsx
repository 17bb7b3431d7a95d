import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ReviewForm } from '../../../../components/appointments/ReviewForm';
import { canEnterWaitingRoom } from '../../../../components/appointments/timing';
import { useNow } from '../../../../components/appointments/useNow';
import { useLocalizedPath } from '../../../../components/useLocalizedPath';
import type { AppointmentDetails } from '../../api';
import { detailMessages } from '../../detailMessages';
import { useCancellationSteps } from '../../hooks/useCancellationSteps';
import { CancelDialog, type CancellationOutcome } from '../cancel/CancelDialog';
import { CancelOutcomeAlert } from '../cancel/CancelOutcomeAlert';
import { CancelSection } from './CancelSection';
import { DetailsSummary } from './DetailsSummary';
import { DoctorNote, DoctorNoteReadOnly } from './DoctorNote';
import { JoinEntry } from './JoinEntry';
import { SharePrescription } from './SharePrescription';
import { panelSx } from '../panelSx';

const isOver = (details: AppointmentDetails) => details.status === 'done' || details.status === 'canceled';

/** Everything about one visit: summary, join, note, prescription, cancel or review, as its state allows. */
export function AppointmentDetailsView({ details }: { details: AppointmentDetails }) {
  const localized = useLocalizedPath();
  const now = useNow();
  const steps = useCancellationSteps();
  const [outcome, setOutcome] = useState<CancellationOutcome | null>(null);
  const over = isOver(details);
  const { hash } = useLocation();

  // 'Rate this visit' in the lists links to #review: the form is there once the details have loaded.
  useEffect(() => {
    if (hash === '#review') document.getElementById('review')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      <Link component={RouterLink} to={localized('/appointments')} sx={{ justifySelf: 'start' }}>
        <FormattedMessage {...detailMessages.backToList} />
      </Link>
      {outcome && <CancelOutcomeAlert outcome={outcome} />}
      {canEnterWaitingRoom(details, now) && <JoinEntry details={details} />}
      <DetailsSummary details={details} />
      {details.status === 'done' &&
        (details.can_review ? (
          <Box id="review" sx={panelSx}>
            <ReviewForm appointmentId={details.id} />
          </Box>
        ) : (
          <Typography>
            <FormattedMessage {...detailMessages.reviewed} />
          </Typography>
        ))}
      {over ? (
        <DoctorNoteReadOnly note={details.note} />
      ) : (
        <DoctorNote appointmentId={details.id} note={details.note} />
      )}
      {!over && <SharePrescription details={details} />}
      {details.can_cancel && <CancelSection onOpen={steps.open} />}
      <CancelDialog details={details} steps={steps} onCancelled={setOutcome} />
    </Box>
  );
}
