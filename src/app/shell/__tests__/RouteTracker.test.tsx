import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute, renderWithProviders } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { LoadingOverlay } from '../LoadingOverlay';
import { RouteTracker } from '../RouteTracker';
import { initialShellState } from '../../../state/shell/shellSlice';
import { FIRST_RENDER, shellRoutes } from './fixtures';

/** The shell's tracker and overlay around the given pages, starting on /a. */
const trackedRouter = (pages: RouteObject[]) =>
  createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <RouteTracker />
            <LoadingOverlay />
            <main id="main-content" tabIndex={-1}>
              <Outlet />
            </main>
          </>
        ),
        children: pages,
      },
    ],
    { initialEntries: ['/a'] },
  );

describe('the route-change overlay', () => {
  it('goes away when a navigation is interrupted by one back to the same path', async () => {
    let releaseSlowPage: (value: null) => void = () => undefined;
    const router = trackedRouter([
      { path: 'a', element: <h1>Page A</h1> },
      {
        path: 'slow',
        loader: () => new Promise<null>((resolve) => (releaseSlowPage = resolve)),
        element: <h1>Slow page</h1>,
      },
    ]);
    const { store } = renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeVisible();

    act(() => void router.navigate('/slow'));
    expect(await screen.findByTestId('route-loading')).toBeInTheDocument();

    // The user goes back to where they were before /slow has loaded: the path never changes.
    await act(() => router.navigate('/a'));
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/a');
    await waitFor(() => expect(screen.queryByTestId('route-loading')).not.toBeInTheDocument());
    expect(store.getState().shell.isRouteLoading).toBe(false);
    act(() => releaseSlowPage(null));
  });
});

describe('scroll', () => {
  it('leaves the first page where the patient scrolled it and starts a new page at its top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const router = trackedRouter([
      { path: 'a', element: <h1>Page A</h1> },
      { path: 'b', element: <h1>Page B</h1> },
    ]);
    renderWithProviders(<RouterProvider router={router} />, {
      preloadedState: { shell: { ...initialShellState, pathname: '/a' } },
    });
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeVisible();
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/b'));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });
});

describe('focus after a navigation', () => {
  let provider: LocalProvider;
  beforeEach(async () => {
    provider = await startLocalProvider(shellRoutes());
  });
  afterEach(() => provider.close());

  const render = (path: string) => renderRoute(path, { services: fakeServices(provider.url) });

  it('stays where it is on the first page, then moves to the new page’s heading', async () => {
    render('/en/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' }, FIRST_RENDER);
    expect(document.body).toHaveFocus();

    const banner = screen.getByRole('banner');
    await userEvent.click(within(banner).getByRole('link', { name: 'Contact us' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Contact us' }, FIRST_RENDER);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves to the heading of the same page in the other language after a switch', async () => {
    render('/en/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' }, FIRST_RENDER);
    await userEvent.click(screen.getByRole('button', { name: 'EN, language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sobre nosotros' }, FIRST_RENDER);
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
