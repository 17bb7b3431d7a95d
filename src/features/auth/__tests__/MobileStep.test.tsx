import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { signedInSession, signInRoutes, tokens } from './fixtures';

// Route chunks, catalogs and a real HTTP round trip: give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

let provider: LocalProvider;

/** add-mobile-no sends a code; verify-code from the login modal confirms it. */
const codeByPhoneRoutes = {
  'POST api/v1/user/add-mobile-no': () => ({
    body: { is_mobile_verified: false, resend_after_seconds: 30 },
  }),
  'POST api/v1/auth/verify-code': ({ headers }: { headers: Record<string, unknown> }) =>
    headers.status === 'loginModal'
      ? { body: { is_mobile_verified: true } }
      : { body: { ...tokens, is_new_user: false, needs_mobile: true } },
};

beforeEach(async () => {
  provider = await startLocalProvider(signInRoutes());
});

afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

/** A signed-in patient on the phone step, as the profile's "add your phone" link opens it. */
function renderMobileStep(path = '/en/login?step=mobile&from=%2Fprofile') {
  const user = userEvent.setup();
  const view = renderRoute(path, { services: fakeServices(provider.url), preloadedState: signedInSession });
  return { user, ...view };
}

async function addNumber(user: ReturnType<typeof userEvent.setup>, number: string) {
  const phone = await screen.findByRole('textbox', { name: /Phone number/ });
  await user.clear(phone);
  await user.type(phone, number);
  await user.click(screen.getByRole('button', { name: 'Add number' }));
  return phone;
}

describe('/login, adding a mobile number', () => {
  it('asks an e-mail account without a phone for one, confirms it by code, then returns where the user came from', async () => {
    provider.route(codeByPhoneRoutes);
    provider.route({
      'POST api/v1/auth/register': () => ({
        body: { channel: 'email', is_new_user: false, resend_after_seconds: 30 },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/en/login?from=%2Fappointments', {
      services: fakeServices(provider.url),
    });
    await user.click(await screen.findByRole('radio', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@example.com');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Add your mobile number' })).toBeVisible();
    const phone = await addNumber(user, '71234');
    expect(phone).toHaveAccessibleDescription('Invalid Number');
    expect(provider.received('POST api/v1/user/add-mobile-no')).toHaveLength(0);

    await addNumber(user, '712345678');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Confirm your mobile number' }),
    ).toBeVisible();
    expect(screen.getByText('We sent a 6-digit code by SMS to +34 712 34 56 78.')).toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/appointments'));
    expect(provider.received('POST api/v1/user/add-mobile-no')[0]?.body).toEqual({
      phone: '+34712345678',
      calling_code: '+34',
    });
    const confirmation = provider.received('POST api/v1/auth/verify-code')[1];
    expect(confirmation?.body).toEqual({ phone: '+34712345678', calling_code: '+34', code: '654321' });
    expect(confirmation?.headers.status).toBe('loginModal');
    expect(confirmation?.headers.authorization).toBe(`Bearer ${tokens.access_token}`);
  });

  it('says Invalid code for a wrong code, keeps it, and goes back to the number it was sent to', async () => {
    provider.route(codeByPhoneRoutes);
    provider.route({
      'POST api/v1/auth/verify-code': () => ({
        status: 422,
        body: { code: 'invalid_otp', message: 'Invalid OTP', field: 'code' },
      }),
    });
    const { user, router } = renderMobileStep();
    await addNumber(user, '612345678');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Invalid code. Check it or ask for a new one.'),
    );
    expect(code).toHaveValue('111111');
    expect(code).toHaveFocus();
    expect(router.state.location.pathname).toBe('/en/login');

    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('textbox', { name: /Phone number/ })).toHaveValue('612345678');
  });

  it('says, under the number and in Spanish, that a number no SMS reaches could not be verified', async () => {
    provider.route({
      'POST api/v1/user/add-mobile-no': () => ({
        status: 422,
        body: { code: 'phone_not_verified', message: 'provider text', field: 'phone' },
      }),
    });
    const { user } = renderMobileStep('/login?step=mobile&from=%2Fprofile');
    const phone = await screen.findByRole('textbox', { name: /Número de teléfono/ });
    await user.type(phone, '910000111');
    await user.click(screen.getByRole('button', { name: 'Añadir número' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('No se ha podido verificar tu número de teléfono'),
    );
    expect(phone).toHaveValue('910000111');
  });

  it('goes straight back when the provider already counts the number as verified', async () => {
    const { user, router } = renderMobileStep();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your mobile number' })).toBeVisible();
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await addNumber(user, '612345678');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile'));
    expect(provider.received('POST api/v1/user/add-mobile-no')[0]?.headers.authorization).toBe('Bearer A');
    expect(provider.received('POST api/v1/auth/verify-code')).toHaveLength(0);
  });
});
