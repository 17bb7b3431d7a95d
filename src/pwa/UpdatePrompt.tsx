import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { newVersionWaiting } from '../state/shell/shellSlice';
import { useAppDispatch } from '../store/hooks';
import { updateMessages } from './messages';
import { acceptNewVersion } from './serviceWorker';

/**
 * 'A new version is ready': Update reloads this tab once with the new version; Later leaves it as it is (the new
 * version then takes over on the next page load). Never shown again while a reload is under way.
 */
export function UpdatePrompt() {
  const dispatch = useAppDispatch();
  const [updating, setUpdating] = useState(false);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={<FormattedMessage {...updateMessages.ready} />}
      slotProps={{ content: { role: 'status' } }}
      action={
        <>
          <Button color="inherit" onClick={() => dispatch(newVersionWaiting(false))} disabled={updating}>
            <FormattedMessage {...updateMessages.later} />
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              acceptNewVersion();
            }}
          >
            <FormattedMessage {...updateMessages.update} />
          </Button>
        </>
      }
    />
  );
}
