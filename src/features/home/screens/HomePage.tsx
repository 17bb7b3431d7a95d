import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LatePart, lazyLatePart } from '../../../components/LatePart';
import { documentTitleMessage } from '../../../components/messages';
import { useLocalizedPath } from '../../../components/useLocalizedPath';
import { useTrackEvent } from '../../../components/useTrackEvent';
import { capitaliseName } from '../../../lib/names';
import { useGetProfileSummaryQuery } from '../../../state/session/api';
import { selectFullName, selectIsLoggedIn, selectIsRestoring } from '../../../state/session/selectors';
import { useAppSelector } from '../../../store/hooks';
import { HomeSearch } from '../components/HomeSearch';
import { LazyWhenVisible } from '../components/LazyWhenVisible';
import { OFFERS_MIN_HEIGHT, TESTIMONIALS_MIN_HEIGHT, TILES_MIN_HEIGHT } from '../constants';
import { homeMessages } from '../messages';

// Only patients with a session see their appointments; the offers and the carousel sit below the fold, so they
// load when they come near the viewport (after the first paint, not before it). The page does without any of them
// while their code cannot load (offline): they come when the browser is back online. The tiles are the server's
// until their code has come, after the page's own (a late part: src/components/LatePart.tsx).
const ActionTiles = lazyLatePart(
  () => import(/* webpackChunkName: "home-tiles" */ '../components/ActionTiles'),
);
/** Made once: a late part renders again only when its element changes. */
const actionTiles = <ActionTiles />;
const tilesPlace = <Box sx={{ minHeight: TILES_MIN_HEIGHT }} />;
const UpcomingAppointments = lazyLatePart(() => import('../components/UpcomingAppointments'));
const ReviewPrompt = lazyLatePart(() => import('../components/ReviewPrompt'));
const Offers = lazyLatePart(() => import('../components/Offers'));
const Testimonials = lazyLatePart(() => import('../components/Testimonials'));

/** The greeting's line, kept while the session restores: the page does not move down when it comes. */
const GREETING_LINE = '\u00a0';

export default function HomePage() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // The session restoring (a page whose token had expired): the patient's parts keep their places meanwhile.
  const isRestoring = useAppSelector(selectIsRestoring);
  // The greeting reads the lighter profile (profile/summary), never the whole profile.
  useGetProfileSummaryQuery(undefined, { skip: !isLoggedIn });
  const fullName = useAppSelector(selectFullName);
  const title = intl.formatMessage(homeMessages.homeTitle);
  // Once per visit of the page, whatever the session does meanwhile.
  useTrackEvent('home_page', { is_logged_in: isLoggedIn }, 'home');
  return (
    <>
      <title>{intl.formatMessage(documentTitleMessage, { page: title })}</title>
      <Box component="section" sx={{ bgcolor: '#e6f2f0', py: { xs: 4, md: 7 } }}>
        <Container maxWidth="lg">
          {(fullName || isRestoring) && (
            <Typography sx={{ fontWeight: 700, color: 'primary.dark', mb: 1, overflowWrap: 'anywhere' }}>
              {fullName ? (
                <FormattedMessage {...homeMessages.greeting} values={{ name: capitaliseName(fullName) }} />
              ) : (
                GREETING_LINE
              )}
            </Typography>
          )}
          <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' }, mb: 1.5, maxWidth: 720 }}>
            {title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 3, maxWidth: 640 }}>
            <FormattedMessage {...homeMessages.heroLead} />
          </Typography>
          <HomeSearch />
          <Button component={RouterLink} to={localized('/specialties')} sx={{ px: 0 }}>
            <FormattedMessage {...homeMessages.specialtiesCta} />
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg">
        {(isLoggedIn || isRestoring) && (
          <Suspense fallback={null}>
            <UpcomingAppointments />
            <ReviewPrompt />
          </Suspense>
        )}
        <LatePart fallback={tilesPlace}>{actionTiles}</LatePart>
        <LazyWhenVisible minHeight={OFFERS_MIN_HEIGHT}>
          <Offers />
        </LazyWhenVisible>
        <LazyWhenVisible minHeight={TESTIMONIALS_MIN_HEIGHT}>
          <Testimonials />
        </LazyWhenVisible>
      </Container>
    </>
  );
}
