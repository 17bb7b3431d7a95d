import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { selectIsRouteLoading } from '../../state/shell/selectors';
import { routeChanged, routeChangeEnded, routeChangeStarted } from '../../state/shell/shellSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

/** Mirrors the router into the shell slice: loading while a route's code or data loads, then the new path. */
export function RouteTracker() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isOverlayShown = useAppSelector(selectIsRouteLoading);

  useEffect(() => {
    if (navigation.state === 'loading' && !isOverlayShown) dispatch(routeChangeStarted());
    // Cleared when the router is idle, not only on a new path: a navigation may end where it started.
    else if (navigation.state === 'idle' && isOverlayShown) dispatch(routeChangeEnded());
  }, [dispatch, navigation.state, isOverlayShown]);

  useEffect(() => {
    dispatch(routeChanged(pathname));
    window.scrollTo?.({ top: 0 });
  }, [dispatch, pathname]);

  return null;
}
