import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage, IntlProvider, useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { appMessages } from '../components/messages';
import { localeOfPath } from '../config/routes';
import { lastResortMessages } from './lastResortMessages';

function ErrorContent() {
  const error = useRouteError();
  const intl = useIntl();
  if (process.env.NODE_ENV !== 'production') console.error(error);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <title>{intl.formatMessage(appMessages.genericError)}</title>
      <Typography variant="h1" gutterBottom>
        <FormattedMessage {...appMessages.genericError} />
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        <FormattedMessage {...appMessages.retry} />
      </Button>
    </Container>
  );
}

/**
 * The last resort, when a locale root fails: its catalog did not load, or a page's failure could not even show the
 * error modal (offline, or a deploy took the old chunks away). There is no shell and no catalog, so the page's
 * few texts come with the entry, in both languages (lastResortMessages).
 */
export function RouteErrorPage() {
  const locale = localeOfPath(window.location.pathname);
  return (
    <IntlProvider locale={locale} messages={lastResortMessages[locale]} onError={() => undefined}>
      <ErrorContent />
    </IntlProvider>
  );
}
