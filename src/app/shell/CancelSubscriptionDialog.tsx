import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { useDisableSubscriptionMutation } from '../../state/session/api';
import { subscriptionMessages } from './subscriptionMessages';

/** Cancel subscription, after a confirmation; a failure shows the spec §8 text and keeps the dialog open. */
export default function CancelSubscriptionDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [disable, { isLoading, isSuccess, isError, reset }] = useDisableSubscriptionMutation();
  const close = () => {
    onClose();
    reset();
  };
  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : close}
      aria-labelledby="cancel-subscription-title"
      aria-describedby="cancel-subscription-body"
    >
      <DialogTitle id="cancel-subscription-title">
        <FormattedMessage {...subscriptionMessages.confirmTitle} />
      </DialogTitle>
      <DialogContent>
        {isSuccess ? (
          <Alert severity="success" role="status" id="cancel-subscription-body">
            <FormattedMessage {...subscriptionMessages.done} />
          </Alert>
        ) : (
          <DialogContentText id="cancel-subscription-body">
            <FormattedMessage {...subscriptionMessages.confirmBody} />
          </DialogContentText>
        )}
        {isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <FormattedMessage {...subscriptionMessages.failed} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {isSuccess ? (
          <Button variant="contained" onClick={close}>
            <FormattedMessage {...subscriptionMessages.close} />
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={isLoading}>
              <FormattedMessage {...subscriptionMessages.keep} />
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={isLoading}
              onClick={() => void disable().catch(() => undefined)}
            >
              <FormattedMessage
                {...(isLoading ? subscriptionMessages.cancelling : subscriptionMessages.confirm)}
              />
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
