import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OfflineReason } from '../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../components/offline/useOnline';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { OrderSummary } from '../api';
import type { ConfirmCard, PaymentPhase } from '../hooks/usePayment';
import { payMessages } from '../payMessages';
import { CardPayment } from './CardPayment';
import { NoticeText } from './NoticeText';

interface PaySectionProps {
  summary: OrderSummary;
  company?: string;
  phase: PaymentPhase;
  /** Why paying must wait (a voucher code typed but not applied, the total updating). */
  blockedBy: { message: MessageDescriptor; values?: Record<string, string> } | null;
  onPay(confirm?: ConfirmCard): void;
  onCheckAgain(paymentId: string): void;
}

const IN_FLIGHT = new Set(['creating', 'confirming', 'checking']);

/** How the order is paid: the company, nothing left (one button), or a card; and how the payment is going. */
export function PaySection({ summary, company, phase, blockedBy, onPay, onCheckAgain }: PaySectionProps) {
  const intl = useIntl();
  const busy = IN_FLIGHT.has(phase.name) || phase.name === 'authenticating';
  const network = useNetworkAction();
  const disabled = blockedBy !== null || phase.name === 'unknown';
  const byCard = !summary.covered_by_company && summary.total.amount > 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!byCard && (
        <>
          <Typography>
            {summary.covered_by_company ? (
              <FormattedMessage {...payMessages.companyPays} values={{ company: company ?? '' }} />
            ) : (
              <FormattedMessage {...payMessages.nothingToPay} />
            )}
          </Typography>
          <Button
            variant="contained"
            size="large"
            disabled={disabled || busy || network.offline}
            aria-describedby={network.offline ? network.reasonId : undefined}
            onClick={() => onPay()}
          >
            <FormattedMessage {...payMessages.confirmFree} />
          </Button>
        </>
      )}
      {byCard && (
        <CardPayment
          amount={summary.total}
          disabled={disabled || network.offline}
          busy={busy}
          onPay={onPay}
        />
      )}
      {network.offline && <OfflineReason id={network.reasonId} />}
      {blockedBy && (
        <Alert severity="warning" role="status">
          {intl.formatMessage(blockedBy.message, blockedBy.values)}
        </Alert>
      )}
      {IN_FLIGHT.has(phase.name) && !(phase.name === 'checking' && phase.lost) && (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden="true" />
          <FormattedMessage
            {...(phase.name === 'checking' ? payMessages.checking : payMessages.processing)}
          />
        </Box>
      )}
      {((phase.name === 'checking' && phase.lost) || phase.name === 'unknown') && (
        <Alert
          severity="warning"
          role="alert"
          action={
            phase.name === 'unknown' ? (
              <Button color="inherit" onClick={() => onCheckAgain(phase.paymentId)}>
                <FormattedMessage {...payMessages.checkAgain} />
              </Button>
            ) : (
              <CircularProgress size={20} color="inherit" aria-hidden="true" />
            )
          }
        >
          <AlertTitle>
            <FormattedMessage {...payMessages.unknownTitle} />
          </AlertTitle>
          <FormattedMessage
            {...(phase.name === 'unknown' ? payMessages.unknownStopped : payMessages.unknownBody)}
          />
        </Alert>
      )}
      {phase.name === 'idle' && phase.notice && (
        <Alert severity="error" role="alert">
          <NoticeText notice={phase.notice} />
          {byCard && ('text' in phase.notice || phase.notice.message === payMessages.declined) && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              <FormattedMessage {...payMessages.tryAnotherCard} />
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
