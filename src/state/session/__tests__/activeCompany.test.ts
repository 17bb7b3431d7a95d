import { tokenStorage } from '../../../lib/storage';
import { fakeServices } from '../../../testing/services';
import { setupStore } from '../../../store/store';
import { sessionApi, type Profile } from '../api';
import { selectActiveCompanyId } from '../selectors';
import { companySwitched, initialSessionState, loggedOut } from '../sessionSlice';

const employee: Profile = {
  user_id: 9,
  user: {
    full_name: 'Sofía Ruiz',
    email: null,
    phone: null,
    companies: [
      { id: 1, title: 'Acme Salud S.L.', img_url: null },
      { id: 2, title: 'Globex Iberia', img_url: null },
    ],
  },
  is_mobile_verified: true,
  first_name: 'Sofía',
  last_name: 'Ruiz',
  id_number: null,
  birth_day: null,
  is_subscription_active: false,
};

const signedIn = () =>
  setupStore({ session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A' } }, fakeServices());
const profileLoaded = (store: ReturnType<typeof signedIn>) =>
  store.dispatch(sessionApi.util.upsertQueryData('getProfile', undefined, employee));

beforeEach(() => localStorage.clear());

describe('the company an employee chose in the switcher', () => {
  it('is remembered and chosen again on the next page load, once the profile is known', async () => {
    const first = signedIn();
    await profileLoaded(first);
    first.dispatch(companySwitched(1));
    expect(selectActiveCompanyId(first.getState())).toBe(2);
    expect(tokenStorage.readActiveCompanyId()).toBe(2);

    const afterReload = signedIn();
    expect(selectActiveCompanyId(afterReload.getState())).toBeUndefined();
    await profileLoaded(afterReload);
    expect(selectActiveCompanyId(afterReload.getState())).toBe(2);
  });

  it('is forgotten on logout', async () => {
    const store = signedIn();
    await profileLoaded(store);
    store.dispatch(companySwitched(1));
    store.dispatch(loggedOut());
    expect(tokenStorage.readActiveCompanyId()).toBeNull();
  });
});
