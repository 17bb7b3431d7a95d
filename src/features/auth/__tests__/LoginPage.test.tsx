import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { signedInSession, signInRoutes, tokens } from './fixtures';

// Route chunks, catalogs and a real HTTP round trip: give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

let provider: LocalProvider;

beforeEach(async () => {
  provider = await startLocalProvider(signInRoutes());
});

afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

function renderLogin(path = '/en/login') {
  const user = userEvent.setup();
  const view = renderRoute(path, { services: fakeServices(provider.url) });
  return { user, ...view };
}

async function fillPhone(user: ReturnType<typeof userEvent.setup>, number = '612 345 678') {
  const phone = await screen.findByRole('textbox', { name: /Phone number/ });
  await user.clear(phone);
  await user.type(phone, number);
  return phone;
}

const acceptPrivacy = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await fillPhone(user);
  await acceptPrivacy(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('textbox', { name: 'Code' });
}

describe('/login, phone and privacy', () => {
  it('offers the provider’s countries with Spain (+34) chosen and links the privacy policy', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const country = screen.getByRole('combobox', { name: 'Country' });
    const options = () =>
      within(country)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(options()).toEqual(['Portugal (+351)', 'Spain (+34)', 'United Kingdom (+44)']),
    );
    expect(country).toHaveDisplayValue('Spain (+34)');
    // No Google sign-in without PUBLIC_GOOGLE_CLIENT_ID: no button, and Google's script is never loaded.
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('separator')).not.toBeInTheDocument();
    const policy = screen.getByRole('link', { name: /privacy policy/ });
    expect(policy).toHaveAttribute('href', '/en/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
  });

  it('asks for a phone and the privacy policy before calling the provider, and announces both', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const phone = screen.getByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAccessibleDescription('Enter your phone number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveAccessibleDescription(
      'Accept the privacy policy to continue',
    );
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Enter your phone number', 'Accept the privacy policy to continue']);
    expect(provider.received('POST api/v1/auth/register')).toHaveLength(0);
  });

  it('rejects a number that is not valid for the country, keeping what was typed', async () => {
    const { user } = renderLogin();
    const phone = await fillPhone(user, '12345');
    await acceptPrivacy(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(phone).toHaveAccessibleDescription('Invalid Number');
    expect(phone).toHaveValue('12345');
    expect(provider.received('POST api/v1/auth/register')).toHaveLength(0);
  });

  it('does not continue until the privacy policy is accepted', async () => {
    const { user } = renderLogin();
    await fillPhone(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    expect(privacy).toHaveFocus();
    expect(privacy).toHaveAccessibleDescription('Accept the privacy policy to continue');
    expect(provider.received('POST api/v1/auth/register')).toHaveLength(0);
  });

  it('registers the number in E.164 with its calling code, the language and the accepted policy', async () => {
    const { user } = renderLogin();
    const code = await reachCodeStep(user);
    expect(code).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Enter your code' })).toBeVisible();
    expect(screen.getByText('We sent a 6-digit code by SMS to +34 612 34 56 78.')).toBeVisible();
    const [request] = provider.received('POST api/v1/auth/register');
    expect(request?.body).toEqual({
      phone: '+34612345678',
      calling_code: '+34',
      privacy_policy_accepted: true,
      language_id: 2,
    });
    expect(request?.headers['accept-language']).toBe('en');
  });

  it('takes the calling code from a number typed with another country’s prefix', async () => {
    const { user } = renderLogin();
    await fillPhone(user, '+44 7400 123456');
    await acceptPrivacy(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'Code' });
    expect(provider.received('POST api/v1/auth/register')[0]?.body).toMatchObject({
      phone: '+447400123456',
      calling_code: '+44',
    });
  });

  it('shows the provider’s phone error on the field in Spanish, keeping the number', async () => {
    provider.route({
      'POST api/v1/auth/register': () => ({
        status: 422,
        body: { code: 'invalid_phone', message: 'Número no válido', field: 'phone' },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/login', { services: fakeServices(provider.url) });
    const phone = await screen.findByRole('textbox', { name: /Número de teléfono/ });
    await user.type(phone, '612345678');
    await user.click(screen.getByRole('checkbox', { name: /política de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Número no válido'));
    expect(phone).toHaveValue('612345678');
    expect(provider.received('POST api/v1/auth/register')[0]?.body).toMatchObject({ language_id: 1 });
  });

  it('says when the provider cannot be reached, and keeps the form', async () => {
    await provider.close();
    const { user } = renderLogin();
    await fillPhone(user);
    await acceptPrivacy(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'We could not reach the service. Check your connection and try again.',
    );
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('612 345 678');
    provider = await startLocalProvider();
  });
});

describe('/login, e-mail', () => {
  it('validates the e-mail and sends it to register', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('radio', { name: 'E-mail' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'ana@example');
    await acceptPrivacy(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription('Invalid Email');
    expect(provider.received('POST api/v1/auth/register')).toHaveLength(0);

    provider.route({
      'POST api/v1/auth/register': () => ({
        body: { channel: 'email', is_new_user: true, resend_after_seconds: 30 },
      }),
    });
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('We sent a 6-digit code to ana@example.com.')).toBeVisible();
    expect(provider.received('POST api/v1/auth/register')[0]?.body).toEqual({
      email: 'ana@example.com',
      privacy_policy_accepted: true,
      language_id: 2,
    });
  });
});

describe('/login, the code', () => {
  it('keeps only digits from a pasted code and sends it without a bearer token', async () => {
    const { user } = renderLogin();
    const code = await reachCodeStep(user);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.click(code);
    await user.paste('Your code: 123-456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(provider.received('POST api/v1/auth/verify-code')).toHaveLength(1));
    const [request] = provider.received('POST api/v1/auth/verify-code');
    expect(request?.body).toEqual({
      phone: '+34612345678',
      calling_code: '+34',
      code: '123456',
    });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('says Invalid OTP for an incomplete code without calling the provider', async () => {
    const { user } = renderLogin();
    const code = await reachCodeStep(user);
    await user.type(code, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(code).toHaveAccessibleDescription('Invalid OTP. Enter the 6 digits we sent you.');
    expect(provider.received('POST api/v1/auth/verify-code')).toHaveLength(0);
  });

  it('shows Invalid code when the provider rejects it, keeps the code and the phone', async () => {
    provider.route({
      'POST api/v1/auth/verify-code': () => ({
        status: 422,
        body: { code: 'invalid_otp', message: 'Invalid OTP', field: 'code' },
      }),
    });
    const { user, store } = renderLogin();
    const code = await reachCodeStep(user);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Invalid code. Check it or ask for a new one.'),
    );
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'Invalid code. Check it or ask for a new one.',
    );
    expect(code).toHaveValue('000000');
    expect(store.getState().session.isLoggedIn).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Change phone number' }));
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveValue('612 345 678');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  });

  it('tells a locked code apart from a wrong one', async () => {
    provider.route({
      'POST api/v1/auth/verify-code': () => ({ status: 422, body: { code: 'otp_locked', message: '…' } }),
    });
    const { user } = renderLogin();
    const code = await reachCodeStep(user);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Too many wrong attempts. Ask for a new code.'),
    );
  });

  it('offers a new code once the cooldown is over', async () => {
    provider.route({
      'POST api/v1/auth/register': () => ({
        body: { channel: 'sms', is_new_user: false, resend_after_seconds: 1 },
      }),
    });
    const { user } = renderLogin();
    await reachCodeStep(user);
    expect(screen.getByText('You can ask for a new code in 1 second.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 }));
    expect(await screen.findByText('We have sent you a new code.')).toBeVisible();
    expect(provider.received('POST api/v1/auth/register')).toHaveLength(2);
    expect(provider.received('POST api/v1/auth/register')[1]?.body).toEqual(
      provider.received('POST api/v1/auth/register')[0]?.body,
    );
  });
});

describe('/login, signed in', () => {
  it('stores the session and goes home in the current language', async () => {
    const { user, router, services, store } = renderLogin();
    const code = await reachCodeStep(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
    });
    expect(localStorage.getItem('refresh_token')).toBe(tokens.refresh_token);
    await waitFor(() => expect(services.tokensSet).toEqual([tokens.access_token]));
    // Analytics (spec §7 Other traffic): the sign-in, then the home page it led to.
    await waitFor(() => expect(services.events.map(({ event }) => event)).toEqual(['login', 'home_page']));
    expect(services.events[0]?.properties).toEqual({
      method: 'phone',
      account: 'standard',
      is_new_user: false,
      page: '/login',
      language: 'en',
    });
  });

  it('asks a new user for a name (required), saves it, then goes back to the renewal', async () => {
    provider.route({
      'POST api/v1/auth/verify-code': () => ({ body: { ...tokens, is_new_user: true, needs_mobile: false } }),
    });
    const { user, router, services } = renderLogin('/en/login?type=renew');
    const code = await reachCodeStep(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(screen.getByRole('heading', { level: 2, name: 'What is your name?' })).toBeVisible();
    await waitFor(() => expect(firstName).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(firstName).toHaveAccessibleDescription('A name is required');
    expect(provider.received('POST api/v1/profile/update')).toHaveLength(0);

    await user.type(firstName, ' Ana ');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'García');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/renew'));
    const [update] = provider.received('POST api/v1/profile/update');
    expect(update?.body).toEqual({ first_name: 'Ana', last_name: 'García' });
    expect(update?.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
    expect(services.events.slice(0, 2)).toEqual([
      {
        event: 'login',
        properties: {
          method: 'phone',
          account: 'standard',
          is_new_user: true,
          page: '/login',
          language: 'en',
        },
      },
      { event: 'register_name', properties: { page: '/login', language: 'en' } },
    ]);
    expect(JSON.stringify(services.events)).not.toMatch(/Ana|García|612345678|ACCESS/);
  });

  it('signs in with a ?token= link', async () => {
    const { router, store, services } = renderLogin('/en/login?token=LINK-TOKEN');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(provider.received('POST api/v1/auth/login-token')[0]?.body).toEqual({ token: 'LINK-TOKEN' });
    expect(store.getState().session.accessToken).toBe(tokens.access_token);
    expect(services.events[0]).toEqual({
      event: 'login',
      properties: { method: 'link', account: 'standard', is_new_user: false, page: '/login', language: 'en' },
    });
  });

  it('explains a ?token= link that no longer works and offers the form', async () => {
    provider.route({
      'POST api/v1/auth/login-token': () => ({
        status: 401,
        body: { code: 'invalid_login_token', message: 'The login link is invalid or expired' },
      }),
    });
    const { router } = renderLogin('/en/login?token=OLD&from=%2Finvoices');
    expect(await within(await screen.findByRole('main')).findByRole('alert')).toHaveTextContent(
      'This sign-in link is no longer valid. Sign in with your phone or e-mail.',
    );
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeVisible();
    expect(router.state.location.search).toBe('?from=%2Finvoices');
  });

  it('takes the token out of the address bar, replacing the history entry, before it is used', async () => {
    let answer!: () => void;
    provider.route({
      'POST api/v1/auth/login-token': () =>
        new Promise((resolve) => (answer = () => resolve({ body: tokens }))),
    });
    const { router } = renderLogin('/en/login?token=LINK-TOKEN&from=%2Fappointments');
    await waitFor(() => expect(provider.received('POST api/v1/auth/login-token')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe('?from=%2Fappointments'));
    expect(router.state.historyAction).toBe('REPLACE');
    answer();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/appointments'));
    expect(router.state.location.search).toBe('');
  });

  it('sends a signed-in visitor straight back where they came from', async () => {
    const { router } = renderRoute('/login?type=renew', {
      services: fakeServices(provider.url),
      preloadedState: signedInSession,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/renew'));
  });
});

describe('/login, the privacy policy the provider serves', () => {
  const policies =
    (version: string) =>
    ({ headers }: { headers: Record<string, unknown> }) => ({
      body: {
        policies: [
          {
            id: 1,
            type: 'privacy',
            title: 'Privacy',
            url: `https://legal.test/${headers['accept-language']}/privacy`,
            version,
          },
          { id: 2, type: 'terms', title: 'Terms', url: 'https://legal.test/terms', version: '1' },
        ],
      },
    });

  it('links to our privacy page in the page’s language, not the provider’s site, and sends the provider’s version', async () => {
    provider.route({ 'GET api/v1/pwa/policies': policies('2026-03') });
    const { user } = renderLogin();
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(1));
    const policy = screen.getByRole('link', { name: /privacy policy/ });
    expect(policy).toHaveAttribute('href', '/en/privacy-policy');
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAccessibleName('privacy policy (opens in a new tab)');
    await reachCodeStep(user);
    expect(provider.received('POST api/v1/auth/register')[0]?.body).toEqual({
      phone: '+34612345678',
      calling_code: '+34',
      privacy_policy_accepted: true,
      privacy_policy_version: '2026-03',
      language_id: 2,
    });
  });

  it('links the Spanish page to the Spanish privacy page', async () => {
    provider.route({ 'GET api/v1/pwa/policies': policies('2026-03') });
    renderLogin('/login');
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: /política de privacidad/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('asks again when the policy changed meanwhile, keeping the number, then sends the new version', async () => {
    provider.route({
      'GET api/v1/pwa/policies': policies('2026-03'),
      'POST api/v1/auth/register': () => ({
        status: 422,
        body: { code: 'privacy_policy_outdated', message: 'changed', field: 'privacy_policy_version' },
      }),
    });
    const { user } = renderLogin();
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(1));
    await fillPhone(user);
    await acceptPrivacy(user);
    provider.route({ 'GET api/v1/pwa/policies': policies('2026-04') });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    await waitFor(() => expect(privacy).not.toBeChecked());
    expect(privacy).toHaveFocus();
    expect(privacy).toHaveAccessibleDescription(
      'The privacy policy has changed. Read the new version and accept it to continue.',
    );
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveValue('612 345 678');
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(2));

    provider.route({
      'POST api/v1/auth/register': () => ({
        body: { channel: 'sms', is_new_user: false, resend_after_seconds: 30 },
      }),
    });
    await acceptPrivacy(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'Code' });
    const requests = provider.received('POST api/v1/auth/register');
    expect(
      requests.map((request) => (request.body as { privacy_policy_version?: string }).privacy_policy_version),
    ).toEqual(['2026-03', '2026-04']);
  });
});
