import { createAppRouter } from '../../app/router';
import { isLeaving, watchForLeaving, whenShownAgain } from '../leaving';

describe('a page being left before the app took over', () => {
  it('is known from the navigation’s start (beforeunload), and the router is then not created', async () => {
    const replaceState = jest.spyOn(window.history, 'replaceState');
    watchForLeaving();
    window.dispatchEvent(new Event('beforeunload'));

    const router = await createAppRouter(undefined, () => !isLeaving());

    expect(router).toBeNull();
    // The router's first history write is what would cancel the browser's navigation.
    expect(replaceState).not.toHaveBeenCalled();
    replaceState.mockRestore();
  });

  it('shown again from the back/forward cache (left, then Back to it), it is taken over after all', async () => {
    watchForLeaving();
    window.dispatchEvent(new Event('beforeunload'));
    expect(await createAppRouter(undefined, () => !isLeaving())).toBeNull();

    const shown = whenShownAgain();
    // A page shown as it loads is not one coming back.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await shown;
    watchForLeaving();
    const router = (await createAppRouter(undefined, () => !isLeaving()))?.router;
    expect(router?.state.location.pathname).toBe(window.location.pathname);
    router?.dispose();
  });

  it('frozen in the back/forward cache before it could look, it is not being left once shown again', async () => {
    watchForLeaving();
    window.dispatchEvent(new Event('beforeunload'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(isLeaving()).toBe(false);
  });

  it('creates the router when nothing was followed', async () => {
    const router = (await createAppRouter(undefined, () => true))?.router;
    expect(router?.state.location.pathname).toBe(window.location.pathname);
    router?.dispose();
  });
});
