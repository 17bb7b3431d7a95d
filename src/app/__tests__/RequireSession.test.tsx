import { act, screen, waitFor } from '@testing-library/react';
import { holdGateUntil, sharedRenewalGate } from '../../api/reauth';
import { initialSessionState, signedOutElsewhere, tokenReceived } from '../../state/session/sessionSlice';
import { type LocalProvider, startLocalProvider } from '../../testing/localProvider';
import { renderRoute } from '../../testing/renderWithProviders';
import { fakeServices } from '../../testing/services';
import { completeProfile, FIRST_RENDER, shellRoutes } from '../shell/__tests__/fixtures';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ACCESS_TOKEN = `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: '7', exp: 4102444800 }))}.sig`;

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    ...shellRoutes(completeProfile()),
    'POST api/v1/auth/login-token': () => ({ body: { access_token: ACCESS_TOKEN, refresh_token: 'R1' } }),
  });
});
afterEach(async () => {
  await provider.close();
  localStorage.clear();
});

const location = (router: ReturnType<typeof renderRoute>['router']) =>
  router.state.location.pathname + router.state.location.search;

/** Each page that needs a session, where a visitor is sent, and the page's own URL (with its query). */
const SESSION_ONLY: [page: string, login: string][] = [
  ['/profile', '/login?from=%2Fprofile'],
  ['/renew', '/login?type=renew'],
  ['/appointments', '/login?from=%2Fappointments'],
  ['/appointments-detail?id=7001', '/login?from=%2Fappointments-detail%3Fid%3D7001'],
  ['/waiting?id=7001', '/login?from=%2Fwaiting%3Fid%3D7001'],
  ['/payment?preOrder=5001', '/login?from=%2Fpayment%3FpreOrder%3D5001'],
  ['/invoices', '/login?from=%2Finvoices'],
];
const inBothLanguages = SESSION_ONLY.flatMap(([page, login]) => [
  ['es', page, login],
  ['en', `/en${page}`, `/en${login}`],
]);

describe('pages that need a session (one guard in the route table)', () => {
  it.each(inBothLanguages)('%s: a visitor on %s signs in at %s and comes back', async (_, page, login) => {
    const { router } = renderRoute(page, { services: fakeServices(provider.url) });
    await waitFor(() => expect(location(router)).toBe(login), FIRST_RENDER);
    expect(provider.received('GET api/v1/profile')).toHaveLength(0);

    // The one-time sign-in link, opened on the same login page.
    await act(() => router.navigate(`${login}&token=one-time`));
    await waitFor(() => expect(location(router)).toBe(page), FIRST_RENDER);
    expect(provider.received('POST api/v1/auth/login-token')).toHaveLength(1);
  });

  it('while boot’s refresh renews the session, shows the page’s frame; its calls wait for the new token', async () => {
    let renewed = () => {};
    holdGateUntil(sharedRenewalGate, new Promise<void>((resolve) => (renewed = resolve)));
    const { router, store } = renderRoute('/en/appointments', {
      services: fakeServices(provider.url),
      preloadedState: { session: { ...initialSessionState, isRestoring: true } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My appointments' }, FIRST_RENDER),
    ).toBeVisible();
    const upcoming = () => provider.received('GET api/v2/meeting/homepage/upcomings');
    expect(upcoming()).toHaveLength(0);
    act(() => store.dispatch(tokenReceived({ accessToken: ACCESS_TOKEN, refreshToken: 'R1' })));
    act(() => renewed());
    await waitFor(() => expect(upcoming()).toHaveLength(1));
    expect(upcoming()[0]!.headers.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(location(router)).toBe('/en/appointments');
  });

  it('sends the patient to sign in when the session ends while the page is open (signed out in another tab)', async () => {
    const session = {
      ...initialSessionState,
      isLoggedIn: true,
      accessToken: ACCESS_TOKEN,
      refreshToken: 'R1',
    };
    const { router, store } = renderRoute('/invoices', {
      services: fakeServices(provider.url),
      preloadedState: { session },
    });
    await screen.findByRole('heading', { level: 1 }, FIRST_RENDER);
    act(() => store.dispatch(signedOutElsewhere()));
    await waitFor(() => expect(location(router)).toBe('/login?from=%2Finvoices'));
  });
});
