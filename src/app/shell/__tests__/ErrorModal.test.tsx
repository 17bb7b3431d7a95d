import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorModalShown } from '../../../state/shell/shellSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { FIRST_RENDER, shellRoutes } from './fixtures';

// Two pages whose code cannot be loaded, as when the network drops or a deploy removed the old chunks.
jest.mock('../../../features/info/screens/AboutUsPage', () => {
  throw new Error('Loading chunk page-about-us failed');
});
jest.mock('../../../features/home/screens/HomePage', () => {
  throw new Error('Loading chunk page-home failed');
});

let provider: LocalProvider;
let consoleError: jest.SpyInstance;
beforeEach(async () => {
  provider = await startLocalProvider(shellRoutes());
  // The failing pages are logged on purpose (development builds log route errors).
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  consoleError.mockRestore();
  await provider.close();
});

const render = (path: string) => renderRoute(path, { services: fakeServices(provider.url) });

describe('the shared error modal', () => {
  it('closable: is named by its title, shows the message, and its close button closes it', async () => {
    const { store, router } = render('/en/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' }, FIRST_RENDER);
    act(() => void store.dispatch(errorModalShown({ text: 'The voucher has expired', closable: true })));

    const modal = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(modal).toHaveAccessibleDescription('The voucher has expired');
    await userEvent.click(within(modal).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(store.getState().shell.errorModal).toBeNull();
    expect(router.state.location.pathname).toBe('/en/contact-us');
  });

  it.each([
    [
      '/about-us',
      'Algo ha salido mal',
      'No se ha podido cargar esta página. Comprueba tu conexión y vuelve a empezar desde la página de inicio.',
      'Volver a la página de inicio',
      '/',
    ],
    [
      '/en/about-us',
      'Something went wrong',
      'This page could not be loaded. Check your connection and start again from the home page.',
      'Back to the home page',
      '/en',
    ],
  ])(
    'shows when the code of %s fails to load, cannot be dismissed, and its button goes home',
    async (path, title, message, button, home) => {
      const { router, services } = render(path);
      const modal = await screen.findByRole('alertdialog', { name: title }, FIRST_RENDER);
      expect(modal).toHaveAccessibleDescription(message);
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('alertdialog', { name: title })).toBeInTheDocument();
      expect(within(modal).queryByRole('button', { name: /close|cerrar/ })).not.toBeInTheDocument();

      await userEvent.click(within(modal).getByRole('button', { name: button }));
      await waitFor(() => expect(router.state.location.pathname).toBe(home));
      expect(services.navigations).toEqual([home]);
      expect(services.reloads).toBe(0);
    },
  );

  it('reloads the page when the failure is on the home page itself', async () => {
    const { router, services } = render('/en');
    const modal = await screen.findByRole('alertdialog', { name: 'Something went wrong' }, FIRST_RENDER);
    await userEvent.click(within(modal).getByRole('button', { name: 'Back to the home page' }));
    await waitFor(() => expect(services.reloads).toBe(1));
    expect(services.navigations).toEqual([]);
    expect(router.state.location.pathname).toBe('/en');
  });
});
