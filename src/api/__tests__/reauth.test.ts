import { waitFor } from '@testing-library/react';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locale } from '../../state/language/languageSlice';
import { sessionApi } from '../../state/session/api';
import { initialSessionState } from '../../state/session/sessionSlice';
import { type AppDispatch, setupStore } from '../../store/store';
import { type FakeServices, fakeServices } from '../../testing/services';
import { b2bApi } from '../b2bApi';
import { LOGIN_MODAL_STATUS } from '../baseQuery';
import { standardApi } from '../standardApi';

// Test-only endpoints with distinct cache keys, to make many concurrent requests.
const testApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number }, number>({ query: (n) => `api/v1/probe/${n}` }),
  }),
});
const testB2bApi = b2bApi.injectEndpoints({
  endpoints: (build) => ({
    b2bProbe: build.query<{ n: number }, number>({ query: (n) => `api/v1/b2b/probe/${n}` }),
  }),
});
/**
 * The sign-in calls as the api layer knows them: by endpoint name (NO_REFRESH_ENDPOINTS and
 * UNAUTHENTICATED_ENDPOINTS). The auth feature injects the real ones; this layer's tests do not import it.
 */
type Body = Record<string, unknown>;
const signInApi = standardApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<unknown, Body>({
      query: (body) => ({ url: 'api/v1/auth/register', method: 'POST', body }),
    }),
    registerGoogle: build.mutation<unknown, Body>({
      query: (body) => ({ url: 'api/v1/auth/register-google', method: 'POST', body }),
    }),
    verifyCode: build.mutation<unknown, Body & { fromLoginModal?: boolean }>({
      query: ({ fromLoginModal, ...body }) => ({
        url: 'api/v1/auth/verify-code',
        method: 'POST',
        body,
        headers: fromLoginModal ? { status: LOGIN_MODAL_STATUS } : undefined,
      }),
    }),
    loginToken: build.mutation<unknown, Body>({
      query: (body) => ({ url: 'api/v1/auth/login-token', method: 'POST', body }),
    }),
  }),
});

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let requests: Recorded[];
let currentToken: string;
let refreshAccepted: boolean;

beforeEach(async () => {
  requests = [];
  currentToken = 'A1';
  refreshAccepted = true;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      requests.push({ method: req.method ?? '', url, headers: req.headers, body: raw && JSON.parse(raw) });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url === '/api/v1/auth/refresh') {
        setTimeout(() => {
          if (!refreshAccepted) return reply(401, { message: 'invalid refresh token' });
          currentToken = 'A2';
          reply(200, { access_token: 'A2', refresh_token: 'R2' });
        }, 50);
      } else if (url.startsWith('/api/v1/auth/')) reply(401, { message: 'wrong credentials' });
      else if (req.headers.authorization !== `Bearer ${currentToken}`) {
        // Some stale requests hear their 401 only after the refresh is over: they must not refresh again.
        setTimeout(() => reply(401, { message: 'expired' }), /\/probe\/\d*9$/.test(url) ? 150 : 0);
      } else if (url === '/api/v1/profile') reply(200, { user_id: 1, user: { full_name: 'Ana' } });
      else reply(200, { n: Number(url.split('/').pop()) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  localStorage.clear();
});

function loggedInStore({ token = 'A0', locale = 'es' as Locale } = {}) {
  const services: FakeServices = fakeServices(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  localStorage.setItem('access_token', token);
  localStorage.setItem('refresh_token', 'R0');
  localStorage.setItem('login', 'true');
  const session = { ...initialSessionState, isLoggedIn: true, accessToken: token, refreshToken: 'R0' };
  return { store: setupStore({ session, language: { locale } }, services), services };
}

const email = 'ana@example.com';
/** The calls whose 401 means wrong credentials, by endpoint name. */
const signInCalls = {
  refresh: (d: AppDispatch) => d(sessionApi.endpoints.refresh.initiate({ refresh_token: 'R0' })),
  verifyCode: (d: AppDispatch) => d(signInApi.endpoints.verifyCode.initiate({ email, code: '1234' })),
  loginToken: (d: AppDispatch) => d(signInApi.endpoints.loginToken.initiate({ token: 'g' })),
  register: (d: AppDispatch) =>
    d(signInApi.endpoints.register.initiate({ email, privacy_policy_accepted: true, language_id: 1 })),
  registerGoogle: (d: AppDispatch) =>
    d(signInApi.endpoints.registerGoogle.initiate({ credential: 'c', privacy_policy_accepted: true })),
};
const refreshCalls = () => requests.filter((r) => r.url === '/api/v1/auth/refresh');
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('the 401 rule', () => {
  it('refreshes once for 50 concurrent requests with an expired token and retries each with the new one', async () => {
    const { store, services } = loggedInStore();
    const results = await Promise.all(
      range(50).map((n) => store.dispatch(testApi.endpoints.probe.initiate(n))),
    );

    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.body).toEqual({ refresh_token: 'R0' });
    expect(results.map((r) => r.data)).toEqual(range(50).map((n) => ({ n })));
    for (const n of range(50)) {
      const auths = requests
        .filter((r) => r.url === `/api/v1/probe/${n}`)
        .map((r) => r.headers.authorization);
      expect(auths).toEqual(['Bearer A0', 'Bearer A2']);
    }
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: 'A2',
      refreshToken: 'R2',
    });
    expect(localStorage.getItem('access_token')).toBe('A2');
    expect(localStorage.getItem('refresh_token')).toBe('R2');
    expect(services.navigations).toEqual([]);
  });

  it('shares the refresh lock between standardApi and b2bApi', async () => {
    const { store } = loggedInStore();
    const results = await Promise.all([
      store.dispatch(sessionApi.endpoints.getProfile.initiate()),
      ...range(20).map((n) => store.dispatch(testApi.endpoints.probe.initiate(n))),
      ...range(20).map((n) => store.dispatch(testB2bApi.endpoints.b2bProbe.initiate(n))),
    ]);
    expect(refreshCalls()).toHaveLength(1);
    expect(results.every((r) => r.isSuccess)).toBe(true);
    const retried = requests.filter((r) => r.headers.authorization === 'Bearer A2');
    expect(retried).toHaveLength(41);
  });

  it.each([
    ['es', '/appointments', '/login?from=%2Fappointments'],
    ['en', '/en/doctor/3?tab=reviews', '/en/login?from=%2Fdoctor%2F3%3Ftab%3Dreviews'],
    ['en', '/en', '/en/login'],
  ] as const)(
    'ends the session when the refresh is refused and goes from %s to %s (sign-in returns there)',
    async (locale, from, path) => {
      refreshAccepted = false;
      const { store, services } = loggedInStore({ locale });
      services.path = from;
      localStorage.setItem('b2b', 'true');
      await Promise.all([
        store.dispatch(sessionApi.endpoints.getProfile.initiate()),
        ...range(10).map((n) => store.dispatch(testApi.endpoints.probe.initiate(n))),
      ]);

      await waitFor(() => expect(services.navigations).toEqual([path]));
      expect(refreshCalls()).toHaveLength(1);
      expect(requests).toHaveLength(12); // nothing is replayed once the session has ended
      expect(store.getState().session.isLoggedIn).toBe(false);
      for (const key of ['token', 'access_token', 'refresh_token', 'login'])
        expect(localStorage.getItem(key)).toBeNull();
      expect(localStorage.getItem('b2b')).toBe('false');
      expect(store.getState().shell.toasts).toEqual([]);
    },
  );

  it('leaves a visitor without a session where they are when a call gets 401', async () => {
    const services = fakeServices(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const store = setupStore(undefined, services);
    expect(await store.dispatch(testApi.endpoints.probe.initiate(1))).toMatchObject({
      error: { status: 401 },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.authorization).toBeUndefined();
    expect(services.navigations).toEqual([]);
  });

  it.each(Object.entries(signInCalls))('never refreshes when %s gets 401', async (_, call) => {
    refreshAccepted = false;
    const { store, services } = loggedInStore();
    expect(await call(store.dispatch)).toMatchObject({ error: { status: 401 } });
    expect(requests).toHaveLength(1); // the call itself: no refresh, no retry
    expect(requests[0]!.url).toMatch(/^\/api\/v1\/auth\//);
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: 'A0' });
    expect(services.navigations).toEqual([]);
  });
});

