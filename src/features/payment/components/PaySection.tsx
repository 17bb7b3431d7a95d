import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { OfflineReason } from '../../../components/offline/OfflineReason';
import { useNetworkAction } from '../../../components/offline/useOnline';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useLayoutEffect, useRef } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import type { OrderSummary } from '../api';
import type { ConfirmCard, PaymentPhase } from '../hooks/usePayment';
import { payMessages } from '../payMessages';
import { CardPayment } from './CardPayment';
import { NoticeText } from './NoticeText';
import { useFocusOnMount } from './useFocusOnMount';

interface PaySectionProps {
  summary: OrderSummary;
  company?: string;
  phase: PaymentPhase;
  /** Why paying must wait (a voucher code typed but not applied, the total updating). */
  blockedBy: { message: MessageDescriptor; values?: Record<string, string> } | null;
  onPay(confirm?: ConfirmCard): void;
  onCheckAgain(paymentId: string): void;
  /** Takes the refused voucher off the order (`voucherRefused`). */
  onRemoveVoucher(): void;
}

const IN_FLIGHT = new Set(['creating', 'confirming', 'checking']);

/** The provider refused the order's voucher as it was paid: nothing charged; without it the rest can be paid. */
function VoucherRefused({
  message,
  code,
  onRemove,
}: {
  message: MessageDescriptor;
  code: string;
  onRemove(): void;
}) {
  const intl = useIntl();
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Alert severity="error" role="alert" ref={ref} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
      {intl.formatMessage(message, { code })} <FormattedMessage {...payMessages.voucherRefusedNext} />
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onRemove}>
          {intl.formatMessage(payMessages.removeRefusedVoucher, { code })}
        </Button>
      </Box>
    </Alert>
  );
}

/** How the order is paid: the company, nothing left (one button), or a card; and how the payment is going. */
export function PaySection(props: PaySectionProps) {
  const { summary, company, phase, onPay, onCheckAgain, onRemoveVoucher } = props;
  const intl = useIntl();
  // Why paying waits shows a moment after the key that caused it (a render of its own, after the key's paint):
  // the first key of a voucher code turns the form disabled and brings the warning, too much for the key itself
  // at 4x CPU (docs/performance-field.md). Paying is refused meanwhile all the same, by the state as it is now.
  // Once nothing blocks, the warning goes at once: it never stays beside the voucher just applied.
  const deferredBlock = useDeferredValue(props.blockedBy);
  const blockedBy = props.blockedBy && deferredBlock;
  const blockedNow = useRef(false);
  useLayoutEffect(() => {
    blockedNow.current = props.blockedBy !== null;
  });
  const pay = useCallback(
    (confirm?: ConfirmCard) => {
      if (!blockedNow.current) onPay(confirm);
    },
    [onPay],
  );
  const busy = IN_FLIGHT.has(phase.name) || phase.name === 'authenticating';
  const network = useNetworkAction();
  const refusedVoucher = phase.name === 'voucherRefused' ? summary.voucher : null;
  const disabled = blockedBy !== null || phase.name === 'unknown' || refusedVoucher !== null;
  const byCard = !summary.covered_by_company && summary.total.amount > 0;
  const notice = phase.name === 'idle' || phase.name === 'offline' ? phase.notice : undefined;
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
            onClick={() => pay()}
          >
            <FormattedMessage {...payMessages.confirmFree} />
          </Button>
        </>
      )}
      {byCard && (
        <CardPayment amount={summary.total} disabled={disabled || network.offline} busy={busy} onPay={pay} />
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
      {phase.name === 'voucherRefused' && refusedVoucher && (
        <VoucherRefused message={phase.message} code={refusedVoucher.code} onRemove={onRemoveVoucher} />
      )}
      {notice && phase.name === 'idle' && phase.recovered ? (
        <Alert severity="success" role="status">
          <NoticeText notice={notice} />
        </Alert>
      ) : (
        notice && (
          <Alert severity="error" role="alert">
            <div>
              <NoticeText notice={notice} />
            </div>
            {phase.name === 'offline' && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <FormattedMessage {...payMessages.offlineWatching} />
              </Typography>
            )}
            {byCard && ('text' in notice || notice.message === payMessages.declined) && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <FormattedMessage {...payMessages.tryAnotherCard} />
              </Typography>
            )}
          </Alert>
        )
      )}
    </Box>
  );
}
