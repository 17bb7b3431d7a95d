import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import en from '../../../i18n/en.json';
import es from '../../../i18n/es.json';
import { reportTo } from '../../lib/errorReports';
import { lastResortMessages } from '../lastResortMessages';
import { RouteErrorPage } from '../RouteErrorPage';

afterEach(() => window.history.replaceState(null, '', '/'));

/** A locale root whose catalog cannot load, as when offline or after a deploy. */
function renderFailingRoot(path: string) {
  window.history.replaceState(null, '', path);
  const router = createMemoryRouter(
    [
      {
        path: '/*',
        loader: () => Promise.reject(new Error('Loading chunk i18n-es failed')),
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
    expect(reported).toEqual([['boundary', new Error('Loading chunk i18n-es failed')]]);
  });

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
