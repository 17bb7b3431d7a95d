import type { Profile } from '../../../state/session/api';
import { summaryOf } from '../../../testing/profileSummary';
import { initialSessionState } from '../../../state/session/sessionSlice';
import { initialShellState } from '../../../state/shell/shellSlice';
import type { DeviceType } from '../../../lib/device';
import type { ProviderRoutes } from '../../../testing/localProvider';

export const completeProfile = (overrides: Partial<Profile> = {}): Profile => ({
  user_id: 7,
  user: { full_name: 'ana garcía lópez', email: 'ana@example.com', phone: '+34600000001', companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García López',
  id_number: '12345678Z',
  birth_day: '1990-04-02',
  is_subscription_active: false,
  ...overrides,
});

export const loggedIn = {
  session: { ...initialSessionState, isLoggedIn: true, accessToken: 'A', refreshToken: 'R' },
};
export const withDevice = (deviceType: DeviceType) => ({ shell: { ...initialShellState, deviceType } });

export const footerSpecialities = [
  { id: 1, title: 'Psicología', slug: 'psychology' },
  { id: 2, title: 'Medicina general', slug: 'general-medicine' },
];

/** What every page of the shell may call: the footer list, and the profile (summary and full) for a session. */
export const shellRoutes = (profile: Profile = completeProfile()): ProviderRoutes => ({
  'GET api/v1/speciality/footer': () => ({ body: { speciality_list: footerSpecialities } }),
  'GET api/v1/profile': () => ({ body: profile }),
  'GET api/v1/profile/summary': () => ({ body: summaryOf(profile) }),
  'GET api/v1/speciality': () => ({
    body: { speciality_list: [], pagination: { page: 1, page_size: 500, total: 0 } },
  }),
});

/** The first render waits for the catalog and the lazy route chunk: seconds when every suite runs at once. */
export const FIRST_RENDER = { timeout: 10_000 };
