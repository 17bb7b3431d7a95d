import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { LatePart, lazyLatePart } from '../components/LatePart';
import { appMessages } from '../components/messages';
import type { Locale } from '../state/language/languageSlice';
import { useAppSelector } from '../store/hooks';
import {
  selectDebugError,
  selectErrorModal,
  selectIsNavVisible,
  selectIsNewVersionWaiting,
  selectToasts,
} from '../state/shell/selectors';
import { AlternateLinks } from './shell/AlternateLinks';
import { Header } from './shell/Header';
import { HEADER_HEIGHT } from './shell/layout';
import { LoadingOverlay } from './shell/LoadingOverlay';
import { MAIN_CONTENT_ID } from './shell/mainContent';
import { RouteTracker } from './shell/RouteTracker';

// Dialog and Snackbar load only when there is something to show. They only decorate the page: when their code
// cannot load (gone after a deploy, offline), nothing shows and the page stays as it is (a page that could not
// load says so itself under the modal: PageLoadError).
const ErrorModal = lazyLatePart(() =>
  import(/* webpackChunkName: "error-modal" */ './shell/ErrorModal').then((module) => ({
    default: module.ErrorModal,
  })),
);
// The footer sits below the fold: it loads with, not before, the first page.
const Footer = lazyLatePart(() => import(/* webpackChunkName: "footer" */ './shell/Footer'));
/** Made once: a late part renders again only when its element changes (src/components/LatePart.tsx). */
const footer = <Footer />;
const Toasts = lazyLatePart(() =>
  import(/* webpackChunkName: "toasts" */ './shell/Toasts').then((module) => ({ default: module.Toasts })),
);
const UpdatePrompt = lazyLatePart(() =>
  import(/* webpackChunkName: "update-prompt" */ '../pwa/UpdatePrompt').then((module) => ({
    default: module.UpdatePrompt,
  })),
);

/** A plain link: MUI's `Link` was the only reason its code was in every page's first load. */
const SkipLink = styled('a')(({ theme }) => ({
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 2000,
  backgroundColor: theme.palette.background.paper,
  padding: theme.spacing(1),
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus': { top: 8 },
}));

/** The page frame: skip link, header, the page (or the raw debug error), footer, and the shared overlays. */
export function ShellLayout() {
  const { locale } = useIntl();
  const debugError = useAppSelector(selectDebugError);
  const isNavVisible = useAppSelector(selectIsNavVisible);
  const hasErrorModal = useAppSelector(selectErrorModal) !== null;
  const hasToasts = useAppSelector(selectToasts).length > 0;
  const isNewVersionWaiting = useAppSelector(selectIsNewVersionWaiting);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <RouteTracker />
      <AlternateLinks locale={locale as Locale} />
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>
        <FormattedMessage {...appMessages.skipToContent} />
      </SkipLink>
      {isNavVisible && <Header />}
      {/* At least a screen tall, so the footer starts below the fold: a page that fills in as its data arrives
          grows down past it without moving anything the patient sees (no layout shift). */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', minHeight: `calc(100vh - ${isNavVisible ? HEADER_HEIGHT : 0}px)` }}
      >
        {debugError !== null ? (
          <Box component="pre" sx={{ p: 3, whiteSpace: 'pre-wrap' }}>
            {debugError}
          </Box>
        ) : (
          <Outlet />
        )}
      </Box>
      <LatePart>{footer}</LatePart>
      <LoadingOverlay />
      <Suspense fallback={null}>
        {hasErrorModal && <ErrorModal />}
        {hasToasts && <Toasts />}
        {isNewVersionWaiting && <UpdatePrompt />}
      </Suspense>
    </Box>
  );
}
