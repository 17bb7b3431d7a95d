import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { unsavedMessages } from './messages';

/** "Leave without saving?": staying comes first, and is what Escape and a click outside do. */
export default function UnsavedChangesDialog({ onStay, onLeave }: { onStay(): void; onLeave(): void }) {
  return (
    <Dialog open onClose={onStay} aria-labelledby="unsaved-title" aria-describedby="unsaved-body">
      <DialogTitle id="unsaved-title">
        <FormattedMessage {...unsavedMessages.title} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-body">
          <FormattedMessage {...unsavedMessages.body} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onStay}>
          <FormattedMessage {...unsavedMessages.stay} />
        </Button>
        <Button color="error" onClick={onLeave}>
          <FormattedMessage {...unsavedMessages.leave} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
