import { createAppRouter } from '../../app/router';
import { isLeaving, watchForLeaving } from '../leaving';

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

  it('creates the router when nothing was followed', async () => {
    const router = (await createAppRouter(undefined, () => true))?.router;
    expect(router?.state.location.pathname).toBe(window.location.pathname);
    router?.dispose();
  });
});
