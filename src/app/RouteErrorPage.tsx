import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { localeOfPath } from '../config/routes';
import { reportError } from '../lib/errorReports';
import { lastResortMessages } from './lastResortMessages';

/**
 * The last resort, when a locale root fails: its catalog did not load, or a page's failure could not even show the
 * error modal (offline, or a deploy took the old chunks away). There is no shell and no catalog, so the page's
 * two texts come with the entry, in the page's language (lastResortMessages).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (process.env.NODE_ENV !== 'production') console.error(error);
  useEffect(() => reportError('boundary', error), [error]);
  const messages = lastResortMessages[localeOfPath(window.location.pathname)];
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <title>{messages['app.genericError']}</title>
      <Typography variant="h1" gutterBottom>
        {messages['app.genericError']}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {messages['app.retry']}
      </Button>
    </Container>
  );
}
