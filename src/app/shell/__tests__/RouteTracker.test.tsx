import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { LoadingOverlay } from '../LoadingOverlay';
import { RouteTracker } from '../RouteTracker';

describe('the route-change overlay', () => {
  it('goes away when a navigation is interrupted by one back to the same path', async () => {
    let releaseSlowPage: (value: null) => void = () => undefined;
    const router = createMemoryRouter(
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
          children: [
            { path: 'a', element: <h1>Page A</h1> },
            {
              path: 'slow',
              loader: () => new Promise<null>((resolve) => (releaseSlowPage = resolve)),
              element: <h1>Slow page</h1>,
            },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
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
