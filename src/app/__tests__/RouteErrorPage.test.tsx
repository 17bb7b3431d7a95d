import { render, screen, waitFor } from '@testing-library/react';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadChunk } from '../../lib/chunks';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import { reportTo } from '../../lib/errorReports';
import { lastResortMessages } from '../lastResortMessages';
import { RouteErrorPage } from '../RouteErrorPage';

afterEach(() => window.history.replaceState(null, '', '/'));

/** A locale root whose catalog cannot load, as when offline or after a deploy. */
function renderFailingRoot(
  path: string,
  loader = () => Promise.reject(new Error('Loading chunk i18n-es failed')),
) {
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      {
        path: '/*',
        loader,
        errorElement: <RouteErrorPage />,
        Component: () => null,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('the last-resort error page', () => {
  it.each([
    ['/specialties', 'Algo ha ido mal. Inténtalo de nuevo', 'Reintentar'],
    ['/en/specialties', 'Something went wrong. Please try again', 'Try again'],
  ])('speaks the language of %s without its catalog', async (path, heading, retry) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoot(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('button', { name: retry })).toBeVisible();
  });

  it('reports the error it shows, once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: Array<[string, unknown]> = [];
    reportTo((kind, error) => reported.push([kind, error]));
    renderFailingRoot('/specialties');
    await screen.findByRole('heading', { level: 1 });
    // Reported by an effect, once the page has committed.
    await waitFor(() => expect(reported).toEqual([['boundary', new Error('Loading chunk i18n-es failed')]]));
  });

  it.each([
    [
      '/specialties',
      'Algo ha salido mal',
      'No se ha podido cargar esta página',
      'Volver a la página de inicio',
      '/',
    ],
    [
      '/en/specialties',
      'Something went wrong',
      'This page could not be loaded',
      'Back to the home page',
      '/en',
    ],
  ])(
    'at %s after a deploy, the catalog still gone after the one reload: the page could not load, and the way home',
    async (path, heading, text, home, href) => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      // The server after a deploy: the old build's catalog answers 404; the tab has reloaded for it once.
      const server = createServer((_request, response) => response.writeHead(404).end());
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const request = `http://127.0.0.1:${(server.address() as AddressInfo).port}/static/js/async/i18n-es.old.js`;
      sessionStorage.setItem('reloaded_for_new_build', 'build-a');
      const reload = jest.fn();
      try {
        renderFailingRoot(path, () =>
          loadChunk(
            () =>
              Promise.reject(
                Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError', request }),
              ),
            {
              build: 'build-a',
              reload,
            },
          ),
        );
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(screen.getByText(new RegExp(text))).toBeVisible();
        expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', href);
        expect(screen.queryByRole('button')).toBeNull();
        expect(reload).not.toHaveBeenCalled();
      } finally {
        sessionStorage.clear();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('carries the same texts as the catalogs', () => {
    for (const [locale, catalog] of [
      ['es', es],
      ['en', en],
    ] as const) {
      for (const [id, message] of Object.entries(lastResortMessages[locale])) {
        expect(message).toBe((catalog as Record<string, string>)[id]);
      }
    }
  });
});
