import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Profile, sessionApi } from '../../../state/session/api';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { summaryOf } from '../../../testing/profileSummary';
import { fakeServices } from '../../../testing/services';

const incomplete: Profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: 'ana@example.com', phone: '+34612345678', companies: null },
  is_mobile_verified: false,
  first_name: 'Ana',
  last_name: 'García',
  id_number: null,
  birth_day: null,
  is_subscription_active: false,
};

// Route chunks, catalogs and a real HTTP round trip: give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

let provider: LocalProvider;
let stored: Profile;

beforeEach(async () => {
  stored = incomplete;
  provider = await startLocalProvider({
    'GET api/v1/profile': () => ({ body: stored }),
    'GET api/v1/profile/summary': () => ({ body: summaryOf(stored) }),
    'POST api/v1/profile/update': ({ body }) => {
      stored = { ...stored, ...(body as Partial<Profile>) };
      return { body: stored };
    },
    'GET api/v1/profile/preferred-language': () => ({ body: { language_id: 1 } }),
    'PUT api/v1/profile/preferred-language': ({ body }) => ({ body }),
    'POST api/v1/auth/logout': () => ({ body: { success: true } }),
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
  });
});

afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

const signedIn = { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' };

function renderProfile(path = '/en/profile') {
  const user = userEvent.setup();
  const view = renderRoute(path, {
    services: fakeServices(provider.url),
    preloadedState: { session: signedIn },
  });
  return { user, ...view };
}

const main = () => within(screen.getByRole('main'));

describe('/profile', () => {
  it('sends a visitor to log in first, remembering to come back', async () => {
    const { router } = renderRoute('/en/profile', { services: fakeServices(provider.url) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe('?from=%2Fprofile');
    expect(provider.received('GET api/v1/profile')).toHaveLength(0);
  });

  it('when the profile cannot be loaded, ends the session, shows the toast for 4 s, then goes to /login', async () => {
    provider.route({
      'GET api/v1/profile': () => ({ status: 500, body: { code: 'internal_error', message: '…' } }),
    });
    const { router, store } = renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again');
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/en/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'), { timeout: 6000 });
  }, 10_000);

  it('keeps the session when the provider cannot be reached, and offers to try again', async () => {
    await provider.close();
    const { router, store } = renderProfile();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(main().getByRole('alert')).toHaveTextContent('Something went wrong. Please try again');
    expect(store.getState().session.isLoggedIn).toBe(true);
    expect(store.getState().shell.toasts).toEqual([]);
    expect(router.state.location.pathname).toBe('/en/profile');
    provider = await startLocalProvider();
  });

  it('shows the details, what is missing and the phone’s state', async () => {
    renderProfile();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('García');
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ana@example.com');
    expect(screen.getByRole('heading', { level: 2, name: 'Add your info: 2 of 5 done' })).toBeVisible();
    expect(screen.getByText('Verified phone: missing')).toBeVisible();
    expect(screen.getByText('ID number: missing')).toBeVisible();
    expect(screen.getByText('+34 612 34 56 78')).toBeVisible();
    expect(screen.getByText('Not verified')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Verify your phone number' })).toHaveAttribute(
      'href',
      '/en/login?step=mobile&from=%2Fprofile',
    );
    expect(screen.queryByTestId('employee-badge')).not.toBeInTheDocument();
  });

  it('keeps what the user is typing when newer data arrives', async () => {
    stored = { ...incomplete, first_name: null, last_name: null };
    const { user, store } = renderProfile();
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    await user.type(screen.getByRole('textbox', { name: /ID number/ }), '1234');

    stored = { ...incomplete, first_name: 'Ana', last_name: 'García' };
    await store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    expect(provider.received('GET api/v1/profile')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /ID number/ })).toHaveValue('1234');
    expect(firstName).toHaveValue('');
  });

  it('fills the names that arrive after the page opened (sign-up goes straight here)', async () => {
    stored = { ...incomplete, first_name: null, last_name: null };
    const { store } = renderProfile();
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveValue('');
    stored = { ...incomplete, first_name: 'Ana', last_name: 'García' };
    store.dispatch(sessionApi.util.invalidateTags(['Profile']));
    await waitFor(() => expect(firstName).toHaveValue('Ana'));
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('García');
  });

  it('checks the ID number, age and e-mail before saving, and keeps what was typed', async () => {
    const { user } = renderProfile();
    const idNumber = await screen.findByRole('textbox', { name: /ID number/ });
    await user.type(idNumber, '12345678A');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '05/05/2015' } });
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'ana@');
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      'A name is required',
    );
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveFocus();
    expect(idNumber).toHaveAccessibleDescription(
      'Enter a valid DNI or NIE with its letter, for example 12345678Z',
    );
    expect(idNumber).toHaveValue('12345678A');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'You must be 18 or older to use the service',
    );
    expect(email).toHaveAccessibleDescription('Invalid Email');
    expect(main().getAllByRole('alert')).toHaveLength(4);
    expect(provider.received('POST api/v1/profile/update')).toHaveLength(0);
  });

  it('saves the details; once the profile is complete the indicator says so', async () => {
    stored = { ...incomplete, is_mobile_verified: true };
    const { user } = renderProfile();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Add your info: 3 of 5 done' }),
    ).toBeVisible();
    const banner = within(screen.getByRole('banner'));
    expect(
      await banner.findByRole('button', { name: 'Your account (your personal information is incomplete)' }),
    ).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /ID number/ }), 'x1234567l');
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '04/15/1990' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    const [update] = provider.received('POST api/v1/profile/update');
    expect(update?.body).toEqual({
      first_name: 'Ana',
      last_name: 'García',
      id_number: 'X1234567L',
      birth_day: '1990-04-15',
      email: 'ana@example.com',
    });
    expect(update?.headers.authorization).toBe('Bearer A1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your profile is complete' })).toBeVisible();
    expect(provider.received('GET api/v1/profile').length).toBeGreaterThanOrEqual(2);
    // Saving refreshes the lighter profile too: the header's red dot goes.
    expect(await banner.findByRole('button', { name: 'Your account' })).toBeVisible();
    expect(screen.queryByTestId('profile-incomplete-dot')).not.toBeInTheDocument();
    expect(provider.received('GET api/v1/profile/summary').length).toBeGreaterThanOrEqual(2);
    expect(provider.received('PUT api/v1/profile/preferred-language')).toHaveLength(0);
  });

  it('shows the provider’s field error in Spanish without losing the form', async () => {
    provider.route({
      'POST api/v1/profile/update': () => ({
        status: 422,
        body: { code: 'invalid_id_number', message: 'DNI o NIE no válido', field: 'id_number' },
      }),
    });
    const { user } = renderProfile('/profile');
    const idNumber = await screen.findByRole('textbox', { name: /DNI o NIE/ });
    await user.type(idNumber, '00000000T');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() =>
      expect(idNumber).toHaveAccessibleDescription(
        'Escribe un DNI o NIE válido con su letra, por ejemplo 12345678Z',
      ),
    );
    expect(idNumber).toHaveValue('00000000T');
    expect(idNumber).toHaveFocus();
  });

  it('saves a new preferred language with the details', async () => {
    const { user } = renderProfile();
    const language = await screen.findByRole('combobox', { name: /Preferred language/ });
    await waitFor(() => expect(language).toHaveDisplayValue('Español'));
    await user.selectOptions(language, 'English');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your details have been saved.');
    expect(provider.received('PUT api/v1/profile/preferred-language')[0]?.body).toEqual({ language_id: 2 });
  });

  it('shows employees their badge and company switcher', async () => {
    stored = {
      ...incomplete,
      user: {
        ...incomplete.user,
        companies: [
          { id: 1, title: 'Acme', img_url: null },
          { id: 2, title: 'Globex', img_url: 'https://cdn.example/globex.png' },
        ],
      },
    };
    const { user, store } = renderProfile();
    const badge = await screen.findByTestId('employee-badge');
    expect(within(badge).getByText('Logged in as employee')).toBeVisible();
    expect(within(badge).getByText('Service covered by Acme')).toBeVisible();
    expect(within(badge).getByTestId('employee-badge-default-icon')).toBeInTheDocument();
    await user.selectOptions(within(badge).getByRole('combobox', { name: 'Company' }), 'Globex');
    expect(store.getState().session.activeCompanyIndex).toBe(1);
    expect(within(badge).getByText('Service covered by Globex')).toBeVisible();
  });

  it('logs out: the logout call with the refresh token, then a reload', async () => {
    const { user, services, store } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(services.reloads).toBe(1));
    expect(provider.received('POST api/v1/auth/logout')[0]?.body).toEqual({ token: 'R1' });
    expect(services.tokenExpiredCalls).toBe(1);
    expect(store.getState().session.isLoggedIn).toBe(false);
  });
});
