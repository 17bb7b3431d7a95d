import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { b2bFlagRead } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { completeProfile, FIRST_RENDER, loggedIn, shellRoutes } from './fixtures';

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider(shellRoutes());
});
afterEach(() => provider.close());

const render = (path: string, preloadedState = {}) =>
  renderRoute(path, { services: fakeServices(provider.url), preloadedState });

/** The shell appears once the language catalog has loaded. */
const ready = () => screen.findByRole('heading', { level: 1 }, FIRST_RENDER);

const banner = () => screen.getByRole('banner');

async function chooseQuickAction(name: string) {
  await userEvent.click(within(banner()).getByRole('button', { name: 'Quick actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('header for a visitor', () => {
  it('shows the login button, does not fetch a profile, and hides the login button on /login', async () => {
    const { router } = render('/en/about-us');
    await ready();
    const login = await within(banner()).findByRole('link', { name: 'Log in' });
    expect(login).toHaveAttribute('href', '/en/login?from=%2Fabout-us');
    expect(within(banner()).queryByRole('button', { name: /your account/i })).not.toBeInTheDocument();

    await userEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    // Sign-in returns to the page the user was on (docs/behaviour.md: `?from=`, without the language prefix).
    expect(router.state.location.search).toBe('?from=%2Fabout-us');
    await waitFor(() =>
      expect(within(banner()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument(),
    );
    expect(provider.received('GET api/v1/profile')).toHaveLength(0);
    expect(provider.received('GET api/v1/profile/summary')).toHaveLength(0);
  });

  it("sends 'renew' to login first, and any other quick action to the booking with the choice", async () => {
    const { router } = render('/en/about-us');
    await ready();
    await chooseQuickAction('Renew my prescription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?type=renew');

    await chooseQuickAction('Order a lab test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/doctor_pre_order'));
    expect(router.state.location.search).toBe('?appointmentType=booked');
  });

  it('shows become a specialist to patients but not to business users (the b2b flag)', async () => {
    const { store } = render('/en/about-us');
    await ready();
    expect(within(banner()).getByRole('link', { name: 'Become a specialist' })).toHaveAttribute(
      'href',
      'https://pro.telehealth.example/signup',
    );
    act(() => void store.dispatch(b2bFlagRead(true)));
    await waitFor(() =>
      expect(within(banner()).queryByRole('link', { name: 'Become a specialist' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    ['/about-us', 'ES', 'ES, idioma: español'],
    ['/en/about-us', 'EN', 'EN, language: English'],
  ])(
    'names the language button by what it shows first, for voice control (%s)',
    async (path, shown, name) => {
      render(path);
      await ready();
      const button = within(banner()).getByRole('button', { name });
      expect(button).toHaveTextContent(shown);
    },
  );

  it('switches language on the same route', async () => {
    const { router, services } = render('/en/specialties?x=1');
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'EN, language: English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/specialties'));
    expect(services.navigations).toContain('/specialties?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Especialidades' })).toBeVisible();
  });

  it('is not shown on /b2b-login', async () => {
    render('/en/b2b-login');
    await ready();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('header for a patient', () => {
  it("sends 'renew' straight to /renew, reading the lighter profile once and never the whole one", async () => {
    const { router } = render('/en/about-us', loggedIn);
    await ready();
    await chooseQuickAction('Renew my prescription');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/renew'));
    expect(within(banner()).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(provider.received('GET api/v1/profile/summary')).toHaveLength(1);
    expect(provider.received('GET api/v1/profile')).toHaveLength(0);
  });

  it('greets with the capitalised full name in a 205 px menu with the account links', async () => {
    render('/en/about-us', loggedIn);
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Your account' }));
    const menu = await screen.findByRole('dialog', { name: 'Hi, Ana García López' });
    expect(getComputedStyle(menu).width).toBe('205px');
    expect(within(menu).getByRole('menuitem', { name: 'Personal info' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Appointments' })).toHaveAttribute(
      'href',
      '/en/appointments',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Payments' })).toHaveAttribute('href', '/en/invoices');
    expect(within(menu).queryByRole('menuitem', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    expect(within(menu).queryByText('Add your info')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-incomplete-dot')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Logged in as employee')).not.toBeInTheDocument();
  });

  it('shows the red dot and the add-your-info hint while the profile is incomplete', async () => {
    provider.route(shellRoutes(completeProfile({ id_number: null })));
    render('/en/about-us', loggedIn);
    await ready();
    const button = await within(banner()).findByRole('button', {
      name: 'Your account (your personal information is incomplete)',
    });
    expect(screen.getByTestId('profile-incomplete-dot')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'Add your info' })).toHaveAttribute(
      'href',
      '/en/profile',
    );
  });

  it('labels employees, offers the company switcher and hides become a specialist', async () => {
    const companies = [
      { id: 1, title: 'Acme', img_url: null },
      { id: 2, title: 'Globex', img_url: null },
    ];
    provider.route(shellRoutes(completeProfile({ user: { ...completeProfile().user, companies } })));
    const { store } = render('/en/about-us', loggedIn);
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Your account' }));
    const menu = await screen.findByRole('dialog');
    // The summary says "employee"; the companies of the badge and switcher come from the full profile.
    expect(await within(menu).findByText('Logged in as employee')).toBeVisible();
    expect(within(menu).getByText('Service covered by Acme')).toBeVisible();
    expect(provider.received('GET api/v1/profile')).toHaveLength(1);
    await userEvent.selectOptions(within(menu).getByRole('combobox', { name: 'Company' }), 'Globex');
    expect(store.getState().session.activeCompanyIndex).toBe(1);
    // The open popover hides the rest of the page from assistive technology; look behind it.
    expect(screen.queryByRole('link', { name: 'Become a specialist', hidden: true })).not.toBeInTheDocument();
  });

  it('offers cancel subscription only while active, confirms, and shows the failure text', async () => {
    provider.route({
      ...shellRoutes(completeProfile({ is_subscription_active: true })),
      'PUT api/v1/user/subscription/disable-subscription': () => ({
        status: 500,
        body: { code: 'internal', message: 'boom' },
      }),
    });
    render('/en/about-us', loggedIn);
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Your account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(provider.received('PUT api/v1/user/subscription/disable-subscription')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await within(dialog).findByText(
        'Unfortunately, there was something wrong with the cancellation. Please try again later.',
      ),
    ).toBeVisible();
    expect(provider.received('PUT api/v1/user/subscription/disable-subscription')).toHaveLength(1);

    provider.route({
      'PUT api/v1/user/subscription/disable-subscription': () => ({
        body: { is_subscription_active: false },
      }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(dialog).findByText('Your subscription has been cancelled.')).toBeVisible();
  });

  it('logs out through the logout call and reloads', async () => {
    provider.route({ 'POST api/v1/auth/logout': () => ({ body: { success: true } }) });
    const { services } = render('/en/about-us', loggedIn);
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Your account' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(services.reloads).toBe(1));
    expect(provider.received('POST api/v1/auth/logout')[0]?.body).toEqual({ token: 'R' });
    expect(services.tokenExpiredCalls).toBe(1);
  });
});

describe('mobile menu', () => {
  it('opens a drawer that locks page scroll, and closes it', async () => {
    const { store } = render('/en/about-us');
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(store.getState().shell.isMobileMenuOpen).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(drawer).getByRole('link', { name: 'Specialties' })).toHaveAttribute(
      'href',
      '/en/specialties',
    );
    expect(within(drawer).getByRole('link', { name: 'Become a specialist' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the menu' }));
    expect(store.getState().shell.isMobileMenuOpen).toBe(false);
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('offers login returning to the current page and its query', async () => {
    const { router } = render('/contact-us?topic=billing');
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Abrir el menú' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    const login = within(drawer).getByRole('link', { name: 'Iniciar sesión' });
    expect(login).toHaveAttribute('href', '/login?from=%2Fcontact-us%3Ftopic%3Dbilling');
    await userEvent.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=%2Fcontact-us%3Ftopic%3Dbilling');
  });

  it('closes when a link is followed', async () => {
    const { store, router } = render('/en/about-us');
    await ready();
    await userEvent.click(await within(banner()).findByRole('button', { name: 'Open the menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact us' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/contact-us'));
    expect(store.getState().shell.isMobileMenuOpen).toBe(false);
  });
});
