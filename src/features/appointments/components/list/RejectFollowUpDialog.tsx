import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import type { FollowUpRequest } from '../../api';
import { followUpMessages, followUpRejectBody } from '../../messages';

interface RejectFollowUpDialogProps {
  followUp: FollowUpRequest | null;
  rejecting: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: (followUp: FollowUpRequest) => void;
}

/** 'Decline this follow-up?': nothing is sent until the patient confirms. */
export function RejectFollowUpDialog({
  followUp,
  rejecting,
  failed,
  onCancel,
  onConfirm,
}: RejectFollowUpDialogProps) {
  return (
    <Dialog
      open={followUp !== null}
      onClose={rejecting ? undefined : onCancel}
      aria-labelledby="reject-follow-up-title"
    >
      <DialogTitle id="reject-follow-up-title">
        <FormattedMessage {...followUpMessages.rejectTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {followUp && (
            <FormattedMessage {...followUpRejectBody} values={{ doctor: followUp.doctor.full_name }} />
          )}
        </DialogContentText>
        {failed && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <FormattedMessage {...followUpMessages.rejectFailed} />
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={rejecting}>
          <FormattedMessage {...followUpMessages.rejectKeep} />
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={rejecting}
          onClick={() => followUp && onConfirm(followUp)}
        >
          <FormattedMessage {...followUpMessages.rejectConfirm} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
