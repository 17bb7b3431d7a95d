import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { appMessages } from '../components/messages';
import { useAppSelector } from '../store/hooks';
import { selectDebugError, selectErrorModal, selectToasts } from '../state/shell/selectors';
import { LoadingOverlay } from './shell/LoadingOverlay';
import { RouteTracker } from './shell/RouteTracker';

// Dialog and Snackbar load only when there is something to show.
const ErrorModal = lazy(() =>
  import('./shell/ErrorModal').then((module) => ({ default: module.ErrorModal })),
);
const Toasts = lazy(() => import('./shell/Toasts').then((module) => ({ default: module.Toasts })));

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  bgcolor: 'background.paper',
  p: 1,
  '&:focus': { top: 8 },
} as const;

/** The page frame: skip link, the page (or the raw debug error), and the shared overlays. */
export function ShellLayout() {
  const debugError = useAppSelector(selectDebugError);
  const hasErrorModal = useAppSelector(selectErrorModal) !== null;
  const hasToasts = useAppSelector(selectToasts).length > 0;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <RouteTracker />
      <Link href="#main-content" sx={skipLinkSx}>
        <FormattedMessage {...appMessages.skipToContent} />
      </Link>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {debugError !== null ? (
          <Box component="pre" sx={{ p: 3, whiteSpace: 'pre-wrap' }}>
            {debugError}
          </Box>
        ) : (
          <Outlet />
        )}
      </Box>
      <LoadingOverlay />
      <Suspense fallback={null}>
        {hasErrorModal && <ErrorModal />}
        {hasToasts && <Toasts />}
      </Suspense>
    </Box>
  );
}
