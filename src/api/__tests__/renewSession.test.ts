import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createServer, type IncomingHttpHeaders, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initialSessionState } from '../../state/session/sessionSlice';
import { fakeServices } from '../../testing/services';
import { SERVICE_UNREACHABLE } from '../reauth';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as EarlyRefreshModule from '../../early/earlyRefresh';
import type * as EarlyRenewalModule from '../../lib/earlyRenewal';
import type * as TokenRenewalModule from '../../lib/tokenRenewal';
import type * as StoreModule from '../../store/store';
import type * as StandardApiModule from '../standardApi';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A JWT-shaped access token of user 7 that lives an hour (the provider decides whether it still accepts it). */
const jwt = (name: string) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub: '7', exp: Math.floor(Date.now() / 1000) + 3600, name }))}.sig`;

type RefreshBehaviour =
  'ok' | 'network' | '503' | 'silent' | 'invalid_refresh_token' | 'refresh_token_reused';

let server: Server;
let requests: { url: string; headers: IncomingHttpHeaders; body: unknown }[];
let accepted: string;
let refreshBehaviour: RefreshBehaviour;
let issued: number;
/** Refresh tokens exchanged already: the provider rotates them and refuses one used twice. */
let spent: Set<string>;
const hanging: ServerResponse[] = [];

beforeEach(async () => {
  requests = [];
  accepted = jwt('A1');
  refreshBehaviour = 'ok';
  issued = 1;
  spent = new Set();
  // Each test's browser has an IndexedDB of its own (src/lib/sessionHandoff.ts), as it has its localStorage.
  globalThis.indexedDB = new IDBFactory();
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      requests.push({ url, headers: req.headers, body: raw && JSON.parse(raw) });
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url !== '/api/v1/auth/refresh') {
        if (req.headers.authorization === `Bearer ${accepted}`)
          return reply(200, { n: Number(url.split('/').pop()) });
        return reply(401, { code: 'token_expired', message: 'expired' });
      }
      switch (refreshBehaviour) {
        case 'network':
          return req.socket.destroy();
        case '503':
          return reply(503, { code: 'unavailable', message: 'down for maintenance' });
        case 'silent':
          return hanging.push(res);
        case 'invalid_refresh_token':
          return reply(400, { code: 'invalid_refresh_token', message: 'invalid' });
        case 'refresh_token_reused':
          return reply(401, { code: 'refresh_token_reused', message: 'reused' });
        case 'ok': {
          const { refresh_token: used } = (raw ? JSON.parse(raw) : {}) as { refresh_token?: string };
          if (used && spent.has(used)) return reply(401, { code: 'refresh_token_reused', message: 'reused' });
          if (used) spent.add(used);
          issued += 1;
          accepted = jwt(`A${issued}`);
          return reply(200, { access_token: accepted, refresh_token: `R${issued}` });
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  hanging.splice(0).forEach((res) => res.destroy());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  localStorage.clear();
});

const providerUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

/**
 * A tab of this browser, signed in with `token` (stored, as after sign-in): the app's modules loaded afresh, as
 * each tab runs its own copy; the tabs share localStorage and the Web Locks of this window, as tabs do.
 */
async function tab(token = jwt('A0'), refreshToken = 'R0', { timeoutMs = 10_000 } = {}) {
  localStorage.setItem('access_token', token);
  localStorage.setItem('refresh_token', refreshToken);
  localStorage.setItem('login', 'true');
  let app!: [typeof StoreModule, typeof StandardApiModule];
  await jest.isolateModulesAsync(async () => {
    app = await Promise.all([import('../../store/store'), import('../standardApi')]);
  });
  const [{ setupStore }, { standardApi }] = app;
  const probeApi = standardApi.injectEndpoints({
    endpoints: (build) => ({
      renewalProbe: build.query<{ n: number }, number>({ query: (n) => `api/v1/renewal-probe/${n}` }),
    }),
  });
  const services = fakeServices(providerUrl(), '/appointments', timeoutMs);
  const session = { ...initialSessionState, isLoggedIn: true, accessToken: token, refreshToken };
  const store = setupStore({ session, language: { locale: 'es' } }, services);
  const probe = (n: number) =>
    store.dispatch(probeApi.endpoints.renewalProbe.initiate(n, { forceRefetch: true }));
  return { store, services, probe };
}

const refreshCalls = () => requests.filter((request) => request.url === '/api/v1/auth/refresh');
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

describe('a refresh without a usable answer keeps the session', () => {
  it.each([
    ['a network error', 'network'],
    ['a 503', '503'],
    ['a timeout', 'silent'],
  ] as const)(
    '%s: the requests fail as unreachable, the session stays, the next call tries again',
    async (_, behaviour) => {
      refreshBehaviour = behaviour;
      const token = jwt('A0');
      // Short for the silent refresh; the other calls answer at once, even on a busy machine.
      const { store, services, probe } = await tab(token, 'R0', {
        timeoutMs: behaviour === 'silent' ? 1500 : 10_000,
      });

      const results = await Promise.all(range(5).map((n) => probe(n)));

      expect(results.map((result) => result.error)).toEqual(range(5).map(() => SERVICE_UNREACHABLE));
      expect(refreshCalls()).toHaveLength(1);
      expect(store.getState().session).toMatchObject({
        isLoggedIn: true,
        accessToken: token,
        refreshToken: 'R0',
      });
      expect(localStorage.getItem('refresh_token')).toBe('R0');
      expect(localStorage.getItem('login')).toBe('true');
      expect(services.navigations).toEqual([]);
      expect(store.getState().shell.toasts).toEqual([
        expect.objectContaining({ messageId: 'session.serviceUnreachable', severity: 'error' }),
      ]);

      refreshBehaviour = 'ok';
      expect((await probe(9)).data).toEqual({ n: 9 });
      expect(refreshCalls()).toHaveLength(2);
      expect(refreshCalls()[1]!.body).toEqual({ refresh_token: 'R0' });
      expect(store.getState().session).toMatchObject({
        isLoggedIn: true,
        accessToken: accepted,
        refreshToken: 'R2',
      });
    },
  );

  it('a refresh that never answers releases the queued requests and the lock after the timeout', async () => {
    refreshBehaviour = 'silent';
    const first = await tab(jwt('A0'), 'R0', { timeoutMs: 1500 });
    const queued = Promise.all(range(10).map((n) => first.probe(n)));
    await waitFor(() => expect(refreshCalls()).toHaveLength(1));
    expect(hanging).toHaveLength(1);

    const results = await queued;
    expect(results.map((result) => result.error)).toEqual(range(10).map(() => SERVICE_UNREACHABLE));
    expect(hanging).toHaveLength(1); // nobody refreshed again while the first refresh hung

    // The browser-wide lock is free again: another tab refreshes at once.
    refreshBehaviour = 'ok';
    const second = await tab(jwt('A0'), 'R0', { timeoutMs: 1500 });
    expect((await second.probe(1)).data).toEqual({ n: 1 });
    expect(refreshCalls()).toHaveLength(2);
  });
});

describe('a refresh token the provider rejects ends the session', () => {
  it.each(['invalid_refresh_token', 'refresh_token_reused'] as const)('%s', async (behaviour) => {
    refreshBehaviour = behaviour;
    const { store, services, probe } = await tab();
    expect((await probe(1)).isSuccess).toBe(false);
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(localStorage.getItem('refresh_token')).toBeNull();
    await waitFor(() => expect(services.navigations).toEqual(['/login?from=%2Fappointments']));
    expect(store.getState().shell.toasts).toEqual([]);
  });
});

describe('tabs of one browser', () => {
  it('share one refresh per expiry: the waiting tab takes the tokens the other stored', async () => {
    const expired = jwt('A0');
    const tabs = [await tab(expired), await tab(expired), await tab(expired)];

    const results = await Promise.all(tabs.flatMap(({ probe }) => range(5).map((n) => probe(n))));

    expect(results.map((result) => result.error ?? result.data)).toEqual(
      range(15).map((n) => ({ n: n % 5 })),
    );
    expect(refreshCalls()).toHaveLength(1);
    for (const { store, services } of tabs) {
      expect(store.getState().session).toMatchObject({ accessToken: accepted, refreshToken: 'R2' });
      expect(services.navigations).toEqual([]);
    }
    expect(localStorage.getItem('access_token')).toBe(accepted);
    expect(localStorage.getItem('refresh_token')).toBe('R2');
  });

  it('a tab whose stored tokens changed under it sends the new ones on its next call, without refreshing', async () => {
    const { store, probe } = await tab(jwt('A0'));
    localStorage.setItem('access_token', accepted); // another tab refreshed
    localStorage.setItem('refresh_token', 'R1');

    expect((await probe(3)).data).toEqual({ n: 3 });
    expect(requests.map((request) => request.headers.authorization)).toEqual([`Bearer ${accepted}`]);
    expect(store.getState().session).toMatchObject({ accessToken: accepted, refreshToken: 'R1' });
  });

  it('a tab whose storage still shows the pair another tab just spent takes the pair handed over, and stays signed in', async () => {
    const expired = jwt('A0');
    const first = await tab(expired, 'R0');
    const second = await tab(expired, 'R0');
    expect((await first.probe(1)).data).toEqual({ n: 1 });
    expect(refreshCalls()).toHaveLength(1);
    // Chrome's localStorage is only eventually consistent between tabs in different processes: the second tab,
    // granted the lock right after the first stored its new pair, can still read the old one.
    localStorage.setItem('access_token', expired);
    localStorage.setItem('refresh_token', 'R0');

    expect((await second.probe(2)).data).toEqual({ n: 2 });

    expect(refreshCalls()).toHaveLength(1); // R0 is never sent twice (the provider would refuse it)
    expect(second.store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: accepted,
      refreshToken: 'R2',
    });
    expect(second.services.navigations).toEqual([]);
  });

  it('a tab that meets a 401 after another tab signed out is signed out too, not refreshed', async () => {
    const { store, services, probe } = await tab(jwt('A0'));
    for (const key of ['access_token', 'token', 'refresh_token', 'login']) localStorage.removeItem(key);

    expect((await probe(1)).isSuccess).toBe(false);
    expect(refreshCalls()).toEqual([]);
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(services.navigations).toEqual([]);
  });
});

describe('the early script of a page whose token had expired (src/early/earlySession.ts)', () => {
  /** The pact's request for a refresh (contracts/pacts): what the early call must send, as the app's does. */
  const pactRefresh = () => {
    const file = path.join(__dirname, '../../../contracts/pacts/telehealth-web-telehealth-api.json');
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions: Array<{ description: string; request: { headers: Record<string, string[]> } }>;
    };
    return pact.interactions.find((entry) => entry.description.startsWith('refresh: a valid'))!.request;
  };

  it('renews under the same lock before the app has loaded; the app adopts it: one refresh, sent as the pact says', async () => {
    const expired = jwt('A0');
    const { store, probe } = await tab(expired, 'R0');
    let early!: [typeof EarlyRefreshModule, typeof TokenRenewalModule, typeof EarlyRenewalModule];
    await jest.isolateModulesAsync(async () => {
      early = await Promise.all([
        import('../../early/earlyRefresh'),
        import('../../lib/tokenRenewal'),
        import('../../lib/earlyRenewal'),
      ]);
    });
    const [{ earlyRefresh }, { renewTokens }, { startedEarly }] = early;
    startedEarly(
      renewTokens({
        stale: expired,
        ownRefreshToken: null,
        refresh: (refreshToken) => earlyRefresh(refreshToken, 'es', providerUrl()),
        waitMs: 10_000,
        settle: (outcome) => {
          if (outcome.renewal === 'renewed' && !outcome.elsewhere)
            localStorage.setItem('access_token', outcome.tokens.accessToken);
        },
      }),
    );

    expect((await probe(1)).data).toEqual({ n: 1 });

    expect(refreshCalls()).toHaveLength(1);
    const [call] = refreshCalls();
    expect(call!.body).toEqual({ refresh_token: 'R0' });
    for (const [name, [value]] of Object.entries(pactRefresh().headers)) {
      expect(call!.headers[name.toLowerCase()]).toBe(value);
    }
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: accepted,
      refreshToken: 'R2',
    });
    expect(localStorage.getItem('refresh_token')).toBe('R2');
  });
});
