import type { PactV4 } from '@pact-foundation/pact';
import {
  isProfileComplete,
  selectEmployeeCompany,
  selectFullName,
  selectIsEmployee,
  selectIsProfileComplete,
} from '../../src/state/session/selectors';
import { sessionApi } from '../../src/state/session/api';
import { logout } from '../../src/state/session/thunks';
import { failureOf } from './support/calls';
import { COMPANY, PATIENT } from './support/fixtures';
import { boolean, eachLike, fromState, integer, isoDate, jwt, string, url } from './support/matchers';
import { createPact } from './support/pact';
import {
  EXPIRED_ACCESS_TOKEN,
  REFRESHED_ACCESS_TOKEN,
  REFRESHED_REFRESH_TOKEN,
  REFRESH_TOKEN,
  errorBody,
  jsonHeaders,
  requestHeaders,
} from './support/requests';
import { storeFor } from './support/store';

const pact = createPact();

const COMPLETE_PROFILE = 'a patient with a complete profile';
const EXPIRED_TOKEN = "the patient's access token has expired";
const REFRESHABLE = "the patient's access token has expired and the refresh token is valid";
const LOGGED_OUT = "the patient's session was logged out";

const profileBody = () => ({
  user_id: integer(PATIENT.id),
  user: {
    full_name: string('Ana García López'),
    email: string(PATIENT.email),
    phone: string(PATIENT.phone),
  },
  is_mobile_verified: true,
  first_name: string('Ana'),
  last_name: string('García López'),
  id_number: string('12345678Z'),
  birth_day: isoDate('1990-04-12'),
  is_subscription_active: boolean(false),
});

// Shared by several tests: the same description and state must always describe the same interaction.
const profileInteraction = (p: PactV4) =>
  p
    .addInteraction()
    .given(COMPLETE_PROFILE)
    .uponReceiving("getProfile: a request for the patient's profile")
    .withRequest('GET', '/api/v1/profile', (b) => b.headers(requestHeaders()))
    .willRespondWith(200, (b) => b.jsonBody(profileBody()));

const expiredProfileInteraction = (p: PactV4) =>
  p
    .addInteraction()
    .given(EXPIRED_TOKEN)
    .uponReceiving('getProfile: a request with an expired access token is rejected with 401')
    .withRequest('GET', '/api/v1/profile', (b) => b.headers(requestHeaders({ auth: 'expired' })))
    .willRespondWith(401, (b) => b.jsonBody(errorBody('token_expired', 'Token has expired')));

const refreshRequest = (p: PactV4, state: string, description: string) =>
  p
    .addInteraction()
    .given(state)
    .uponReceiving(description)
    .withRequest('POST', '/api/v1/auth/refresh', (b) =>
      b.headers(jsonHeaders({ auth: 'none' })).jsonBody({
        refresh_token: fromState('refreshToken', '^\\S+$', REFRESH_TOKEN),
      }),
    );

/** The provider refuses a refresh token that was revoked (by logout, or reuse). */
const rejectedRefreshInteraction = (p: PactV4) =>
  refreshRequest(
    p,
    "the patient's access token has expired and the refresh token was revoked",
    'refresh: a revoked refresh token is rejected',
  ).willRespondWith(401, (b) => b.jsonBody(errorBody('invalid_refresh_token', 'Invalid refresh token')));

