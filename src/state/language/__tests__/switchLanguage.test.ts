import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { catalogApi } from '../../../api/shared/catalog';
import { setupStore } from '../../../store/store';
import { fakeServices } from '../../../testing/services';
import { initialSessionState } from '../../session/sessionSlice';
import { languageChanged, type Locale } from '../languageSlice';
import { localizedPath, switchLanguage } from '../thunks';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let requests: Recorded[];

beforeEach(async () => {
  requests = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  localStorage.clear();
});

function storeAt(path: string, { locale, isLoggedIn }: { locale: Locale; isLoggedIn: boolean }) {
  const services = fakeServices(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, path);
  const session = isLoggedIn
    ? { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' }
    : initialSessionState;
  return { store: setupStore({ session, language: { locale } }, services), services };
}

async function waitFor(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting for the provider call');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('switchLanguage', () => {
  it.each([
    ['/login?type=renew', 'es', 'en', '/en/login?type=renew'],
    ['/en/login?type=renew', 'en', 'es', '/login?type=renew'],
    ['/en/appointments', 'en', 'es', '/appointments'],
    ['/appointments', 'es', 'en', '/en/appointments'],
    ['/', 'es', 'en', '/en'],
    ['/en', 'en', 'es', '/'],
    ['/en/doctor/12?from=list#reviews', 'en', 'es', '/doctor/12?from=list#reviews'],
    ['/specialties#top', 'es', 'en', '/en/specialties#top'],
  ] as const)('from %s (%s → %s) navigates to %s', async (path, from, to, expected) => {
    const { store, services } = storeAt(path, { locale: from, isLoggedIn: false });
    await store.dispatch(switchLanguage(to));
    expect(services.navigations).toEqual([expected]);
    expect(store.getState().language.locale).toBe(to);
  });

  it.each([
    ['en', 2],
    ['es', 1],
  ] as const)(
    'when logged in, sets the preferred language to %s (id %i) on the provider',
    async (locale, id) => {
      const { store } = storeAt(locale === 'en' ? '/appointments' : '/en/appointments', {
        locale: locale === 'en' ? 'es' : 'en',
        isLoggedIn: true,
      });
      await store.dispatch(switchLanguage(locale));
      await waitFor(() => requests.length > 0);
      await settle();
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        method: 'PUT',
        url: '/api/v1/profile/preferred-language',
        body: { language_id: id },
      });
      expect(requests[0]!.headers.authorization).toBe('Bearer A1');
    },
  );

  it('when logged out, calls nothing', async () => {
    const { store, services } = storeAt('/appointments', { locale: 'es', isLoggedIn: false });
    await store.dispatch(switchLanguage('en'));
    await settle();
    expect(requests).toEqual([]);
    expect(services.navigations).toEqual(['/en/appointments']);
  });

  it.each([
    ['/', 'es', 'en'],
    ['/en', 'en', 'es'],
    ['/login', 'es', 'en'],
    ['/en/login?type=renew', 'en', 'es'],
  ] as const)('reports the switch to analytics on %s', async (path, from, to) => {
    const { store, services } = storeAt(path, { locale: from, isLoggedIn: false });
    await store.dispatch(switchLanguage(to));
    expect(services.events).toEqual([
      {
        event: 'language_switch',
        properties: { to, page: path.includes('login') ? '/login' : '/', language: from },
      },
    ]);
  });

  it.each([
    ['/specialties', 'es', 'en'],
    ['/en/specialties', 'en', 'es'],
    ['/doctor/12', 'es', 'en'],
    ['/b2b-login', 'es', 'en'],
  ] as const)('does not report the switch on %s', async (path, from, to) => {
    const { store, services } = storeAt(path, { locale: from, isLoggedIn: false });
    await store.dispatch(switchLanguage(to));
    expect(services.events).toEqual([]);
  });
});

describe('provider data across a language change', () => {
  const symptomCalls = () => requests.filter((request) => request.url === '/api/v1/symptom');

  it('is dropped when the language changes, so the next read asks the provider in the new language', async () => {
    const { store } = storeAt('/specialties', { locale: 'es', isLoggedIn: false });
    await store.dispatch(catalogApi.endpoints.getSymptoms.initiate());
    expect(catalogApi.endpoints.getSymptoms.select()(store.getState()).status).toBe('fulfilled');

    await store.dispatch(switchLanguage('en'));
    expect(catalogApi.endpoints.getSymptoms.select()(store.getState()).status).toBe('uninitialized');
    await store.dispatch(catalogApi.endpoints.getSymptoms.initiate());
    expect(symptomCalls().map((request) => request.headers['accept-language'])).toEqual(['es', 'en']);
  });

  it('is kept when the language is set to the one already in use (a locale root mounting)', async () => {
    const { store } = storeAt('/en/specialties', { locale: 'en', isLoggedIn: false });
    await store.dispatch(catalogApi.endpoints.getSymptoms.initiate());
    store.dispatch(languageChanged('en'));
    await store.dispatch(catalogApi.endpoints.getSymptoms.initiate());
    expect(symptomCalls()).toHaveLength(1);
  });
});

describe('localizedPath', () => {
  it.each([
    ['/login?type=renew', 'en', '/en/login?type=renew'],
    ['/en/login?type=renew', 'es', '/login?type=renew'],
    ['/', 'en', '/en'],
    ['/en', 'es', '/'],
    ['/en/', 'es', '/'],
    ['/en', 'en', '/en'],
    ['/en/profile', 'en', '/en/profile'],
    ['/profile', 'es', '/profile'],
    ['/#top', 'en', '/en#top'],
    ['/en?utm=x#top', 'es', '/?utm=x#top'],
    ['?utm=x', 'en', '/en?utm=x'],
    ['/doctor/12#reviews', 'en', '/en/doctor/12#reviews'],
    ['/english-lessons', 'es', '/english-lessons'],
    ['/english-lessons', 'en', '/en/english-lessons'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });
});
