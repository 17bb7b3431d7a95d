import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as realSleep } from 'node:timers/promises';
import { IDBFactory } from 'fake-indexeddb';
import type * as SessionHandoff from '../../../lib/sessionHandoff';
import { forgetHandoff, recordHandoff, takeHandoff } from '../../../lib/sessionHandoff';
import { setupStore } from '../../../store/store';
import { type FakeServices, fakeServices } from '../../../testing/services';
import type { Locale } from '../../language/languageSlice';
import { sessionApi } from '../api';
import { initialSessionState, loggedOut } from '../sessionSlice';
import { logout } from '../thunks';

jest.mock('../../../lib/sessionHandoff', () => {
  const actual = jest.requireActual<typeof SessionHandoff>('../../../lib/sessionHandoff');
  return { ...actual, forgetHandoff: jest.fn(actual.forgetHandoff) };
});

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let requests: Recorded[];
let status: number;
let cutBodyShort: boolean;

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  jest.mocked(forgetHandoff).mockClear();
  requests = [];
  status = 200;
  cutBodyShort = false;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw && JSON.parse(raw),
      });
      res.writeHead(status, { 'Content-Type': 'application/json' });
      if (cutBodyShort) {
        // The answer stops after its headers and part of its body, as when the page unloads mid-response.
        res.write('{"user_id": 7, "user": {');
        setImmediate(() => req.socket.destroy());
        return;
      }
      res.end(JSON.stringify(status === 200 ? { success: true } : { message: 'server error' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  jest.useRealTimers();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  localStorage.clear();
  document.cookie = 'token=; Path=/; Max-Age=0';
});

function loggedIn({ locale = 'es' as Locale, refreshToken = 'R1' as string | null } = {}) {
  const services: FakeServices = fakeServices(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  localStorage.setItem('access_token', 'A1');
  localStorage.setItem('token', 'A1');
  localStorage.setItem('refresh_token', 'R1');
  localStorage.setItem('login', 'true');
  localStorage.setItem('b2b', 'true');
  document.cookie = 'token=A1; Path=/';
  const session = {
    ...initialSessionState,
    isLoggedIn: true,
    accessToken: 'A1',
    refreshToken,
    isB2BFlag: true,
  };
  return { store: setupStore({ session, language: { locale } }, services), services };
}

function expectSignedOut(store: ReturnType<typeof loggedIn>['store']): void {
  expect(store.getState().session).toEqual(initialSessionState);
  for (const key of ['token', 'access_token', 'refresh_token', 'login'])
    expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('b2b')).toBe('false');
  expect(document.cookie).not.toContain('token=');
}

/** Lets the server and fetch (real I/O, outside the fake clock) make progress. */
const tick = () => new Promise((resolve) => setImmediate(resolve));
/** Polls on Node's own timers, which Jest's fake clock does not replace: up to 5 s of real time. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i += 1) await realSleep(5);
  expect(condition()).toBe(true);
}

describe('logout', () => {
  it('calls logout with the refresh token, clears storage, expires the cookie and reloads', async () => {
    const { store, services } = loggedIn();
    await store.dispatch(logout());

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/logout', body: { token: 'R1' } });
    expectSignedOut(store);
    expect(services.tokenExpiredCalls).toBe(1);
    expect(services.reloads).toBe(1);
    expect(services.navigations).toEqual([]);
  });

  it('falls back to the stored refresh token', async () => {
    const { store } = loggedIn({ refreshToken: null });
    await store.dispatch(logout());
    expect(requests[0]!.body).toEqual({ token: 'R1' });
  });

  it('forgets the pair the last refresh handed to other tabs; a visitor signed "out" at boot loads none of that', async () => {
    const visitor = setupStore({ language: { locale: 'es' } }, fakeServices('http://127.0.0.1:1/'));
    visitor.dispatch(loggedOut());
    await tick();
    expect(forgetHandoff).not.toHaveBeenCalled();

    await recordHandoff('R0', { accessToken: 'A1', refreshToken: 'R1' });
    const { store } = loggedIn();
    await store.dispatch(logout());
    await until(() => jest.mocked(forgetHandoff).mock.calls.length === 1);
    await expect(jest.mocked(forgetHandoff).mock.results[0]!.value).resolves.toBeUndefined();
    await expect(takeHandoff('R0')).resolves.toBeNull();
  });

  it('still signs out and reloads when the provider fails', async () => {
    status = 500;
    const { store, services } = loggedIn();
    await store.dispatch(logout());
    expect(requests).toHaveLength(1);
    expectSignedOut(store);
    expect(services.tokenExpiredCalls).toBe(1);
    expect(services.reloads).toBe(1);
  });
});

describe('profile fetch failure (spec §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  it.each([
    ['es', '/invoices', '/login?from=%2Finvoices'],
    ['en', '/en/appointments?tab=past', '/en/login?from=%2Fappointments%3Ftab%3Dpast'],
  ] as const)(
    'ends the session, shows the toast for 4 s, then goes from %s to %s',
    async (locale, from, path) => {
      status = 500;
      const { store, services } = loggedIn({ locale });
      services.path = from;
      void store.dispatch(sessionApi.endpoints.getProfile.initiate());
      await until(() => store.getState().shell.toasts.length > 0);

      expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/profile']);
      expectSignedOut(store);
      expect(store.getState().shell.toasts).toEqual([
        {
          id: expect.any(String),
          messageId: 'session.profileFailed',
          severity: 'error',
          durationMs: 4000,
          anchor: { vertical: 'top', horizontal: 'right' },
        },
      ]);
      expect(services.navigations).toEqual([]);

      jest.advanceTimersByTime(3999);
      await tick();
      expect(services.navigations).toEqual([]);

      jest.advanceTimersByTime(1);
      await until(() => services.navigations.length > 0);
      expect(services.navigations).toEqual([path]);
    },
  );

  it('keeps the session when the request gets no answer: aborted by a reload or navigation, or offline', async () => {
    const { store, services } = loggedIn();
    const aborted = store.dispatch(sessionApi.endpoints.getProfile.initiate());
    aborted.abort();
    await aborted;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.dispatch(sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }));
    expect(sessionApi.endpoints.getProfile.select()(store.getState()).error).toMatchObject({
      status: 'FETCH_ERROR',
    });

    jest.advanceTimersByTime(10_000);
    await tick();
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: 'A1' });
    expect(localStorage.getItem('refresh_token')).toBe('R1');
    expect(document.cookie).toContain('token=A1');
    expect(store.getState().shell.toasts).toEqual([]);
    expect(services.navigations).toEqual([]);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  it('keeps the session when the answer is cut off after its headers (the page unloading mid-response)', async () => {
    cutBodyShort = true;
    const { store, services } = loggedIn();
    const result = await store.dispatch(sessionApi.endpoints.getProfile.initiate());
    expect(result.error).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 200 });
    jest.advanceTimersByTime(10_000);
    await tick();
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: 'A1' });
    expect(localStorage.getItem('refresh_token')).toBe('R1');
    expect(store.getState().shell.toasts).toEqual([]);
    expect(services.navigations).toEqual([]);
  });

  it('does nothing when the profile fails while logged out', async () => {
    status = 500;
    const services = fakeServices(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const store = setupStore(undefined, services);
    await store.dispatch(sessionApi.endpoints.getProfile.initiate());
    expect(requests).toHaveLength(1);
    jest.advanceTimersByTime(10_000);
    await tick();
    expect(store.getState().shell.toasts).toEqual([]);
    expect(services.navigations).toEqual([]);
  });
});
