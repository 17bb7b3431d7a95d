import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsProfileComplete } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { headerMessages } from './messages';
import { iconButtonSx } from './MobileMenu';
import { useMenuAnchor } from './useMenuAnchor';

const ProfilePopover = lazy(() => import('./ProfilePopover'));
const CancelSubscriptionDialog = lazy(() => import('./CancelSubscriptionDialog'));

/** The account button: a red dot while the profile is incomplete (spec §4); the popover loads on first open. */
export function ProfileButton() {
  const menu = useMenuAnchor<HTMLButtonElement>();
  const intl = useIntl();
  const isIncomplete = useAppSelector(selectIsProfileComplete) === false;
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [cancelMounted, setCancelMounted] = useState(false);
  return (
    <>
      <Button
        id="profile-button"
        aria-haspopup="dialog"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? 'profile-popover' : undefined}
        aria-label={intl.formatMessage(
          isIncomplete ? headerMessages.profileButtonIncomplete : headerMessages.profileButton,
        )}
        onClick={menu.open}
        sx={{ ...iconButtonSx, position: 'relative', color: 'primary.main' }}
      >
        <AccountCircle fontSize="large" />
        {isIncomplete && (
          <Box
            data-testid="profile-incomplete-dot"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'error.main',
              border: '2px solid #fff',
            }}
          />
        )}
      </Button>
      <Suspense fallback={null}>
        {menu.mounted && (
          <ProfilePopover
            anchorEl={menu.anchorEl}
            onClose={menu.close}
            onCancelSubscription={() => {
              menu.close();
              setCancelMounted(true);
              setCancelOpen(true);
            }}
          />
        )}
        {cancelMounted && (
          <CancelSubscriptionDialog open={isCancelOpen} onClose={() => setCancelOpen(false)} />
        )}
      </Suspense>
    </>
  );
}
