import type { ProviderRoutes } from '../../../testing/localProvider';

export const countries = {
  country_list: [
    { id: 1, name: 'Portugal', iso_code: 'PT', calling_code: '+351' },
    { id: 2, name: 'Spain', iso_code: 'ES', calling_code: '+34' },
    { id: 3, name: 'United Kingdom', iso_code: 'GB', calling_code: '+44' },
  ],
};

export const tokens = { access_token: 'ACCESS-1', refresh_token: 'REFRESH-1' };

export const profile = {
  user_id: 7,
  user: { full_name: 'Ana García', email: null, phone: '+34612345678', companies: null },
  is_mobile_verified: true,
  first_name: 'Ana',
  last_name: 'García',
  id_number: null,
  birth_day: null,
  is_subscription_active: false,
};

/** A provider where every sign-in call succeeds; tests replace the routes they are about. */
export const signInRoutes = (): ProviderRoutes => ({
  'GET api/v1/auth/calling-code-countries': () => ({ body: countries }),
  'POST api/v1/auth/register': () => ({
    body: { channel: 'sms', is_new_user: false, resend_after_seconds: 30 },
  }),
  'POST api/v1/auth/verify-code': () => ({ body: { ...tokens, is_new_user: false, needs_mobile: false } }),
  'POST api/v1/profile/update': ({ body }) => ({ body: { ...profile, ...(body as object) } }),
  'POST api/v1/user/add-mobile-no': () => ({ body: { is_mobile_verified: true } }),
  'POST api/v1/auth/login-token': () => ({ body: tokens }),
  'GET api/v1/profile': () => ({ body: profile }),
  'GET api/v1/speciality/footer': () => ({ body: { speciality_list: [] } }),
});

/** A patient who is already signed in (access token `A`), as the store holds them after boot. */
export const signedInSession = {
  session: {
    isLoggedIn: true,
    accessToken: 'A',
    refreshToken: 'R',
    isB2BFlag: false,
    activeCompanyIndex: 0,
  },
};
