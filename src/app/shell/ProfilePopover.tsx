import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { EmployeeBadge } from '../../components/EmployeeBadge';
import { SubscriptionStatus } from '../../components/SubscriptionStatus';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import {
  selectFullName,
  selectIsEmployee,
  selectIsProfileComplete,
  selectIsSubscriptionActive,
} from '../../state/session/selectors';
import { useGetProfileQuery } from '../../state/session/api';
import { logout } from '../../state/session/thunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { headerMessages } from './messages';
import { capitaliseName } from '../../lib/names';

/** Spec §9: the profile menu is 205 px wide. */
export const PROFILE_MENU_WIDTH = 205;

interface ProfilePopoverProps {
  anchorEl: HTMLElement | null;
  onClose(): void;
  onCancelSubscription(): void;
}

/** Spec §2 Profile popover: greeting, employee badge and switcher, account links, cancel subscription, logout. */
export default function ProfilePopover({ anchorEl, onClose, onCancelSubscription }: ProfilePopoverProps) {
  const dispatch = useAppDispatch();
  const localized = useLocalizedPath();
  const fullName = useAppSelector(selectFullName);
  const isIncomplete = useAppSelector(selectIsProfileComplete) === false;
  const isEmployee = useAppSelector(selectIsEmployee);
  const isSubscriptionActive = useAppSelector(selectIsSubscriptionActive);
  // The trial's end is in the full profile only, which the header reads for employees alone.
  useGetProfileQuery(undefined, { skip: !isSubscriptionActive });
  const name = fullName ? capitaliseName(fullName) : '';

  const link = (to: string, message: MessageDescriptor) => (
    <MenuItem component={RouterLink} to={localized(to)} onClick={onClose}>
      <FormattedMessage {...message} />
    </MenuItem>
  );

  return (
    <Popover
      id="profile-popover"
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'profile-greeting',
          sx: { width: PROFILE_MENU_WIDTH, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id="profile-greeting" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name ? (
            <FormattedMessage {...headerMessages.greeting} values={{ name }} />
          ) : (
            <FormattedMessage {...headerMessages.greetingNoName} />
          )}
        </Typography>
        {isEmployee && <EmployeeBadge sx={{ mt: 1.5 }} />}
        <SubscriptionStatus sx={{ mt: 1.5 }} />
      </Box>
      <Divider />
      <MenuList autoFocusItem aria-labelledby="profile-greeting">
        {isIncomplete && (
          <MenuItem
            component={RouterLink}
            to={localized('/profile')}
            onClick={onClose}
            sx={{ color: 'error.main', fontWeight: 600 }}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main', mr: 1 }}
            />
            <FormattedMessage {...headerMessages.addYourInfo} />
          </MenuItem>
        )}
        {link('/profile', headerMessages.personalInfo)}
        {link('/appointments', headerMessages.appointments)}
        {link('/invoices', headerMessages.payments)}
        {link('/invoices#bundles', headerMessages.bundles)}
        {isSubscriptionActive && (
          <MenuItem onClick={onCancelSubscription}>
            <FormattedMessage {...headerMessages.cancelSubscription} />
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            onClose();
            void dispatch(logout());
          }}
        >
          <FormattedMessage {...headerMessages.logout} />
        </MenuItem>
      </MenuList>
    </Popover>
  );
}
