import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { type MessageDescriptor, useIntl } from 'react-intl';
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
import { pressedStyle } from '../../theme/press';
import { useLoginPath } from './useLoginPath';

const profileButtonFallback = <span className="header-button-place" />;

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

/** The smallest phones (360 px) have no room for the full login label next to the logo and language. */
const NARROW = '@media (max-width: 379.95px)';

/**
 * The header's own styles, once for the whole header: the logo, the desktop links and the placeholders are plain
 * elements (links styled as MUI's text buttons), where `Box`, `Button` and `Link` made each of them five to ten
 * components on every page (issue 33, lighter renders). The menus and the account button stay MUI controls.
 */
const HeaderRoot = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& .header-bar': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    minHeight: HEADER_HEIGHT,
    paddingLeft: theme.spacing(1),
    paddingRight: theme.spacing(1),
    [theme.breakpoints.up('sm')]: {
      gap: theme.spacing(1),
      paddingLeft: theme.spacing(2),
      paddingRight: theme.spacing(2),
    },
  },
  '& .header-logo': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    color: theme.palette.primary.main,
    textDecoration: 'none',
    fontWeight: 700,
    fontSize: '1.1rem',
    [theme.breakpoints.up('sm')]: { fontSize: '1.25rem' },
    borderRadius: theme.shape.borderRadius,
    flexShrink: 0,
  },
  '& .header-nav': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    marginLeft: theme.spacing(3),
  },
  '& .header-nav-link': {
    ...theme.typography.button,
    textTransform: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 64,
    padding: '6px 8px',
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&[aria-current="page"]': { color: theme.palette.primary.main, boxShadow: 'inset 0 -2px 0 currentColor' },
    ...pressedStyle,
  },
  '& .header-specialist': {
    marginRight: theme.spacing(1),
    fontWeight: 500,
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  },
  '& .header-spacer': { flex: 1 },
  // After the rules that set a display: below the desktop breakpoint, these are hidden whatever they are.
  '& .header-desktop': { [theme.breakpoints.down('lg')]: { display: 'none' } },
  '& .header-button-place': {
    display: 'block',
    flexShrink: 0,
    width: iconButtonSx.width,
    height: iconButtonSx.height,
  },
  '& .header-narrow': { display: 'none', [NARROW]: { display: 'inline' } },
  '& .header-wide': { [NARROW]: { display: 'none' } },
}));

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
    <NavLink className="header-nav-link" to={localized(to)}>
      {intl.formatMessage(message)}
    </NavLink>
  );

  return (
    <HeaderRoot>
      <Container maxWidth="lg" disableGutters className="header-bar">
        <MobileMenu showLogin={showLogin} />
        <Logo />
        <nav aria-label={intl.formatMessage(headerMessages.mainNav)} className="header-desktop header-nav">
          {navLink('/specialties', headerMessages.specialties)}
          {navLink('/about-us', headerMessages.aboutUs)}
          {navLink('/contact-us', headerMessages.contactUs)}
          <LatePart>{quickActionsMenu}</LatePart>
        </nav>
        <span className="header-spacer" />
        {!isBusiness && (
          <a href={env.specialistSignupUrl} className="header-desktop header-specialist">
            {intl.formatMessage(headerMessages.becomeSpecialist)}
          </a>
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
              <span className="header-wide">{intl.formatMessage(headerMessages.login)}</span>
              <span className="header-narrow">{intl.formatMessage(headerMessages.loginShort)}</span>
            </Button>
          )
        )}
      </Container>
    </HeaderRoot>
  );
}
