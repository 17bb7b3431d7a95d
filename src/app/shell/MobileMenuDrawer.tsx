import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { quickActionIds, quickActionPath, quickActionTitle } from '../../components/quickActions';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { env } from '../../config/env';
import { selectIsBusinessUser, selectIsLoggedIn } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { LogoMark } from './Logo';
import { headerMessages } from './messages';
import { useLoginPath } from './useLoginPath';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose(): void;
  showLogin: boolean;
}

/** The mobile menu: navigation, quick actions, become a specialist (not for business users), login. */
export default function MobileMenuDrawer({ open, onClose, showLogin }: MobileMenuDrawerProps) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isBusiness = useAppSelector(selectIsBusinessUser);
  const loginTo = useLoginPath();

  const navItem = (to: string, message: MessageDescriptor) => (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={localized(to)} onClick={onClose}>
        <FormattedMessage {...message} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'mobile-menu',
          role: 'dialog',
          'aria-label': intl.formatMessage(headerMessages.mobileMenu),
          sx: { width: 'min(320px, 88vw)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 1, pl: 2 }}>
        <LogoMark />
        <IconButton onClick={onClose} aria-label={intl.formatMessage(headerMessages.closeMenu)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={intl.formatMessage(headerMessages.mainNav)}>
        <List>
          {navItem('/specialties', headerMessages.specialties)}
          {navItem('/about-us', headerMessages.aboutUs)}
          {navItem('/contact-us', headerMessages.contactUs)}
          {!isBusiness && (
            <ListItem disablePadding>
              <ListItemButton component="a" href={env.specialistSignupUrl} onClick={onClose}>
                <FormattedMessage {...headerMessages.becomeSpecialist} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
        <Divider />
        <List
          aria-labelledby="mobile-quick-actions"
          subheader={
            <ListSubheader id="mobile-quick-actions" disableSticky>
              <FormattedMessage {...headerMessages.quickActions} />
            </ListSubheader>
          }
        >
          {quickActionIds.map((action) => (
            <ListItem key={action} disablePadding>
              <ListItemButton
                component={NavLink}
                to={localized(quickActionPath(action, isLoggedIn))}
                onClick={onClose}
              >
                <FormattedMessage {...quickActionTitle(action)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      {showLogin && (
        <Box sx={{ p: 2 }}>
          <Button component={NavLink} to={loginTo} variant="contained" fullWidth onClick={onClose}>
            <FormattedMessage {...headerMessages.login} />
          </Button>
        </Box>
      )}
    </Drawer>
  );
}
