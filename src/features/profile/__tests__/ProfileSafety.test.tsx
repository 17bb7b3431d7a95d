import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIELD_LIMITS } from '../../../api/fieldLimits';
import type { Profile } from '../../../state/session/api';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';

// Route chunks, catalogs and a real HTTP round trip: give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

const stored: Profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: 'ana@example.com', phone: '+34612345678', companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: '12345678Z',
  birth_day: '1990-04-12',
  is_subscription_active: false,
};

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    'GET api/v1/profile': () => ({ body: stored }),
    'POST api/v1/profile/update': ({ body }) => ({ body: { ...stored, ...(body as Partial<Profile>) } }),
    'GET api/v1/profile/preferred-language': () => ({ body: { language_id: 1 } }),
    'POST api/v1/auth/logout': () => ({ body: { success: true } }),
    'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
    'GET api/v1/speciality': () => ({
      body: { speciality_list: [], pagination: { page: 1, page_size: 500, total: 0 } },
    }),
  });
});
afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

function renderProfile(path = '/en/profile') {
  const user = userEvent.setup();
  const services = fakeServices(provider.url);
  const session = { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' };
  const view = renderRoute(path, { services, preloadedState: { session } });
  return { ...view, user, services };
}

const textbox = (name: RegExp) => screen.findByRole('textbox', { name });

describe('/profile keeps what the patient typed', () => {
  it('sends one logout call for a double click on log out', async () => {
    const { user, services } = renderProfile();
    await user.dblClick(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(services.reloads).toBe(1));
    expect(provider.received('POST api/v1/auth/logout')).toHaveLength(1);
  });

  it('shows a refusal that names a field under that field, with the input carrying the limit', async () => {
    provider.route({
      'POST api/v1/profile/update': () => ({
        status: 422,
        body: { code: 'too_long', message: 'This field is too long', field: 'last_name' },
      }),
    });
    const { user } = renderProfile();
    const last = await textbox(/Last name/);
    expect(last).toHaveAttribute('maxlength', String(FIELD_LIMITS.last_name));
    expect(await textbox(/First name/)).toHaveAttribute('maxlength', String(FIELD_LIMITS.first_name));
    await user.clear(last);
    await user.type(last, 'García López de la Fuente y Martínez');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(last).toHaveAccessibleDescription('This is too long. Shorten it and try again.'),
    );
    expect(last).toHaveValue('García López de la Fuente y Martínez');
    expect(last).toHaveFocus();
    expect(screen.queryByText('Your details could not be saved. Please try again')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved edits, stays when asked to, leaves when told', async () => {
    const { user, router } = renderProfile();
    const first = await textbox(/First name/);
    await user.type(first, 'belén');
    await act(() => router.navigate('/en/specialties'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/en/profile');
    expect(first).toHaveValue('Anabelén');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await act(() => router.navigate('/en/specialties'));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/specialties'));
  });

  it('leaves without asking once the edits are saved', async () => {
    const { user, router } = renderProfile();
    await user.type(await textbox(/First name/), 'belén');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your details have been saved.');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    await act(() => router.navigate('/en/specialties'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/specialties'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the phone formatted', async () => {
    renderProfile();
    expect(await screen.findByText('+34 612 34 56 78')).toBeVisible();
  });

  it('takes the birth date in the page’s language: dd/mm/aaaa on Spanish pages', async () => {
    const { user } = renderProfile('/profile');
    const birthDay = await textbox(/Fecha de nacimiento/);
    expect(birthDay).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(birthDay).toHaveValue('12/04/1990');
    await user.clear(birthDay);
    await user.type(birthDay, '０２/03/1985');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Tus datos se han guardado.');
    expect(provider.received('POST api/v1/profile/update')[0]?.body).toMatchObject({
      birth_day: '1985-03-02',
    });
  });

  it('takes the birth date month first on English pages, and says when it is not a date', async () => {
    const { user } = renderProfile('/en/profile');
    const birthDay = await textbox(/Date of birth/);
    expect(birthDay).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    expect(birthDay).toHaveValue('04/12/1990');
    await user.clear(birthDay);
    await user.type(birthDay, '31/02/1985');
    fireEvent.submit(birthDay.closest('form')!);
    await waitFor(() => expect(birthDay).toHaveAccessibleDescription('Enter a valid date of birth'));
    expect(birthDay).toHaveValue('31/02/1985');
    expect(provider.received('POST api/v1/profile/update')).toHaveLength(0);
  });
});
