import { configure, screen, waitFor } from '@testing-library/react';
import type { Env } from '../../../config/env';
import userEvent from '@testing-library/user-event';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { renderRoute } from '../../../testing/renderWithProviders';
import { fakeServices } from '../../../testing/services';
import { signInRoutes, tokens } from './fixtures';

jest.mock('../../../config/env', () => {
  const actual = jest.requireActual<{ env: Env }>('../../../config/env');
  return { env: { ...actual.env, googleClientId: 'client-1.apps.googleusercontent.com' } };
});

// Route chunks, catalogs and a real HTTP round trip: give them time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

let provider: LocalProvider;

beforeEach(async () => {
  provider = await startLocalProvider({
    ...signInRoutes(),
    'POST api/v1/auth/register-google': () => ({ body: { ...tokens, is_new_user: false } }),
  });
});

afterEach(async () => {
  await provider.close();
  localStorage.clear();
  delete (window as { google?: unknown }).google;
});

/**
 * Google Identity Services as the page meets it: the script loads, `initialize` takes the callback and
 * `renderButton` draws a button; clicking it hands the callback a credential, as Google's popup does.
 */
async function loadFakeGoogle(credential: string) {
  const script = await waitFor(() => {
    const element = document.head.querySelector<HTMLScriptElement>('script[src*="accounts.google.com"]');
    if (!element) throw new Error('Google script not requested');
    return element;
  });
  let callback: (response: { credential?: string }) => void = () => undefined;
  (window as { google?: unknown }).google = {
    accounts: {
      id: {
        initialize: (options: { callback: typeof callback }) => (callback = options.callback),
        renderButton: (parent: HTMLElement) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Continue with Google';
          button.addEventListener('click', () => callback({ credential }));
          parent.appendChild(button);
        },
      },
    },
  };
  script.dispatchEvent(new Event('load'));
  return screen.findByRole('button', { name: 'Continue with Google' });
}

describe('/login with Google (PUBLIC_GOOGLE_CLIENT_ID set)', () => {
  it('keeps a credential that came before the privacy policy was accepted, and signs in once it is', async () => {
    const user = userEvent.setup();
    const { router, store } = renderRoute('/en/login', { services: fakeServices(provider.url) });
    const google = await loadFakeGoogle('google-id-token');

    await user.click(google);
    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    await waitFor(() => expect(privacy).toHaveAccessibleDescription('Accept the privacy policy to continue'));
    expect(privacy).toHaveFocus();
    expect(provider.received('POST api/v1/auth/register-google')).toHaveLength(0);

    await user.click(privacy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(provider.received('POST api/v1/auth/register-google').map((request) => request.body)).toEqual([
      { credential: 'google-id-token', privacy_policy_accepted: true },
    ]);
    expect(store.getState().session.accessToken).toBe(tokens.access_token);
  });

  it('sends the policy version accepted; a newer policy is accepted again and the same credential goes on', async () => {
    let version = '2026-03';
    provider.route({
      'GET api/v1/pwa/policies': () => ({
        body: { policies: [{ id: 1, type: 'privacy', title: 'P', url: 'https://legal.test/p', version }] },
      }),
      'POST api/v1/auth/register-google': ({ body }) =>
        (body as { privacy_policy_version?: string }).privacy_policy_version === '2026-04'
          ? { body: { ...tokens, is_new_user: false } }
          : { status: 422, body: { code: 'privacy_policy_outdated', message: 'changed' } },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/en/login', { services: fakeServices(provider.url) });
    const google = await loadFakeGoogle('google-id-token');
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    version = '2026-04';
    await user.click(google);

    const privacy = screen.getByRole('checkbox', { name: /privacy policy/ });
    await waitFor(() => expect(privacy).not.toBeChecked());
    expect(privacy).toHaveAccessibleDescription(
      'The privacy policy has changed. Read the new version and accept it to continue.',
    );
    await waitFor(() => expect(provider.received('GET api/v1/pwa/policies')).toHaveLength(2));
    await user.click(privacy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(provider.received('POST api/v1/auth/register-google').map((request) => request.body)).toEqual([
      { credential: 'google-id-token', privacy_policy_accepted: true, privacy_policy_version: '2026-03' },
      { credential: 'google-id-token', privacy_policy_accepted: true, privacy_policy_version: '2026-04' },
    ]);
  });

  it('says so when the provider refuses the Google credential, and offers the form', async () => {
    provider.route({
      'POST api/v1/auth/register-google': () => ({
        status: 401,
        body: { code: 'invalid_google_credential', message: 'Invalid Google credential' },
      }),
    });
    const user = userEvent.setup();
    renderRoute('/en/login', { services: fakeServices(provider.url) });
    const google = await loadFakeGoogle('bad-token');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(google);
    expect(await screen.findByText(/Google sign-in did not work/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeVisible();
  });
});
