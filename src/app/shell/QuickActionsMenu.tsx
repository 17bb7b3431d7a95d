import Button from '@mui/material/Button';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  quickActionIds,
  quickActionPath,
  quickActionTitle,
  type QuickActionId,
} from '../../components/quickActions';
import { useLocalizedPath } from '../../components/useLocalizedPath';
import { selectIsLoggedIn } from '../../state/session/selectors';
import { useAppSelector } from '../../store/hooks';
import { headerMessages } from './messages';
import { useMenuAnchor } from './useMenuAnchor';

const ChoiceMenu = lazy(() => import('./ChoiceMenu'));

/** Spec §2 Header: 'renew' logs a visitor in first; every other choice starts a booking. */
export function QuickActionsMenu() {
  const menu = useMenuAnchor<HTMLButtonElement>();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <>
      <Button
        id="quick-actions-button"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? 'quick-actions-menu' : undefined}
        endIcon={<KeyboardArrowDown />}
        onClick={menu.open}
      >
        <FormattedMessage {...headerMessages.quickActions} />
      </Button>
      {menu.mounted && (
        <Suspense fallback={null}>
          <ChoiceMenu
            id="quick-actions-menu"
            labelledBy="quick-actions-button"
            anchorEl={menu.anchorEl}
            onClose={menu.close}
            choices={quickActionIds.map((key) => ({
              key,
              label: <FormattedMessage {...quickActionTitle(key)} />,
            }))}
            onChoose={(action: QuickActionId) => navigate(localized(quickActionPath(action, isLoggedIn)))}
          />
        </Suspense>
      )}
    </>
  );
}
