import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionMessages } from '../../../state/session/messages';
import { toastShown } from '../../../state/shell/shellSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { HEADER_HEIGHT } from '../layout';
import { completeProfile, FIRST_RENDER, loggedIn, shellRoutes } from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    ...shellRoutes(),
    'POST api/v1/auth/logout': () => ({ body: { success: true } }),
  });
});
afterEach(() => provider.close());

function render(path = '/en/about-us') {
  const services = fakeServices(provider.url);
  return { ...renderRoute(path, { services, preloadedState: loggedIn }), services };
}

async function openAccountMenu() {
  await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
  await userEvent.click(
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Your account' }),
  );
}

describe('the account menu', () => {
  it.each([
    ["ana o'neil", "Hi, Ana O'Neil"],
    ["Seán O'Neil", "Hi, Seán O'Neil"],
    ['lucía de la fuente', 'Hi, Lucía de la Fuente'],
    ['Lucía de la Fuente', 'Hi, Lucía de la Fuente'],
    ['maría-josé McDonald', 'Hi, María-José McDonald'],
  ])('greets %s as %s: names keep the capitals people give them', async (fullName, greeting) => {
    provider.route(
      shellRoutes(completeProfile({ user: { ...completeProfile().user, full_name: fullName } })),
    );
    render();
    await openAccountMenu();
    expect(await screen.findByRole('dialog', { name: greeting })).toBeVisible();
  });

  it('shows a non-employee subscriber the free trial and the day it ends (the full profile holds it)', async () => {
    provider.route(
      shellRoutes(completeProfile({ is_subscription_active: true, trial_ends_at: '2099-03-14T10:00:00Z' })),
    );
    render();
    await openAccountMenu();
    const popover = await screen.findByRole('dialog', { name: 'Hi, Ana García López' });
    expect(await within(popover).findByText('Free trial plan active until March 14, 2099')).toBeVisible();
    expect(within(popover).getByRole('menuitem', { name: 'Cancel subscription' })).toBeVisible();
  });

  it('sends one logout call however often log out is clicked', async () => {
    const { services } = render();
    await openAccountMenu();
    const logoutItem = await screen.findByRole('menuitem', { name: 'Log out' });
    await userEvent.dblClick(logoutItem);
    await act(() => logoutItem.click());
    await waitFor(() => expect(services.reloads).toBeGreaterThan(0));
    expect(provider.received('POST api/v1/auth/logout')).toHaveLength(1);
    expect(services.reloads).toBe(1);
  });
});

describe('toasts', () => {
  it('places a toast at the top below the header, clear of its login and language controls', async () => {
    const { store } = render();
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    act(() => {
      store.dispatch(
        toastShown({ messageId: sessionMessages.profileFailed.id, severity: 'error', durationMs: 4000 }),
      );
    });
    const toast = await screen.findByRole('alert');
    const snackbar = toast.closest('.MuiSnackbar-root') as HTMLElement;
    expect(parseInt(getComputedStyle(snackbar).top, 10)).toBeGreaterThan(HEADER_HEIGHT);
  });
});
