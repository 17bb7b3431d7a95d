import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { localeOfPath } from '../config/routes';
import { isGoneAfterDeploy } from '../lib/chunks';
import { reportError } from '../lib/errorReports';
import { lastResortMessages } from './lastResortMessages';

/**
 * The last resort, when a locale root fails: its catalog did not load, or a page's failure could not even show the
 * error modal (offline, or a deploy took the old chunks away). There is no shell and no catalog, so the page's
 * texts come with the entry, in the page's language (lastResortMessages). Offline, 'Try again'; code gone after a
 * deploy (the tab has reloaded once already), the page could not be loaded and the way home, to the new build.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (process.env.NODE_ENV !== 'production') console.error(error);
  useEffect(() => reportError('boundary', error), [error]);
  const locale = localeOfPath(window.location.pathname);
  const messages = lastResortMessages[locale];
  const gone = isGoneAfterDeploy(error);
  const title = messages[gone ? 'errorModal.title' : 'app.genericError'];
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 6 }}>
      <title>{title}</title>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {gone && <Typography sx={{ mb: 3 }}>{messages['errorModal.pageLoadFailed']}</Typography>}
      <Button
        variant="contained"
        href={gone ? (locale === 'en' ? '/en' : '/') : undefined}
        onClick={gone ? undefined : () => window.location.reload()}
      >
        {messages[gone ? 'ErrorBtnText' : 'app.retry']}
      </Button>
    </Container>
  );
}
