import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_LIMITS } from '../../../api/fieldLimits';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { signInRoutes, tokens } from './fixtures';

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

async function reachCodeStep(path = '/en/login') {
  const user = userEvent.setup();
  const view = renderRoute(path, { services: fakeServices(provider.url) });
  await user.type(
    await screen.findByRole('textbox', { name: /Phone number|Número de teléfono/ }),
    '612345678',
  );
  await user.click(screen.getByRole('checkbox', { name: /privacy policy|política de privacidad/ }));
  await user.click(screen.getByRole('button', { name: /^(Continue|Continuar)$/ }));
  return { user, ...view };
}

describe('sign-in inputs', () => {
  it('reads full-width digits typed in the code as digits', async () => {
    const { user } = await reachCodeStep();
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, '１２３４５６');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(provider.received('POST api/v1/auth/verify-code')).toHaveLength(1));
    expect(provider.received('POST api/v1/auth/verify-code')[0]?.body).toMatchObject({ code: '123456' });
  });

  it('says where the code went with the number formatted', async () => {
    await reachCodeStep();
    expect(await screen.findByText(/\+34 612 34 56 78/)).toBeVisible();
  });

  it('carries the provider’s length limits on the phone and the e-mail', async () => {
    const user = userEvent.setup();
    renderRoute('/en/login', { services: fakeServices(provider.url) });
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    expect(phone).toHaveAttribute('maxlength', String(FIELD_LIMITS.phone));
    await user.click(screen.getByRole('radio', { name: /e-mail/i }));
    expect(await screen.findByRole('textbox', { name: /E-mail/ })).toHaveAttribute(
      'maxlength',
      String(FIELD_LIMITS.email),
    );
  });

  it('shows, in Spanish, a name the provider refuses as too long under that name, and keeps both names', async () => {
    provider.route({
      'POST api/v1/auth/verify-code': () => ({ body: { ...tokens, is_new_user: true, needs_mobile: false } }),
      'POST api/v1/profile/update': () => ({
        status: 422,
        body: { code: 'too_long', message: 'Este campo es demasiado largo', field: 'last_name' },
      }),
    });
    const { user } = await reachCodeStep('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Código' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    const first = await screen.findByRole('textbox', { name: /Nombre/ });
    const last = screen.getByRole('textbox', { name: /Apellidos/ });
    expect(first).toHaveAttribute('maxlength', String(FIELD_LIMITS.first_name));
    expect(last).toHaveAttribute('maxlength', String(FIELD_LIMITS.last_name));
    await user.type(first, 'Ana');
    await user.type(last, 'García López de la Fuente');
    await user.click(screen.getByRole('button', { name: /Guardar/ }));
    await waitFor(() =>
      expect(last).toHaveAccessibleDescription('Es demasiado largo. Acórtalo e inténtalo de nuevo.'),
    );
    expect(last).toHaveFocus();
    expect(last).toHaveValue('García López de la Fuente');
    expect(first).toHaveValue('Ana');
    expect(screen.queryByText('Algo ha ido mal. Inténtalo de nuevo')).not.toBeInTheDocument();
  });
});
