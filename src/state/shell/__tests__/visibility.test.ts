import { routePaths } from '../../../config/routes';
import type { DeviceType } from '../../../lib/device';
import { setupStore } from '../../../store/store';
import { fakeServices } from '../../../testing/services';
import {
  type FooterVariant,
  footerVariant,
  isNavVisible,
  selectDebugError,
  selectFooterVariant,
  selectIsNavVisible,
} from '../selectors';
import { pageDataLoaded, routeChanged, toastDismissed, toastShown } from '../shellSlice';

/** Spec §2 Shell, written out: [nav shown, desktop footer, mobile footer]. */
const table: Record<string, [boolean, FooterVariant, FooterVariant]> = {
  '/': [true, 'full', 'simple'],
  '/login': [true, 'full', 'simple'],
  '/b2b-login': [false, 'none', 'none'],
  '/specialties': [true, 'full', 'simple'],
  '/doctor/12': [true, 'full', 'simple'],
  '/doctor_pre_order': [true, 'full', 'simple'],
  '/renew': [true, 'full', 'simple'],
  '/profile': [true, 'none', 'none'],
  '/appointments': [true, 'full', 'simple'],
  '/appointments-detail': [true, 'none', 'none'],
  '/waiting': [true, 'none', 'none'],
  '/payment': [true, 'full', 'none'],
  '/invoices': [true, 'full', 'simple'],
  '/about-us': [true, 'full', 'simple'],
  '/contact-us': [true, 'full', 'simple'],
  '/cookie-policy': [true, 'full', 'simple'],
  '/privacy-policy': [true, 'full', 'simple'],
};

const withPrefix = (path: string, locale: 'es' | 'en') =>
  locale === 'es' ? path : path === '/' ? '/en' : '/en' + path;

const cases = Object.entries(table).flatMap(([path, [nav, desktop, mobile]]) =>
  (['es', 'en'] as const).flatMap((locale) =>
    (['desktop', 'mobile'] as const).map((device) => ({
      pathname: withPrefix(path, locale),
      device,
      nav,
      footer: device === 'desktop' ? desktop : mobile,
    })),
  ),
);

function storeOn(pathname: string, deviceType: DeviceType, pageError?: string) {
  const store = setupStore(undefined, fakeServices());
  store.dispatch(pageDataLoaded({ deviceType, pageError }));
  store.dispatch(routeChanged(pathname));
  return store;
}

describe('shell visibility (spec §2 Shell)', () => {
  it('covers every route of the route table', () => {
    const routes = Object.values(routePaths).map((path) => path.replace(':id', '12'));
    expect(Object.keys(table).sort()).toEqual([...routes].sort());
  });

  it.each(cases)('$pathname on $device: nav $nav, footer $footer', ({ pathname, device, nav, footer }) => {
    const state = storeOn(pathname, device).getState();
    expect(selectIsNavVisible(state)).toBe(nav);
    expect(selectFooterVariant(state)).toBe(footer);
    expect(isNavVisible(pathname)).toBe(nav);
    expect(footerVariant(pathname, device)).toBe(footer);
  });

  it.each([
    ['/b2b-login/', false, 'none'],
    ['/en/b2b-login/', false, 'none'],
    ['/en/', true, 'full'],
    ['/payment/', true, 'full'],
    ['/profile-settings', true, 'full'],
    ['/enprofile', true, 'full'],
  ] as const)('treats %s by its route only (nav %s, desktop footer %s)', (pathname, nav, footer) => {
    expect(isNavVisible(pathname)).toBe(nav);
    expect(footerVariant(pathname, 'desktop')).toBe(footer);
  });

  it('/payment/ on mobile has no footer, like /payment', () => {
    expect(footerVariant('/payment/', 'mobile')).toBe('none');
    expect(footerVariant('/en/payment', 'mobile')).toBe('none');
  });
});

describe('selectDebugError', () => {
  it.each([
    ['/debug', 'boom: stack', 'boom: stack'],
    ['/en/debug/page', 'boom', 'boom'],
    ['/specialties-debug', 'boom', 'boom'],
    ['/specialties', 'boom', null],
    ['/debug', undefined, null],
    ['/', undefined, null],
  ] as const)('on %s with page error %p shows %p', (pathname, pageError, expected) => {
    expect(selectDebugError(storeOn(pathname, 'desktop', pageError).getState())).toBe(expected);
  });
});

describe('shell toasts', () => {
  it('default to 4000 ms at the top right', () => {
    const store = setupStore(undefined, fakeServices());
    store.dispatch(toastShown({ messageId: 'session.profileFailed', severity: 'error' }));
    const [toast] = store.getState().shell.toasts;
    expect(toast).toEqual({
      id: expect.any(String),
      messageId: 'session.profileFailed',
      severity: 'error',
      durationMs: 4000,
      anchor: { vertical: 'top', horizontal: 'right' },
    });
  });

  it('keep an explicit duration and anchor, get distinct ids and can be dismissed', () => {
    const store = setupStore(undefined, fakeServices());
    store.dispatch(toastShown({ messageId: 'a', severity: 'info' }));
    store.dispatch(
      toastShown({
        messageId: 'b',
        severity: 'success',
        durationMs: 1000,
        anchor: { vertical: 'bottom', horizontal: 'center' },
      }),
    );
    const [first, second] = store.getState().shell.toasts;
    expect(second).toMatchObject({ durationMs: 1000, anchor: { vertical: 'bottom', horizontal: 'center' } });
    expect(first!.id).not.toBe(second!.id);
    store.dispatch(toastDismissed(first!.id));
    expect(store.getState().shell.toasts.map((toast) => toast.messageId)).toEqual(['b']);
  });
});
