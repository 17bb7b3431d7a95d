import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { sharingMessages as messages } from '../messages';
import type { ShareChoice } from './useShareScope';

/** Every change of who may see the data is confirmed, in plain words, before it is sent. */
export function ShareConfirmDialog({
  choice,
  onCancel,
  onConfirm,
}: {
  choice: ShareChoice | null;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={choice !== null}
      onClose={onCancel}
      aria-labelledby="share-confirm-title"
      aria-describedby="share-confirm-text"
    >
      <DialogTitle id="share-confirm-title">
        <FormattedMessage {...messages.confirmTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="share-confirm-text">
          {choice?.scope === 'one' ? (
            <FormattedMessage
              {...messages.confirmOne}
              values={{ doctor: choice.doctor, visit: choice.visit }}
            />
          ) : (
            <FormattedMessage {...messages.confirmAll} />
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage {...messages.cancel} />
        </Button>
        <Button variant="contained" onClick={onConfirm}>
          <FormattedMessage {...messages.confirm} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
