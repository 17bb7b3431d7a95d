import { setTimeout as realSleep } from 'node:timers/promises';
import { setupStore } from '../../../store/store';
import { type LocalProvider, startLocalProvider } from '../../../testing/localProvider';
import { fakeServices } from '../../../testing/services';
import { type Profile, type ProfileSummary, sessionApi } from '../api';
import {
  selectFullName,
  selectIsEmployee,
  selectIsProfileComplete,
  selectIsSubscriptionActive,
} from '../selectors';
import { initialSessionState } from '../sessionSlice';

const profile: Profile = {
  user_id: 7,
  user: { full_name: 'ana garcía', email: null, phone: '+34600000001', companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: null,
  birth_day: null,
  is_subscription_active: false,
};

const summary: ProfileSummary = {
  user_id: 7,
  full_name: 'ana garcía lópez',
  is_profile_complete: true,
  is_subscription_active: true,
  is_employee: true,
};

let provider: LocalProvider;
beforeEach(async () => {
  provider = await startLocalProvider({
    'GET api/v1/profile': () => ({ body: profile }),
    'GET api/v1/profile/summary': () => ({ body: summary }),
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await provider.close();
  localStorage.clear();
});

function loggedIn() {
  const services = fakeServices(provider.url, '/en/specialties');
  localStorage.setItem('refresh_token', 'R1');
  localStorage.setItem('login', 'true');
  const session = { ...initialSessionState, isLoggedIn: true, accessToken: 'A1', refreshToken: 'R1' };
  return { store: setupStore({ session, language: { locale: 'en' } }, services), services };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i += 1) await realSleep(5);
  expect(condition()).toBe(true);
}

describe('the lighter profile', () => {
  it('is what the header reads, the full profile answering only until it arrives', async () => {
    const { store } = loggedIn();
    await store.dispatch(sessionApi.endpoints.getProfile.initiate());
    expect(selectFullName(store.getState())).toBe('ana garcía');
    expect(selectIsProfileComplete(store.getState())).toBe(false);
    expect(selectIsEmployee(store.getState())).toBe(false);

    await store.dispatch(sessionApi.endpoints.getProfileSummary.initiate());
    expect(selectFullName(store.getState())).toBe('ana garcía lópez');
    expect(selectIsProfileComplete(store.getState())).toBe(true);
    expect(selectIsEmployee(store.getState())).toBe(true);
    expect(selectIsSubscriptionActive(store.getState())).toBe(true);
  });

  it('is refetched with the full profile when the profile is saved', async () => {
    provider.route({ 'POST api/v1/profile/update': () => ({ body: profile }) });
    const { store } = loggedIn();
    const subscriptions = [
      store.dispatch(sessionApi.endpoints.getProfileSummary.initiate()),
      store.dispatch(sessionApi.endpoints.getProfile.initiate()),
    ];
    await Promise.all(subscriptions);
    provider.route({
      'GET api/v1/profile/summary': () => ({ body: { ...summary, full_name: 'Ana Nueva' } }),
    });
    await store.dispatch(
      sessionApi.endpoints.updateProfile.initiate({ first_name: 'Ana', last_name: 'Nueva' }),
    );
    await until(() => selectFullName(store.getState()) === 'Ana Nueva');
    expect(provider.received('GET api/v1/profile/summary')).toHaveLength(2);
    expect(provider.received('GET api/v1/profile')).toHaveLength(2);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});

describe('a failed summary fetch is a failed profile fetch (spec §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });

  const failing = () => ({ status: 500, body: { code: 'internal_error', message: 'boom' } });

  it('ends the session, shows the 4-second toast, then goes to /login', async () => {
    provider.route({ 'GET api/v1/profile/summary': failing });
    const { store, services } = loggedIn();
    void store.dispatch(sessionApi.endpoints.getProfileSummary.initiate());
    await until(() => store.getState().shell.toasts.length > 0);
    expect(store.getState().session.isLoggedIn).toBe(false);
    expect(localStorage.getItem('refresh_token')).toBeNull();

    jest.advanceTimersByTime(3999);
    await tick();
    expect(services.navigations).toEqual([]);
    jest.advanceTimersByTime(1);
    await until(() => services.navigations.length > 0);
    expect(services.navigations).toEqual(['/en/login?from=%2Fspecialties']);
    expect(store.getState().shell.toasts.map((toast) => toast.messageId)).toEqual(['session.profileFailed']);
  });

  it('shows one toast when the summary and the full profile fail together', async () => {
    provider.route({ 'GET api/v1/profile/summary': failing, 'GET api/v1/profile': failing });
    const { store } = loggedIn();
    await Promise.all([
      store.dispatch(sessionApi.endpoints.getProfileSummary.initiate()),
      store.dispatch(sessionApi.endpoints.getProfile.initiate()),
    ]);
    await until(() => store.getState().shell.toasts.length > 0);
    await tick();
    expect(provider.requests).toHaveLength(2);
    expect(store.getState().shell.toasts).toHaveLength(1);
  });

  it('keeps the session when the summary request gets no answer (cancelled by a navigation)', async () => {
    const { store, services } = loggedIn();
    const request = store.dispatch(sessionApi.endpoints.getProfileSummary.initiate());
    request.abort();
    await request;
    jest.advanceTimersByTime(10_000);
    await tick();
    expect(store.getState().session.isLoggedIn).toBe(true);
    expect(store.getState().shell.toasts).toEqual([]);
    expect(services.navigations).toEqual([]);
  });
});
