import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/Page';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { notFoundMessages } from './messages';

/** 'Oops! Page Not Found' (spec §2) in the current language; home is `/` or `/en`. */
export default function NotFoundPage() {
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
