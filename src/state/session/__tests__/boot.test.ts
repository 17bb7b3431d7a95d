import { waitFor } from '@testing-library/react';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { env } from '../../../config/env';
import { type RootState, setupStore } from '../../../store/store';
import { fakeServices } from '../../../testing/services';
import { selectSupportPhone } from '../selectors';
import { bootSession, scheduleB2BFlagRead } from '../thunks';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  sessionAtArrival: RootState['session'] | undefined;
}

let server: Server;
let baseUrl: string;
let requests: Recorded[];
let refreshStatus: number;
let store: ReturnType<typeof setupStore> | undefined;

beforeEach(async () => {
  requests = [];
  refreshStatus = 200;
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const sessionAtArrival = store?.getState().session;
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw && JSON.parse(raw),
        sessionAtArrival,
      });
      const ok = req.url === '/api/v1/auth/refresh' && refreshStatus === 200;
      res.writeHead(ok ? 200 : refreshStatus, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { access_token: 'A1', refresh_token: 'R1' } : { message: 'Unauthorized' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  store = undefined;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  localStorage.clear();
  document.cookie = 'token=; Path=/; Max-Age=0';
});

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: '7', exp }))}.sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function boot() {
  const services = fakeServices(baseUrl);
  const local = setupStore(undefined, services);
  store = local;
  return { services, store: local, run: () => local.dispatch(bootSession()) };
}

const refreshCalls = () => requests.filter((r) => r.url === '/api/v1/auth/refresh');

function expectStorageCleared(): void {
  for (const key of ['token', 'access_token', 'refresh_token', 'login'])
    expect(localStorage.getItem(key)).toBeNull();
  expect(localStorage.getItem('b2b')).toBe('false');
}

