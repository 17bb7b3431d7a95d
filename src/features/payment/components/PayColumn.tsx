import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { ActiveAppointmentNotice } from '../../../components/activeAppointment/ActiveAppointmentNotice';
import type { OrderSummary } from '../api';
import type { ConfirmCard, usePayment } from '../hooks/usePayment';
import { paymentMessages } from '../messages';
import { payMessages } from '../payMessages';
import { trialMessages } from '../trialMessages';
import { OrderBreakdown, UpdatingNotice } from './OrderBreakdown';
import { PaySection } from './PaySection';
import { Section } from './Section';
import { type Payer, TrialChoice } from './TrialChoice';
import { TrialOffer } from './TrialOffer';

interface PayColumnProps {
  summary: OrderSummary;
  company?: string;
  payment: ReturnType<typeof usePayment>;
  updating: boolean;
  blockedBy: { message: MessageDescriptor; values?: Record<string, string> } | null;
  /** The trial plan the employee could start instead of paying (null: none on offer). */
  trial: { payer: Payer; onPayerChange(payer: Payer): void; onStarted(): void } | null;
  /** The trial started on this page: until when it is free. */
  trialEndsAt: string | null;
  onRemoveVoucher(): void;
}

/** What the patient pays and how: the breakdown and the pay step, or the trial plan, or why it cannot be paid. */
export function PayColumn(props: PayColumnProps) {
  const { summary, company, payment, updating, blockedBy, trial, trialEndsAt, onRemoveVoucher } = props;
  const intl = useIntl();
  const { phase, pay: startPayment } = payment;
  // The same function from render to render: the card form below is memoized (it need not render as a voucher
  // code is typed).
  const pay = useCallback((confirm?: ConfirmCard) => void startPayment(confirm), [startPayment]);
  return (
    <Section heading={intl.formatMessage(paymentMessages.breakdownHeading)} id="payment-breakdown">
      {trialEndsAt && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {intl.formatMessage(trialMessages.started, {
            date: intl.formatDate(trialEndsAt, { day: 'numeric', month: 'long', year: 'numeric' }),
          })}
        </Alert>
      )}
      {trial && company && (
        <TrialChoice
          company={company}
          price={summary.subtotal}
          payer={trial.payer}
          onChange={trial.onPayerChange}
          disabled={!['idle', 'offline'].includes(phase.name)}
        />
      )}
      {trial?.payer === 'trial' ? (
        <TrialOffer onStarted={trial.onStarted} />
      ) : (
        <>
          <OrderBreakdown summary={summary} company={company} updating={updating} />
          <UpdatingNotice updating={updating} />
          {phase.name === 'refused' ? (
            <ActiveAppointmentNotice appointmentId={phase.appointmentId} focusOnMount>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <FormattedMessage {...payMessages.activeAppointmentNotCharged} />
              </Typography>
            </ActiveAppointmentNotice>
          ) : (
            <PaySection
              summary={summary}
              company={company}
              phase={phase}
              blockedBy={blockedBy}
              onPay={pay}
              onCheckAgain={(paymentId) => void payment.checkAgain(paymentId)}
              onRemoveVoucher={onRemoveVoucher}
            />
          )}
        </>
      )}
    </Section>
  );
}
