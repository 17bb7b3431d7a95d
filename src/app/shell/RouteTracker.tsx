import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { routeChanged, routeChangeStarted } from '../../state/shell/shellSlice';
import { useAppDispatch } from '../../store/hooks';

/** Mirrors the router into the shell slice: loading while a route's code or data loads, then the new path. */
export function RouteTracker() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading';

  useEffect(() => {
    if (isLoading) dispatch(routeChangeStarted());
  }, [dispatch, isLoading]);

  useEffect(() => {
    dispatch(routeChanged(pathname));
    window.scrollTo?.({ top: 0 });
  }, [dispatch, pathname]);

  return null;
}
