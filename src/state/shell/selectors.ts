import { stripLocalePrefix } from '../../config/routes';
import type { RootState } from '../../store/store';
import type { DeviceType } from '../../lib/device';

export type FooterVariant = 'full' | 'simple' | 'none';

const ROUTES_WITHOUT_NAV = new Set(['/b2b-login']);
const ROUTES_WITHOUT_FOOTER = new Set(['/appointments-detail', '/waiting', '/b2b-login', '/profile']);

const normalise = (pathname: string) => {
  const bare = stripLocalePrefix(pathname);
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** Spec §2 Shell: the top navigation is hidden on /b2b-login. */
export function isNavVisible(pathname: string): boolean {
  return !ROUTES_WITHOUT_NAV.has(normalise(pathname));
}

/** Spec §2 Shell: hidden routes; on mobile a simplified footer, and none on /payment. */
export function footerVariant(pathname: string, deviceType: DeviceType): FooterVariant {
  const bare = normalise(pathname);
  if (ROUTES_WITHOUT_FOOTER.has(bare)) return 'none';
  if (deviceType === 'mobile') return bare === '/payment' ? 'none' : 'simple';
  return 'full';
}

export const selectIsNavVisible = (state: RootState) => isNavVisible(state.shell.pathname);
export const selectFooterVariant = (state: RootState) =>
  footerVariant(state.shell.pathname, state.shell.deviceType);
export const selectDeviceType = (state: RootState) => state.shell.deviceType;
export const selectIsRouteLoading = (state: RootState) => state.shell.isRouteLoading;
export const selectErrorModal = (state: RootState) => state.shell.errorModal;
export const selectToasts = (state: RootState) => state.shell.toasts;
export const selectIsNewVersionWaiting = (state: RootState) => state.shell.isNewVersionWaiting;
export const selectIsMobileMenuOpen = (state: RootState) => state.shell.isMobileMenuOpen;

/** Spec §2: page data with an error on a route containing `debug` shows the raw error text instead of the page. */
export const selectDebugError = (state: RootState): string | null =>
  state.shell.pageError && state.shell.pathname.includes('debug') ? state.shell.pageError : null;
