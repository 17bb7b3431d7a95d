import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { LatePart, lazyLatePart } from '../../components/LatePart';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { env } from '../../config/env';
import { stripLocalePrefix } from '../../config/routes';
import { useGetProfileQuery, useGetProfileSummaryQuery } from '../../state/session/api';
import { selectIsBusinessUser, selectIsLoggedIn, selectIsRestoring } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { HEADER_HEIGHT } from './layout';
import { LanguageMenu } from './LanguageMenu';
import { Logo } from './Logo';
import { headerMessages } from './messages';
import { iconButtonSx, MobileMenu } from './MobileMenu';
import { useLoginPath } from './useLoginPath';

const profileButtonFallback = <Box sx={iconButtonSx} />;

// Visitors never need the account button's code; a server-rendered page keeps the button's HTML until it loads
// (a late part: a click on it meanwhile is made again once it has). Offline, the part waits with the fallback.
const ProfileButton = lazyLatePart(
  () =>
    import(/* webpackChunkName: "profile-button" */ './ProfileButton').then((module) => ({
      default: module.ProfileButton,
    })),
  profileButtonFallback,
);

// Desktop only, beside the links: a rendered page keeps its HTML until the code arrives.
const QuickActionsMenu = lazyLatePart(() =>
  import(/* webpackChunkName: "quick-actions" */ './QuickActionsMenu').then((module) => ({
    default: module.QuickActionsMenu,
  })),
);

// The late parts' elements, made once: the header renders again as the store changes, a late part must not
// (src/components/LatePart.tsx).
const quickActionsMenu = <QuickActionsMenu />;
const profileButton = <ProfileButton />;

const desktopOnly = { display: { xs: 'none', lg: 'flex' } } as const;

/** The smallest phones (360 px) have no room for the full login label next to the logo and language. */
const NARROW = '@media (max-width: 379.95px)';
const narrowHidden = { [NARROW]: { display: 'none' } } as const;
const narrowOnly = { display: 'none', [NARROW]: { display: 'inline' } } as const;

const navLinkSx = {
  color: 'text.primary',
  fontWeight: 500,
  '&[aria-current="page"]': { color: 'primary.main', boxShadow: 'inset 0 -2px 0 currentColor' },
} as const;

/**
 * Spec §2 Header. With a session it reads the lighter profile (name, completeness, flags); menus, popover and
 * drawer load on first open.
 */
export function Header() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isRestoring = useAppSelector(selectIsRestoring);
  const isBusiness = useAppSelector(selectIsBusinessUser);
  const { data: summary } = useGetProfileSummaryQuery(undefined, { skip: !isLoggedIn });
  // Only employees need the full profile on every page: their B2B calls name the active company, and only the
  // full profile lists the companies. Everyone else's pages read the summary alone.
  useGetProfileQuery(undefined, { skip: !isLoggedIn || summary?.is_employee !== true });
  const showLogin = !isLoggedIn && stripLocalePrefix(pathname) !== '/login';
  const loginTo = useLoginPath();

  const navLink = (to: string, message: MessageDescriptor) => (
    <Button component={NavLink} to={localized(to)} sx={navLinkSx}>
      <FormattedMessage {...message} />
    </Button>
  );

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
          minHeight: HEADER_HEIGHT,
          px: { xs: 1, sm: 2 },
        }}
      >
        <MobileMenu showLogin={showLogin} />
        <Logo />
        <Box
          component="nav"
          aria-label={intl.formatMessage(headerMessages.mainNav)}
          sx={{ ...desktopOnly, alignItems: 'center', gap: 0.5, ml: 3 }}
        >
          {navLink('/specialties', headerMessages.specialties)}
          {navLink('/about-us', headerMessages.aboutUs)}
          {navLink('/contact-us', headerMessages.contactUs)}
          <LatePart>{quickActionsMenu}</LatePart>
        </Box>
        <Box sx={{ flex: 1 }} />
        {!isBusiness && (
          <Link href={env.specialistSignupUrl} sx={{ ...desktopOnly, mr: 1, fontWeight: 500 }}>
            <FormattedMessage {...headerMessages.becomeSpecialist} />
          </Link>
        )}
        <LanguageMenu />
        {isLoggedIn ? (
          <LatePart fallback={profileButtonFallback}>{profileButton}</LatePart>
        ) : isRestoring ? (
          // The session renewing (a page whose token had expired): the account button's place, not a sign-in.
          profileButtonFallback
        ) : (
          showLogin && (
            <Button
              component={RouterLink}
              to={loginTo}
              variant="contained"
              sx={{ whiteSpace: 'nowrap', flexShrink: 0, px: { xs: 1.5, sm: 2 } }}
            >
              <Box component="span" sx={narrowHidden}>
                <FormattedMessage {...headerMessages.login} />
              </Box>
              <Box component="span" sx={narrowOnly}>
                <FormattedMessage {...headerMessages.loginShort} />
              </Box>
            </Button>
          )
        )}
      </Container>
    </Box>
  );
}
