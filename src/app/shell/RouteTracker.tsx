import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { selectIsRouteLoading } from '../../state/shell/selectors';
import { routeChanged, routeChangeEnded, routeChangeStarted } from '../../state/shell/shellSlice';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { MAIN_CONTENT_ID } from './mainContent';

/**
 * After an in-app navigation, focus goes to the new page's h1 (or the main region), so screen readers announce
 * the page instead of staying on a link that is gone, or on <body>.
 */
function focusNewPage(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector('h1');
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  } else {
    main?.focus({ preventScroll: true });
  }
}

/** Mirrors the router into the shell slice: loading while a route's code or data loads, then the new path. */
export function RouteTracker() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isOverlayShown = useAppSelector(selectIsRouteLoading);

  useEffect(() => {
    if (navigation.state === 'loading' && !isOverlayShown) dispatch(routeChangeStarted());
    // Cleared when the router is idle, not only on a new path: a navigation may end where it started.
    else if (navigation.state === 'idle' && isOverlayShown) dispatch(routeChangeEnded());
  }, [dispatch, navigation.state, isOverlayShown]);

  useEffect(() => {
    // The shell still holds the path before this navigation: the page's own path on first load (no focus
    // move), the old one after a link, back/forward or a language switch (which remounts the shell).
    const previous = store.getState().shell.pathname;
    dispatch(routeChanged(pathname));
    if (previous === pathname) return;
    // A new page starts at its top. Not the first one: a page the server rendered may have been scrolled (or a
    // link below the fold reached) before the app took over.
    window.scrollTo?.({ top: 0 });
    focusNewPage();
  }, [dispatch, store, pathname]);

  return null;
}
