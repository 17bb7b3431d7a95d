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
 * Shown when a route fails to load (a lost chunk after a deploy, a failed catalog). Inside a locale root it uses
 * that catalog; at the top, where the catalog itself may be what failed, it falls back to the default texts.
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
