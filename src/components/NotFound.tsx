import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { notFoundMessages } from './notFoundMessages';
import { Page } from './Page';
import { useLocalizedPath } from './useLocalizedPath';

/**
 * 'Oops! Page Not Found' (spec §2) in the current language; home is `/` or `/en`. An unknown path's page, and
 * what a screen renders when its subject does not exist or is not the patient's (an unknown appointment id):
 * a state of the screen, not an error thrown to the route's boundary (which logs it to the console).
 */
export function NotFound() {
  const localized = useLocalizedPath();
  return (
    <Page title={notFoundMessages.title}>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage {...notFoundMessages.body} />
      </Typography>
      <Button component={RouterLink} to={localized('/')} variant="contained">
        <FormattedMessage {...notFoundMessages.home} />
      </Button>
    </Page>
  );
}
