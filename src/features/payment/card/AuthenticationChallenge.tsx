import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../../components/money';
import type { Payment } from '../api';
import { payMessages } from '../payMessages';
import { answerSandboxChallenge } from './sandboxProcessor';

/**
 * The sandbox processor's authentication step (3-D Secure's stand-in for test card 4000 0025 0000 3155): the
 * patient approves or denies, then the page asks the provider how the payment ended.
 */
export default function AuthenticationChallenge({
  payment,
  onAnswered,
}: {
  payment: Payment;
  onAnswered(paymentId: string): void;
}) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [lost, setLost] = useState(false);
  const answer = async (approve: boolean) => {
    setSending(true);
    setLost(false);
    const result = await answerSandboxChallenge(payment.payment_id, approve, intl.locale);
    setSending(false);
    if (result === 'answered') onAnswered(payment.payment_id);
    else setLost(true);
  };
  return (
    <Dialog open aria-labelledby="challenge-title" aria-describedby="challenge-body">
      <DialogTitle id="challenge-title">
        <FormattedMessage {...payMessages.challengeTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="challenge-body">
          {intl.formatMessage(payMessages.challengeBody, { amount: formatMoney(intl, payment.amount) })}
        </DialogContentText>
        {lost && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <FormattedMessage {...payMessages.challengeFailed} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void answer(false)} disabled={sending} color="error">
          <FormattedMessage {...payMessages.deny} />
        </Button>
        <Button onClick={() => void answer(true)} disabled={sending} variant="contained">
          <FormattedMessage {...payMessages.approve} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