/** Ending the session settles the query at once; the navigation follows as the refresh returns. */
async function untilNavigated(services: { navigations: string[] }) {
  for (let tick = 0; tick < 100 && services.navigations.length === 0; tick += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const refreshInteraction = (p: PactV4) =>
  refreshRequest(
    p,
    REFRESHABLE,
    'refresh: a valid refresh token is exchanged for new tokens',
  ).willRespondWith(200, (b) =>
    b.jsonBody({
      access_token: jwt(REFRESHED_ACCESS_TOKEN),
      refresh_token: string(REFRESHED_REFRESH_TOKEN),
    }),
  );

describe('session', () => {
  it('getProfile: the profile the header and the completeness markers read', async () => {
    await profileInteraction(pact).executeTest(async (mockServer) => {
      const { store } = storeFor(mockServer);
      const profile = await store.dispatch(sessionApi.endpoints.getProfile.initiate()).unwrap();
      expect(profile.user_id).toBe(PATIENT.id);
      expect(profile.user.full_name).toEqual(expect.any(String));
      expect(isProfileComplete(profile)).toBe(true);
      expect(typeof profile.is_subscription_active).toBe('boolean');
      expect(selectIsEmployee(store.getState())).toBe(false);
    });
  });

  it("getProfile: an employee's profile names the company for the badge", async () => {
    await pact
      .addInteraction()
      .given('a patient who is an employee of a client company')
      .uponReceiving("getProfile: a request for an employee's profile")
      .withRequest('GET', '/api/v1/profile', (b) => b.headers(requestHeaders({ flag: 'b2b' })))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          ...profileBody(),
          user: {
            full_name: string('Ana García López'),
            email: string(COMPANY.email),
            phone: string(PATIENT.phone),
            companies: eachLike({
              id: integer(COMPANY.id),
              title: string(COMPANY.title),
              img_url: url('https://cdn.telehealth.example/companies/31.png'),
            }),
          },
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, { b2b: true });
        await store.dispatch(sessionApi.endpoints.getProfile.initiate()).unwrap();
        expect(selectIsEmployee(store.getState())).toBe(true);
        expect(selectEmployeeCompany(store.getState())).toEqual({
          title: COMPANY.title,
          logoUrl: expect.stringMatching(/^https?:\/\//),
        });
      });
  });

  it('getProfile: 401 on an expired token, one refresh, then the same request again with the new token', async () => {
    // Declared first: the mock server answers with the first interaction that matches a request.
    expiredProfileInteraction(pact);
    refreshInteraction(pact);
    await profileInteraction(pact).executeTest(async (mockServer) => {
      const { store, services } = storeFor(mockServer, { accessToken: EXPIRED_ACCESS_TOKEN });
      const profile = await store.dispatch(sessionApi.endpoints.getProfile.initiate()).unwrap();
      expect(profile.user_id).toBe(PATIENT.id);
      expect(store.getState().session).toMatchObject({
        isLoggedIn: true,
        accessToken: REFRESHED_ACCESS_TOKEN,
        refreshToken: REFRESHED_REFRESH_TOKEN,
      });
      expect(services.tokensSet).toEqual([REFRESHED_ACCESS_TOKEN]);
    });
  });

  it('refresh rejected: the session ends and the patient goes to /login', async () => {
    expiredProfileInteraction(pact);
    await rejectedRefreshInteraction(pact).executeTest(async (mockServer) => {
      const { store, services } = storeFor(mockServer, { accessToken: EXPIRED_ACCESS_TOKEN });
      const result = await store.dispatch(sessionApi.endpoints.getProfile.initiate());
      // Ending the session resets the API cache, the in-flight query's entry included.
      expect(result.data).toBeUndefined();
      expect(store.getState().session.isLoggedIn).toBe(false);
      await untilNavigated(services);
      expect(services.navigations).toEqual(['/login']);
    });
  });

  it('getProfile: after logout (in another tab) the access token is refused, and the session ends here too', async () => {
    await pact
      .addInteraction()
      .given(LOGGED_OUT)
      .uponReceiving('getProfile: an access token of a session that was logged out is rejected with 401')
      .withRequest('GET', '/api/v1/profile', (b) => b.headers(requestHeaders()))
      .willRespondWith(401, (b) => b.jsonBody(errorBody('token_revoked', 'Your session was closed')));
    await rejectedRefreshInteraction(pact).executeTest(async (mockServer) => {
      const { store, services } = storeFor(mockServer);
      await store.dispatch(sessionApi.endpoints.getProfile.initiate());
      expect(store.getState().session.isLoggedIn).toBe(false);
      await untilNavigated(services);
      expect(services.navigations).toEqual(['/login']);
    });
  });

  it('refresh: on load with an expired cookie, the refresh call hands over the new pair', async () => {
    await refreshInteraction(pact).executeTest(async (mockServer) => {
      const { store } = storeFor(mockServer, { loggedIn: false });
      // bootSession makes this call through renewSession, which stores the pair and signs the patient in.
      const tokens = await store
        .dispatch(sessionApi.endpoints.refresh.initiate({ refresh_token: REFRESH_TOKEN }))
        .unwrap();
      expect(tokens).toEqual({
        access_token: REFRESHED_ACCESS_TOKEN,
        refresh_token: REFRESHED_REFRESH_TOKEN,
      });
    });
  });

  it('logout: sends the refresh token, then clears the session and reloads', async () => {
    await pact
      .addInteraction()
      .given('a signed-in patient')
      .uponReceiving('logout: the refresh token is revoked')
      .withRequest('POST', '/api/v1/auth/logout', (b) =>
        b.headers(jsonHeaders()).jsonBody({ token: fromState('refreshToken', '^\\S+$', REFRESH_TOKEN) }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store, services } = storeFor(mockServer);
        await store.dispatch(logout()).unwrap();
        expect(store.getState().session.isLoggedIn).toBe(false);
        expect(services.tokenExpiredCalls).toBe(1);
        expect(services.reloads).toBe(1);
      });
  });

  it('getProfileSummary: the lighter profile', async () => {
    await pact
      .addInteraction()
      .given(COMPLETE_PROFILE)
      .uponReceiving("getProfileSummary: a request for the patient's profile summary")
      .withRequest('GET', '/api/v1/profile/summary', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user_id: integer(PATIENT.id),
          full_name: string('Ana García López'),
          is_profile_complete: true,
          is_subscription_active: boolean(false),
          is_employee: false,
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const summary = await store.dispatch(sessionApi.endpoints.getProfileSummary.initiate()).unwrap();
        expect(summary).toMatchObject({ user_id: PATIENT.id, is_profile_complete: true, is_employee: false });
        // What the header, the popover and the home greeting read.
        expect(selectFullName(store.getState())).toEqual(expect.any(String));
        expect(selectIsProfileComplete(store.getState())).toBe(true);
        expect(selectIsEmployee(store.getState())).toBe(false);
      });
  });

  it("getProfileSummary: an employee's summary says so (the shell then loads the companies)", async () => {
    await pact
      .addInteraction()
      .given('a patient who is an employee of a client company')
      .uponReceiving("getProfileSummary: a request for an employee's profile summary")
      .withRequest('GET', '/api/v1/profile/summary', (b) => b.headers(requestHeaders({ flag: 'b2b' })))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user_id: integer(PATIENT.id),
          full_name: string('Ana García López'),
          is_profile_complete: boolean(true),
          is_subscription_active: boolean(false),
          is_employee: true,
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, { b2b: true });
        await store.dispatch(sessionApi.endpoints.getProfileSummary.initiate()).unwrap();
        expect(selectIsEmployee(store.getState())).toBe(true);
      });
  });

  it('getPreferredLanguage: Spanish is language 1', async () => {
    await pact
      .addInteraction()
      .given('a patient whose preferred language is Spanish')
      .uponReceiving("getPreferredLanguage: a request for the patient's preferred language")
      .withRequest('GET', '/api/v1/profile/preferred-language', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody({ language_id: 1 }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const { language_id } = await store
          .dispatch(sessionApi.endpoints.getPreferredLanguage.initiate())
          .unwrap();
        expect(language_id).toBe(1);
      });
  });

  it('updatePreferredLanguage: switching to English (the set-language call)', async () => {
    await pact
      .addInteraction()
      .given('a patient whose preferred language is Spanish')
      .uponReceiving('updatePreferredLanguage: the patient switches to English')
      .withRequest('PUT', '/api/v1/profile/preferred-language', (b) =>
        b.headers(jsonHeaders({ locale: 'en' })).jsonBody({ language_id: 2 }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ language_id: 2 }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer, { locale: 'en' });
        const result = await store
          .dispatch(sessionApi.endpoints.updatePreferredLanguage.initiate({ language_id: 2 }))
          .unwrap();
        expect(result.language_id).toBe(2);
      });
  });

  it('disableSubscription: cancelling from the profile menu', async () => {
    await pact
      .addInteraction()
      .given('a patient with an active subscription')
      .uponReceiving('disableSubscription: the patient cancels the subscription')
      .withRequest('PUT', '/api/v1/user/subscription/disable-subscription', (b) =>
        b.headers(jsonHeaders()).jsonBody({}),
      )
      .willRespondWith(200, (b) => b.jsonBody({ is_subscription_active: false }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store.dispatch(sessionApi.endpoints.disableSubscription.initiate()).unwrap();
        expect(result.is_subscription_active).toBe(false);
      });
  });

  it('disableSubscription: a failed cancellation (the dialog shows the cancellation error)', async () => {
    await pact
      .addInteraction()
      .given('a patient without an active subscription')
      .uponReceiving('disableSubscription: cancelling when there is no active subscription fails')
      .withRequest('PUT', '/api/v1/user/subscription/disable-subscription', (b) =>
        b.headers(jsonHeaders()).jsonBody({}),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('no_active_subscription', 'There is no active subscription to cancel')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const error = await failureOf(store.dispatch(sessionApi.endpoints.disableSubscription.initiate()));
        expect(error).toMatchObject({ status: 409, data: { code: 'no_active_subscription' } });
      });
  });
});
