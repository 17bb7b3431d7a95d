import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { AppLinkContent } from './AppLinkContent';
import { appLinkMessages } from './messages';

/** "Chat with a doctor in our app" as a dialog (home tile, footer); loaded on first open. */
export default function AppLinkDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="app-link-title" fullWidth maxWidth="sm">
      <DialogTitle id="app-link-title">
        <FormattedMessage {...appLinkMessages.title} />
      </DialogTitle>
      <DialogContent>
        <AppLinkContent idPrefix="app-link-dialog" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage {...appLinkMessages.close} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
