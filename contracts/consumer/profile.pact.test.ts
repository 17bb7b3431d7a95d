import { describeError, nameErrors } from '../../src/features/auth/errors';
import { describeSaveError } from '../../src/features/profile/errors';
import { type ProfileUpdate, sessionApi } from '../../src/state/session/api';
import { isProfileComplete } from '../../src/state/session/selectors';
import { failureOf } from './support/calls';
import { MINOR_BIRTH_DAY, PATIENT } from './support/fixtures';
import { boolean, integer, isoDate, string } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders } from './support/requests';
import { MINIMUM_AGE, minorBirthDayFromState } from './support/states';
import { storeFor } from './support/store';

const pact = createPact();

const INCOMPLETE_PROFILE = 'a patient with a verified phone and an incomplete profile';

const update = {
  first_name: 'Ana',
  last_name: 'García López',
  id_number: '12345678Z',
  birth_day: '1990-04-12',
  email: PATIENT.email,
} satisfies ProfileUpdate;

const updateRequest = (body: typeof update) => ({
  first_name: string(body.first_name),
  last_name: string(body.last_name),
  id_number: string(body.id_number),
  birth_day: isoDate(body.birth_day),
  email: string(body.email),
});

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  user_id: integer(PATIENT.id),
  user: {
    full_name: string('Ana García López'),
    phone: string(PATIENT.phone),
  },
  is_mobile_verified: true,
  first_name: string(update.first_name),
  last_name: string(update.last_name),
  is_subscription_active: boolean(false),
  ...overrides,
});

describe('profile', () => {
  it('updateProfile: completing the profile clears the incomplete markers', async () => {
    await pact
      .addInteraction()
      .given(INCOMPLETE_PROFILE)
      .uponReceiving("updateProfile: the patient completes the profile's personal data")
      .withRequest('POST', '/api/v1/profile/update', (b) =>
        b.headers(jsonHeaders()).jsonBody(updateRequest(update)),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          profileBody({ id_number: string(update.id_number), birth_day: isoDate(update.birth_day) }),
        ),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const profile = await store.dispatch(sessionApi.endpoints.updateProfile.initiate(update)).unwrap();
        expect(isProfileComplete(profile)).toBe(true);
      });
  });

  it('updateProfile: the name step of sign-up sends only the name', async () => {
    await pact
      .addInteraction()
      .given('a newly registered patient without a name')
      .uponReceiving('updateProfile: a new patient gives their name')
      .withRequest('POST', '/api/v1/profile/update', (b) =>
        b.headers(jsonHeaders()).jsonBody({ first_name: string('Ana'), last_name: string('García López') }),
      )
      .willRespondWith(200, (b) => b.jsonBody(profileBody()))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const profile = await store
          .dispatch(
            sessionApi.endpoints.updateProfile.initiate({ first_name: 'Ana', last_name: 'García López' }),
          )
          .unwrap();
        expect(profile).toMatchObject({ first_name: 'Ana', last_name: 'García López' });
        expect(profile.user.full_name).toEqual(expect.any(String));
      });
  });

  it('updateProfile: a patient under 18 is refused (minimum age, spec §5)', async () => {
    const minor = { ...update, birth_day: MINOR_BIRTH_DAY };
    await pact
      .addInteraction()
      .given(INCOMPLETE_PROFILE)
      .given(MINIMUM_AGE)
      .uponReceiving('updateProfile: a birth date under the minimum age is rejected')
      .withRequest('POST', '/api/v1/profile/update', (b) =>
        // Under 18 on the day the pact is verified: the state hands back `minorBirthDay`.
        b.headers(jsonHeaders()).jsonBody({ ...updateRequest(minor), birth_day: minorBirthDayFromState() }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody('under_minimum_age', 'You must be 18 or older')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(store.dispatch(sessionApi.endpoints.updateProfile.initiate(minor)));
        expect(failure.status).toBe(422);
        // The profile form puts the message under the birth date.
        expect(describeSaveError(failure).field).toBe('birthDay');
      });
  });

  it('updateProfile: the name is required (sign-up name step and profile form)', async () => {
    await pact
      .addInteraction()
      .given('a newly registered patient without a name')
      .uponReceiving('updateProfile: an empty first name is rejected')
      .withRequest('POST', '/api/v1/profile/update', (b) =>
        b.headers(jsonHeaders()).jsonBody({ first_name: '', last_name: string('García López') }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody('name_required', 'A name is required')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            sessionApi.endpoints.updateProfile.initiate({ first_name: '', last_name: 'García López' }),
          ),
        );
        expect(describeError(failure, nameErrors)).toBe(nameErrors.name_required);
        expect(describeSaveError(failure).field).toBe('firstName');
      });
  });
});
