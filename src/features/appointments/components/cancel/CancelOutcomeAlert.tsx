import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { cancelMessages, refunded } from '../../cancelMessages';
import { RefundLines } from './ConfirmStep';
import type { CancellationOutcome } from './CancelDialog';

/** After cancelling: done, where the money went, and the support team's call (spec §9: about 15 minutes). */
export function CancelOutcomeAlert({ outcome }: { outcome: CancellationOutcome }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" role="status" sx={{ mb: 3 }}>
      <AlertTitle>
        <FormattedMessage {...cancelMessages.doneTitle} />
      </AlertTitle>
      <RefundLines
        options={{ refund: outcome.refund, returns_bundle_meeting: outcome.returnsBundleMeeting }}
        refundMessage={refunded}
      />
      <Typography sx={{ mt: 1 }}>
        <FormattedMessage {...cancelMessages.supportCall} />
      </Typography>
    </Alert>
  );
}
