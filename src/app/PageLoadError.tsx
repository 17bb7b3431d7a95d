import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { appMessages } from '../components/messages';
import { PageNotFoundError } from '../components/notFound';
import NotFoundPage from '../features/not-found/NotFoundPage';
import { Page } from '../components/Page';
import { useLocalizedPath } from '../components/useLocalizedPath';
import { reportError } from '../lib/errorReports';
import { errorModalClosed, errorModalShown } from '../state/shell/shellSlice';
import { useAppDispatch } from '../store/hooks';
import { errorModalMessages } from './shell/messages';

/**
 * A page whose code or data failed to load (a network blip, a chunk gone after a deploy), or that crashed: no
 * screen handles that, so the shared error modal says so in the user's language and offers the way home.
 */
export function PageLoadError() {
  const error = useRouteError();
  // A screen that found nothing to show (an unknown or another patient's record) is a missing page.
  if (error instanceof PageNotFoundError) return <NotFoundPage />;
  return <PageFailed error={error} />;
}

function PageFailed({ error }: { error: unknown }) {
  const dispatch = useAppDispatch();
  const localized = useLocalizedPath();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') console.error(error);
    reportError('boundary', error);
    dispatch(errorModalShown({ messageId: errorModalMessages.pageLoadFailed.id, closable: false }));
    return () => {
      dispatch(errorModalClosed());
    };
  }, [dispatch, error]);
  // The modal only decorates: when its own code cannot load either (gone after a deploy), the page says it, and
  // its way home is a fresh load (the new build's home page).
  return (
    <Page title={errorModalMessages.title}>
      <Typography sx={{ mb: 3 }}>
        <FormattedMessage {...errorModalMessages.pageLoadFailed} />
      </Typography>
      <Button variant="contained" href={localized('/')}>
        <FormattedMessage {...appMessages.errorButton} />
      </Button>
    </Page>
  );
}