describe('headers on provider calls', () => {
  it.each([
    ['es', null, 'standard'],
    ['es', 'false', 'standard'],
    ['en', 'true', 'b2b'],
  ] as const)(
    'sends Accept-Language %s, the support flag (stored b2b %p ⇒ %s) and the bearer',
    async (locale, storedFlag, flag) => {
      const { store } = loggedInStore({ token: 'A1', locale });
      if (storedFlag !== null) localStorage.setItem('b2b', storedFlag);
      await store.dispatch(testApi.endpoints.probe.initiate(1));
      await store.dispatch(testB2bApi.endpoints.b2bProbe.initiate(2));
      await store.dispatch(sessionApi.endpoints.getProfile.initiate());
      expect(requests).toHaveLength(3);
      for (const { headers } of requests) {
        expect(headers).toMatchObject({
          'accept-language': locale,
          'x-support-flag': flag,
          authorization: 'Bearer A1',
        });
      }
    },
  );

  it('sends the stored b2b flag from the first call, before the session reads it for the footer', async () => {
    const { store } = loggedInStore({ token: 'A1' });
    localStorage.setItem('b2b', 'true');
    await store.dispatch(testApi.endpoints.probe.initiate(1));
    expect(store.getState().session.isB2BFlag).toBe(false);
    expect(requests[0]!.headers['x-support-flag']).toBe('b2b');

    localStorage.setItem('b2b', 'false');
    await store.dispatch(testApi.endpoints.probe.initiate(2));
    expect(requests[1]!.headers['x-support-flag']).toBe('standard');
  });

  it('sends verify-code without a bearer, unless it comes from the login modal', async () => {
    const { store } = loggedInStore({ token: 'A1' });
    await store.dispatch(signInApi.endpoints.verifyCode.initiate({ email, code: '1' }));
    await store.dispatch(signInApi.endpoints.verifyCode.initiate({ email, code: '2', fromLoginModal: true }));
    const [normal, modal] = requests;
    expect(normal!.headers.authorization).toBeUndefined();
    expect(normal!.headers).toMatchObject({ 'accept-language': 'es', 'x-support-flag': 'standard' });
    expect(modal!.headers).toMatchObject({ authorization: 'Bearer A1', status: 'loginModal' });
  });
});
