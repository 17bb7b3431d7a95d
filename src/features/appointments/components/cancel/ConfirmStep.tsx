import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { formatMoney } from '../../../../components/money';
import { useFormatZonedDateTime } from '../../../../components/ZonedDateTime';
import { appointmentCardMessages } from '../../../../components/appointments/messages';
import type { AppointmentDetails, CancellationOptions, CancellationReason } from '../../api';
import { cancelMessages, cancelReason, cancelSummary, refundToBalance } from '../../cancelMessages';

/** Where the money goes, in words: the refund to the balance, the bundle meeting back, or nothing to refund. */
export function RefundLines({
  options,
  refundMessage,
}: {
  options: Pick<CancellationOptions, 'refund' | 'returns_bundle_meeting'>;
  refundMessage: typeof refundToBalance;
}) {
  const intl = useIntl();
  return (
    <>
      {options.refund && (
        <Typography sx={{ fontWeight: 700 }}>
          {intl.formatMessage(refundMessage, { amount: formatMoney(intl, options.refund.amount) })}
        </Typography>
      )}
      {options.returns_bundle_meeting && (
        <Typography>
          <FormattedMessage {...cancelMessages.bundleBack} />
        </Typography>
      )}
      {!options.refund && !options.returns_bundle_meeting && (
        <Typography>
          <FormattedMessage {...cancelMessages.nothingBack} />
        </Typography>
      )}
    </>
  );
}

interface ConfirmStepProps {
  details: AppointmentDetails;
  options: CancellationOptions;
  reason: CancellationReason;
  cancelling: boolean;
  error: MessageDescriptor | null;
  canConfirm: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** Step two: what happens, with the refund and where it goes, before anything is sent. */
export function ConfirmStep({
  details,
  options,
  reason,
  cancelling,
  error,
  canConfirm,
  onBack,
  onConfirm,
}: ConfirmStepProps) {
  const intl = useIntl();
  const formatZoned = useFormatZonedDateTime();
  const when = details.start_at
    ? formatZoned(details.start_at, details.time_zone)
    : intl.formatMessage(appointmentCardMessages.asSoonAsPossible);
  return (
    <>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {intl.formatMessage(cancelSummary, { doctor: details.doctor.full_name, when })}
        </Typography>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>
          {intl.formatMessage(cancelReason, { reason: reason.title })}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 2,
            borderRadius: 2,
            bgcolor: '#e6f2f0',
            alignItems: 'flex-start',
          }}
        >
          <AccountBalanceWalletIcon aria-hidden="true" sx={{ color: 'primary.main', mt: 0.25 }} />
          <div>
            <RefundLines options={options} refundMessage={refundToBalance} />
            {options.refund && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <FormattedMessage {...cancelMessages.balanceUse} />
              </Typography>
            )}
          </div>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            <FormattedMessage {...error} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onBack} disabled={cancelling}>
          <FormattedMessage {...cancelMessages.back} />
        </Button>
        <Button variant="contained" color="error" disabled={cancelling || !canConfirm} onClick={onConfirm}>
          <FormattedMessage {...(cancelling ? cancelMessages.cancelling : cancelMessages.confirm)} />
        </Button>
      </DialogActions>
    </>
  );
}
