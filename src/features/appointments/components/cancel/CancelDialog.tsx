import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { isConnectionError, providerCode } from '../../../../components/appointments/errors';
import {
  type AppointmentDetails,
  type Refund,
  useCancelMeetingMutation,
  useGetCancellationReasonsQuery,
  useSubmitCancellationMutation,
} from '../../api';
import { cancelMessages } from '../../cancelMessages';
import type { useCancellationSteps } from '../../hooks/useCancellationSteps';
import { ConfirmStep } from './ConfirmStep';
import { ReasonsFailed, ReasonStep } from './ReasonStep';

export interface CancellationOutcome {
  refund: Refund | null;
  returnsBundleMeeting: boolean;
}

interface CancelDialogProps {
  details: AppointmentDetails;
  steps: ReturnType<typeof useCancellationSteps>;
  onCancelled: (outcome: CancellationOutcome) => void;
}

const errorMessage = (error: unknown): MessageDescriptor =>
  providerCode(error) === 'appointment_not_cancellable'
    ? cancelMessages.tooLate
    : isConnectionError(error)
      ? cancelMessages.offline
      : cancelMessages.failed;

/**
 * Cancel with a reason (spec §4): the reasons, then a confirmation that shows the refund and where it goes,
 * then `submitCancellation` (the reason) and `cancelMeeting` (the cancellation). The comment typed survives
 * the steps and any failure; a failure says whether anything happened.
 */
export function CancelDialog({ details, steps, onCancelled }: CancelDialogProps) {
  const intl = useIntl();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const open = steps.step !== null && details.can_cancel;
  const options = useGetCancellationReasonsQuery(details.id, { skip: !open });
  const [comment, setComment] = useState('');
  const [submitCancellation, submitting] = useSubmitCancellationMutation();
  const [cancelMeeting, cancelling] = useCancelMeetingMutation();
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const reason = options.data?.reason_list.find((item) => item.id === steps.reasonId);
  const { step, back } = steps;

  // A confirmation without a known reason (an old link, a reason the provider no longer offers) asks again.
  useEffect(() => {
    if (step === 'confirm' && options.data && !reason) back();
  }, [step, options.data, reason, back]);

  const confirm = async () => {
    if (!reason || !options.data) return;
    setError(null);
    const text = comment.trim();
    const submitted = await submitCancellation({
      appointmentId: details.id,
      reason_id: reason.id,
      ...(text ? { comment: text } : {}),
    });
    const cancelled = 'error' in submitted ? submitted : await cancelMeeting(details.id);
    if ('error' in cancelled) {
      setError(errorMessage(cancelled.error));
      return;
    }
    onCancelled({
      refund: cancelled.data.refund,
      returnsBundleMeeting: options.data.returns_bundle_meeting,
    });
    steps.close();
  };

  const busy = submitting.isLoading || cancelling.isLoading;
  let body;
  if (options.isLoading || (!options.data && options.isFetching)) {
    body = (
      <DialogContent aria-busy="true" aria-label={intl.formatMessage(cancelMessages.reasonsLoading)}>
        <Skeleton variant="rounded" height={160} />
      </DialogContent>
    );
  } else if (!options.data) {
    body = <ReasonsFailed onRetry={() => void options.refetch()} />;
  } else if (step === 'confirm' && reason) {
    body = (
      <ConfirmStep
        details={details}
        options={options.data}
        reason={reason}
        cancelling={busy}
        error={error}
        canConfirm={error !== cancelMessages.tooLate}
        onBack={steps.back}
        onConfirm={() => void confirm()}
      />
    );
  } else {
    body = (
      <ReasonStep
        reasons={options.data.reason_list}
        reasonId={steps.reasonId}
        comment={comment}
        onComment={setComment}
        onContinue={steps.chooseReason}
        onKeep={steps.close}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : steps.close}
      fullScreen={fullScreen}
      aria-labelledby="cancel-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="cancel-dialog-title">
        <FormattedMessage {...cancelMessages.title} />
      </DialogTitle>
      {body}
    </Dialog>
  );
}
