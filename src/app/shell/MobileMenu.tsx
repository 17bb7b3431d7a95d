import Button from '@mui/material/Button';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { selectIsMobileMenuOpen } from '../../state/shell/selectors';
import { mobileMenuToggled } from '../../state/shell/shellSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { headerMessages } from './messages';

/** Button (already on the page) shaped as an icon button: IconButton would add to the first load. */
export const iconButtonSx = { minWidth: 48, width: 48, height: 48, p: 0, borderRadius: '50%' } as const;

const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/** The burger (below the desktop breakpoint). The drawer is a modal, so the page does not scroll behind it. */
export function MobileMenu({ showLogin }: { showLogin: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectIsMobileMenuOpen);
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  return (
    <>
      <Button
        color="inherit"
        aria-label={intl.formatMessage(headerMessages.openMenu)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'mobile-menu' : undefined}
        onClick={() => dispatch(mobileMenuToggled(true))}
        sx={{ ...iconButtonSx, ml: -1, display: { xs: 'inline-flex', lg: 'none' } }}
      >
        <MenuIcon />
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={isOpen}
            onClose={() => dispatch(mobileMenuToggled(false))}
            showLogin={showLogin}
          />
        </Suspense>
      )}
    </>
  );
}