describe('bootSession', () => {
  it('logs in from a live token cookie without calling the provider', async () => {
    const token = jwt(nowSeconds() + 3600);
    document.cookie = `token=${token}; Path=/`;
    const { run, store } = boot();
    const result = await run();
    expect(result.payload).toEqual({ isLoggedIn: true });
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: token });
    expect(localStorage.getItem('login')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('prefers the stored access token and keeps the stored refresh token', async () => {
    document.cookie = `token=${jwt(nowSeconds() + 3600)}; Path=/`;
    localStorage.setItem('access_token', 'STORED');
    localStorage.setItem('refresh_token', 'R0');
    const { run, store } = boot();
    await run();
    expect(store.getState().session).toMatchObject({ accessToken: 'STORED', refreshToken: 'R0' });
  });

  it('with an expired cookie: logged out, and exactly one refresh with the stored refresh token', async () => {
    document.cookie = `token=${jwt(nowSeconds() - 10)}; Path=/`;
    localStorage.setItem('refresh_token', 'R0');
    localStorage.setItem('access_token', 'A0');
    const { run, services, store } = boot();
    const result = await run();

    expect(result.payload).toEqual({ isLoggedIn: false, refreshed: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { refresh_token: 'R0' } });
    expect(requests[0]!.sessionAtArrival).toMatchObject({
      isLoggedIn: false,
      isRestoring: true,
      accessToken: null,
    });
    // A successful refresh logs the user back in (listeners.ts) with the new tokens.
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: 'A1',
      refreshToken: 'R1',
    });
    expect(services.tokensSet).toEqual(['A1']);
  });

  it('with an expired cookie whose refresh is refused (401): stays logged out with storage cleared', async () => {
    refreshStatus = 401;
    document.cookie = `token=${jwt(nowSeconds() - 10)}; Path=/`;
    localStorage.setItem('refresh_token', 'R0');
    localStorage.setItem('access_token', 'A0');
    localStorage.setItem('login', 'true');
    localStorage.setItem('b2b', 'true');
    const { run, services, store } = boot();
    await run();

    expect(refreshCalls()).toHaveLength(1);
    expect(store.getState().session.isLoggedIn).toBe(false);
    expectStorageCleared();
    expect(document.cookie).not.toContain('token=');
    expect(services.navigations).toEqual([]);
  });

  it('with an expired cookie whose refresh gets no usable answer (503): keeps the session for the next call', async () => {
    refreshStatus = 503;
    const expired = jwt(nowSeconds() - 10);
    document.cookie = `token=${expired}; Path=/`;
    localStorage.setItem('refresh_token', 'R0');
    localStorage.setItem('access_token', expired);
    localStorage.setItem('login', 'true');
    localStorage.setItem('b2b', 'true');
    const { run, services, store } = boot();
    await run();

    expect(refreshCalls()).toHaveLength(1);
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      isRestoring: false,
      accessToken: expired,
      refreshToken: 'R0',
    });
    expect(localStorage.getItem('refresh_token')).toBe('R0');
    expect(localStorage.getItem('b2b')).toBe('true');
    expect(services.navigations).toEqual([]);
    expect(store.getState().shell.toasts).toEqual([
      expect.objectContaining({ messageId: 'session.serviceUnreachable' }),
    ]);
  });

  it('with an expired cookie while another tab already refreshed: takes its tokens, no refresh', async () => {
    document.cookie = `token=${jwt(nowSeconds() - 10)}; Path=/`;
    localStorage.setItem('refresh_token', 'R0');
    localStorage.setItem('access_token', 'A0');
    localStorage.setItem('login', 'true');
    const { run, store } = boot();
    const fresh = jwt(nowSeconds() + 900);
    // The other tab finishes its refresh while this one boots, before this one gets the lock.
    await navigator.locks.request('telehealth-session-refresh', async () => {
      void run();
      localStorage.setItem('access_token', fresh);
      localStorage.setItem('refresh_token', 'R1');
    });
    await waitFor(() =>
      expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: fresh }),
    );
    expect(store.getState().session.refreshToken).toBe('R1');
    expect(requests).toEqual([]);
  });

  it.each([
    ['an expired cookie', () => (document.cookie = `token=${jwt(nowSeconds() - 10)}; Path=/`)],
    ['no cookie but the login flag', () => localStorage.setItem('login', 'true')],
  ])('with %s, a business user refreshed back in keeps the b2b flag', async (_, setUp) => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      setUp();
      localStorage.setItem('refresh_token', 'R0');
      localStorage.setItem('b2b', 'true');
      const { run, store } = boot();
      scheduleB2BFlagRead(store.dispatch);
      await run();

      expect(refreshCalls()).toHaveLength(1);
      expect(refreshCalls()[0]!.headers['x-support-flag']).toBe('b2b');
      expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: 'A1' });
      expect(localStorage.getItem('b2b')).toBe('true');
      jest.advanceTimersByTime(1000);
      expect(store.getState().session.isB2BFlag).toBe(true);
      expect(selectSupportPhone(store.getState())).toBe(env.supportPhoneB2B);
    } finally {
      jest.useRealTimers();
    }
  });

  it('with an expired cookie and no refresh token: logged out, no call', async () => {
    document.cookie = `token=${jwt(nowSeconds() - 10)}; Path=/`;
    const { run, store } = boot();
    expect((await run()).payload).toEqual({ isLoggedIn: false });
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(requests).toEqual([]);
  });

  it.each([
    ['not-a-jwt', /^Invalid token specified: missing part #2$/],
    ['a.b.c', /^Invalid token specified: invalid base64 for part #2/],
    [`h.${b64url('{oops')}.s`, /^Invalid token specified: invalid json for part #2/],
  ])('drops an undecodable cookie (%s) and logs out', async (cookie, error) => {
    document.cookie = `token=${cookie}; Path=/`;
    localStorage.setItem('access_token', 'A0');
    const { run, services, store } = boot();
    const result = await run();

    expect(result.payload).toMatchObject({ isLoggedIn: false, tokenError: expect.stringMatching(error) });
    expect(document.cookie).not.toContain('token=');
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(services.tokenExpiredCalls).toBe(1);
    expectStorageCleared();
    expect(requests).toEqual([]);
  });

  it('without a cookie but signed in with a refresh token: one refresh, which logs the user back in', async () => {
    localStorage.setItem('refresh_token', 'R0');
    localStorage.setItem('login', 'true');
    const { run, store } = boot();
    expect((await run()).payload).toEqual({ isLoggedIn: false, refreshed: true });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      body: { refresh_token: 'R0' },
    });
    // The refresh's fulfilled action logs the user in through the session listener.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: 'A1',
      refreshToken: 'R1',
    });
  });

  it('without a cookie: logged out, storage cleared, no call', async () => {
    localStorage.setItem('access_token', 'A0');
    const { run, services, store } = boot();
    expect((await run()).payload).toEqual({ isLoggedIn: false });
    expect(store.getState().session.isLoggedIn).toBe(false);
    expectStorageCleared();
    expect(services.tokenExpiredCalls).toBe(0);
    expect(requests).toEqual([]);
  });
});

describe('the b2b flag and the support phone', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the b2b flag 1000 ms after load and switches the support phone', () => {
    const local = setupStore(undefined, fakeServices(baseUrl));
    localStorage.setItem('b2b', 'true');
    scheduleB2BFlagRead(local.dispatch);
    jest.advanceTimersByTime(999);
    expect(local.getState().session.isB2BFlag).toBe(false);
    expect(selectSupportPhone(local.getState())).toBe(env.supportPhone);
    jest.advanceTimersByTime(1);
    expect(local.getState().session.isB2BFlag).toBe(true);
    expect(selectSupportPhone(local.getState())).toBe(env.supportPhoneB2B);
    expect(env.supportPhoneB2B).not.toBe(env.supportPhone);
  });

  it.each([['false'], [null]])('keeps the standard phone when the flag is %p', (flag) => {
    const local = setupStore(undefined, fakeServices(baseUrl));
    if (flag !== null) localStorage.setItem('b2b', flag);
    scheduleB2BFlagRead(local.dispatch);
    jest.advanceTimersByTime(1000);
    expect(local.getState().session.isB2BFlag).toBe(false);
    expect(selectSupportPhone(local.getState())).toBe(env.supportPhone);
  });

  it('does not read the flag once cancelled', () => {
    const local = setupStore(undefined, fakeServices(baseUrl));
    localStorage.setItem('b2b', 'true');
    const cancel = scheduleB2BFlagRead(local.dispatch);
    jest.advanceTimersByTime(500);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(local.getState().session.isB2BFlag).toBe(false);
  });
});
