import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { FormattedMessage, IntlContext, IntlProvider, type IntlShape, useIntl } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { appMessages } from '../components/messages';
import { localeOfPath } from '../config/routes';

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
 * Shown when a locale root fails (its catalog did not load), so there is no shell and maybe no texts: it falls
 * back to the default texts. A page failing inside the shell gets the shared error modal (PageLoadError).
 */
export function RouteErrorPage() {
  const intl = useContext(IntlContext) as IntlShape | null | undefined;
  if (intl) return <ErrorContent />;
  return (
    <IntlProvider locale={localeOfPath(window.location.pathname)} messages={{}} onError={() => undefined}>
      <ErrorContent />
    </IntlProvider>
  );
}
