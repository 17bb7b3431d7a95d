import { standardApi } from '../../../api/standardApi';
import { setupStore } from '../../../store/store';
import { fakeServices } from '../../../testing/services';
import { watchOtherTabs } from '../watchOtherTabs';
import { initialSessionState } from '../sessionSlice';

const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (sub: string, expInSeconds = 3600) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + expInSeconds }))}.sig`;

/** What another tab's sign-in or refresh leaves in storage (lib/storage.ts save()). */
function anotherTabStores(accessToken: string, refreshToken: string, b2b = false) {
  localStorage.setItem('access_token', accessToken);
  localStorage.setItem('token', accessToken);
  localStorage.setItem('refresh_token', refreshToken);
  localStorage.setItem('login', 'true');
  localStorage.setItem('b2b', b2b ? 'true' : 'false');
}
/** What another tab's sign-out leaves (lib/storage.ts clear()). */
function anotherTabSignsOut() {
  for (const key of ['access_token', 'token', 'refresh_token', 'login']) localStorage.removeItem(key);
  localStorage.setItem('b2b', 'false');
}
/** The browser tells this tab that another one changed a key (jsdom does not fire it for its own window). */
const storageEvent = (key: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  localStorage.clear();
});

function tabWith(session = initialSessionState) {
  const store = setupStore({ session }, fakeServices());
  stop = watchOtherTabs(store.dispatch, () => store.getState().session);
  return store;
}

const signedIn = (accessToken: string) => ({
  ...initialSessionState,
  isLoggedIn: true,
  accessToken,
  refreshToken: 'R0',
});

describe('watching the other tabs', () => {
  it('signs out when another tab signs out, and forgets what it fetched for the user', () => {
    const token = jwt('7');
    anotherTabStores(token, 'R0');
    const store = tabWith(signedIn(token));
    store.dispatch(standardApi.util.upsertQueryData('getProfile' as never, undefined as never, {} as never));
    anotherTabSignsOut();
    storageEvent('login');
    expect(store.getState().session).toEqual(initialSessionState);
    expect(store.getState().api.queries).toEqual({});
    expect(localStorage.getItem('b2b')).toBe('false');
  });

  it('takes the tokens of a refresh in another tab, keeping its cached data (same user)', () => {
    const store = tabWith(signedIn(jwt('7')));
    store.dispatch(standardApi.util.upsertQueryData('getProfile' as never, undefined as never, {} as never));
    const refreshed = jwt('7', 900);
    anotherTabStores(refreshed, 'R1');
    storageEvent('refresh_token');
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: refreshed,
      refreshToken: 'R1',
    });
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
  });

  it('a visitor tab is signed in by a sign-in in another tab (an employee’s flag too)', () => {
    const store = tabWith();
    const token = jwt('8');
    anotherTabStores(token, 'R5', true);
    storageEvent('login');
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: token,
      refreshToken: 'R5',
      isB2BFlag: true,
    });
  });

  it('a sign-in missed while the tab was in the background is picked up on focus', () => {
    const store = tabWith();
    const token = jwt('8');
    anotherTabStores(token, 'R5');
    expect(store.getState().session.isLoggedIn).toBe(false);
    window.dispatchEvent(new Event('focus'));
    expect(store.getState().session).toMatchObject({ isLoggedIn: true, accessToken: token });
  });

  it('another user signing in replaces the session and its cached data', () => {
    const store = tabWith(signedIn(jwt('7')));
    store.dispatch(standardApi.util.upsertQueryData('getProfile' as never, undefined as never, {} as never));
    anotherTabStores(jwt('9'), 'R9');
    storageEvent(null);
    expect(store.getState().session.refreshToken).toBe('R9');
    expect(store.getState().api.queries).toEqual({});
  });

  it('ignores expired tokens and keys that are not the session’s', () => {
    const token = jwt('7');
    const store = tabWith(signedIn(token));
    anotherTabStores(jwt('7', -10), 'R1');
    storageEvent('access_token');
    localStorage.setItem('something', 'else');
    storageEvent('something');
    expect(store.getState().session).toMatchObject({
      isLoggedIn: true,
      accessToken: token,
      refreshToken: 'R0',
    });
  });

  it('stops watching when told', () => {
    const store = tabWith();
    stop?.();
    anotherTabStores(jwt('8'), 'R5');
    storageEvent('login');
    window.dispatchEvent(new Event('focus'));
    expect(store.getState().session.isLoggedIn).toBe(false);
  });
});
