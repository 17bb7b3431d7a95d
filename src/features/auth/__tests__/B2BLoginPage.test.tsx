import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { signInRoutes, tokens } from './fixtures';

// Route chunks, catalogs and a real HTTP round trip: give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

let provider: LocalProvider;

beforeEach(async () => {
  provider = await startLocalProvider({
    ...signInRoutes(),
    'POST api/v1/auth/register': () => ({
      body: { channel: 'email', is_new_user: false, resend_after_seconds: 30 },
    }),
  });
});

afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

async function sendCompanyEmail(path: string, email: string) {
  const user = userEvent.setup();
  const view = renderRoute(path, { services: fakeServices(provider.url) });
  const field = await screen.findByRole('textbox', { name: /Company e-mail|Correo de empresa/ });
  await user.type(field, email);
  await user.click(screen.getByRole('checkbox', { name: /privacy policy|política de privacidad/ }));
  await user.click(screen.getByRole('button', { name: /^(Continue|Continuar)$/ }));
  return { user, field, ...view };
}

describe('/b2b-login', () => {
  it('has no top navigation and asks only for a company e-mail', async () => {
    renderRoute('/en/b2b-login', { services: fakeServices(provider.url) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee login' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('banner')).not.toBeInTheDocument());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company e-mail' })).toHaveAccessibleDescription(
      'The e-mail must be linked to your company account.',
    );
  });

  it('registers the e-mail as a business sign-in', async () => {
    await sendCompanyEmail('/en/b2b-login', 'ana@acme.example');
    await screen.findByRole('textbox', { name: 'Code' });
    expect(provider.received('POST api/v1/auth/register')[0]?.body).toEqual({
      email: 'ana@acme.example',
      privacy_policy_accepted: true,
      language_id: 2,
      type: 'b2b',
    });
  });

  it('links the consent to our privacy page and sends the provider’s version', async () => {
    provider.route({
      'GET api/v1/pwa/policies': () => ({
        body: {
          policies: [{ id: 1, type: 'privacy', title: 'P', url: 'https://legal.test/en/p', version: 'v9' }],
        },
      }),
    });
    renderRoute('/en/b2b-login', { services: fakeServices(provider.url) });
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(1));
    expect(await screen.findByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Company e-mail' }), 'ana@acme.example');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('textbox', { name: 'Code' });
    expect(provider.received('POST api/v1/auth/register')[0]?.body).toMatchObject({
      privacy_policy_version: 'v9',
      type: 'b2b',
    });
  });

  it('explains, in Spanish, an e-mail that is not linked to a company and keeps it', async () => {
    provider.route({
      'POST api/v1/auth/register': () => ({
        status: 422,
        body: {
          code: 'company_email_not_verified',
          message: 'No se ha podido verificar tu dirección de correo electrónico',
          field: 'email',
        },
      }),
    });
    const { field } = await sendCompanyEmail('/b2b-login', 'ana@gmail.example');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'No se ha podido verificar tu dirección de correo electrónico: no está vinculada a una cuenta de empresa.',
      ),
    );
    expect(field).toHaveValue('ana@gmail.example');
    expect(field).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'No se ha podido verificar tu dirección de correo electrónico',
    );
  });

  it('signs the employee in with the b2b flag and goes home', async () => {
    const { user, router, store, services } = await sendCompanyEmail('/en/b2b-login', 'ana@acme.example');
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(provider.received('POST api/v1/auth/verify-code')[0]?.body).toEqual({
      email: 'ana@acme.example',
      code: '123456',
      type: 'b2b',
    });
    expect(localStorage.getItem('b2b')).toBe('true');
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, isB2BFlag: true });
    expect(store.getState().session.accessToken).toBe(tokens.access_token);
    expect(services.events[0]).toEqual({
      event: 'login',
      properties: { method: 'email', account: 'b2b', is_new_user: false, page: '/b2b-login', language: 'en' },
    });
  });

  it.each([
    ['otp_locked', 429, 'Too many wrong attempts. Ask for a new code.'],
    ['otp_expired', 422, 'This code has expired. Ask for a new one.'],
  ])('shows %s at the code step as “%s”, keeping the code', async (code, status, text) => {
    provider.route({
      'POST api/v1/auth/verify-code': () => ({ status, body: { code, message: 'provider text' } }),
    });
    const { user, store } = await sendCompanyEmail('/en/b2b-login', 'ana@acme.example');
    const codeField = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(text);
    expect(codeField).toHaveValue('123456');
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(localStorage.getItem('b2b')).toBeNull();
  });
});
