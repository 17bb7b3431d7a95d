/**
 * Profile refusals the form shows under their field, a refusal naming a field over its length limit (the last
 * name; the first name in the profile form and in the sign-up name step), and a provider that fails to read the
 * profile (spec §8).
 */
import { FIELD_LIMITS } from '../../src/api/fieldLimits';
import { describeError, nameErrors, nameFields } from '../../src/features/auth/errors';
import { authMessages } from '../../src/features/auth/messages';
import { describeSaveError } from '../../src/features/profile/errors';
import { profileMessages } from '../../src/features/profile/messages';
import { type ProfileUpdate, sessionApi } from '../../src/state/session/api';
import { sessionMessages } from '../../src/state/session/messages';
import { failureOf } from './support/calls';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { storeFor } from './support/store';

const pact = createPact();

const INCOMPLETE_PROFILE = 'a patient with a verified phone and an incomplete profile';
const WITHOUT_A_NAME = 'a newly registered patient without a name';
const OTHER_PATIENT_EMAIL = 'lucia.martin@example.com';
const names = { first_name: 'Ana', last_name: 'García López' };

const refusal = (
  description: string,
  body: ProfileUpdate,
  status: number,
  code: string,
  message: string,
  field: string,
  states: string[] = [INCOMPLETE_PROFILE],
) => {
  const interaction = states.reduce((builder, state) => builder.given(state), pact.addInteraction());
  return interaction
    .uponReceiving(`updateProfile: ${description}`)
    .withRequest('POST', '/api/v1/profile/update', (b) => b.headers(jsonHeaders()).jsonBody(body))
    .willRespondWith(status, (b) => b.jsonBody({ ...errorBody(code, message), field }));
};

const update = (mockServer: Parameters<typeof storeFor>[0], body: ProfileUpdate) =>
  failureOf(storeFor(mockServer).store.dispatch(sessionApi.endpoints.updateProfile.initiate(body)));

describe('profile: refusals shown under their field', () => {
  it.each([
    {
      description: 'an ID number with a wrong check letter is rejected',
      body: { ...names, id_number: '12345678A' },
      code: 'invalid_id_number',
      message: 'Invalid ID number',
      field: 'id_number',
      shown: { field: 'idNumber', message: profileMessages.idNumberInvalid },
    },
    {
      description: 'a birth date that does not exist is rejected',
      body: { ...names, birth_day: '1990-02-30' },
      code: 'invalid_birth_day',
      message: 'Invalid birth date',
      field: 'birth_day',
      shown: { field: 'birthDay', message: profileMessages.birthDayInvalid },
    },
  ])('updateProfile: $description', async ({ description, body, code, message, field, shown }) => {
    await refusal(description, body, 422, code, message, field).executeTest(async (mockServer) => {
      expect(describeSaveError(await update(mockServer, body))).toEqual(shown);
    });
  });

  it("updateProfile: another patient's e-mail is refused", async () => {
    const body = { ...names, email: OTHER_PATIENT_EMAIL };
    await refusal(
      'an e-mail that belongs to another patient is rejected',
      body,
      409,
      'email_taken',
      'This e-mail belongs to another account',
      'email',
      [INCOMPLETE_PROFILE, `the e-mail ${OTHER_PATIENT_EMAIL} belongs to another patient`],
    ).executeTest(async (mockServer) => {
      expect(describeSaveError(await update(mockServer, body))).toEqual({
        field: 'email',
        message: profileMessages.emailTaken,
      });
    });
  });

  it('updateProfile: a last name over its limit is refused under the last name (profile form and name step)', async () => {
    const body = { ...names, last_name: 'x'.repeat(FIELD_LIMITS.last_name + 1) };
    await refusal(
      `a last name longer than ${FIELD_LIMITS.last_name} characters is rejected`,
      body,
      422,
      'too_long',
      'This field is too long',
      'last_name',
    ).executeTest(async (mockServer) => {
      const failure = await update(mockServer, body);
      expect(describeSaveError(failure)).toEqual({
        field: 'lastName',
        message: profileMessages.fieldTooLong,
      });
      expect(describeError(failure, nameErrors, nameFields)).toEqual({
        field: 'lastName',
        message: authMessages.fieldTooLong,
      });
    });
  });
});

describe('the first name refused by the field it names (profile form and sign-up name step)', () => {
  const longFirstName = 'x'.repeat(FIELD_LIMITS.first_name + 1);

  it.each([
    { where: 'the profile form', state: INCOMPLETE_PROFILE, body: { ...names, first_name: longFirstName } },
    {
      where: 'the sign-up name step',
      state: WITHOUT_A_NAME,
      body: { first_name: longFirstName, last_name: names.last_name },
    },
  ])(
    'updateProfile: a first name over its limit is refused under the first name ($where)',
    async ({ where, state, body }) => {
      await refusal(
        `a first name longer than ${FIELD_LIMITS.first_name} characters is rejected (${where})`,
        body,
        422,
        'too_long',
        'This field is too long',
        'first_name',
        [state],
      ).executeTest(async (mockServer) => {
        const failure = await update(mockServer, body);
        expect(describeSaveError(failure)).toEqual({
          field: 'firstName',
          message: profileMessages.fieldTooLong,
        });
        expect(describeError(failure, nameErrors, nameFields)).toEqual({
          field: 'firstName',
          message: authMessages.fieldTooLong,
        });
      });
    },
  );
});

describe('profile: the provider fails', () => {
  it('getProfile: a 5xx ends the session with the toast of spec §8', async () => {
    await pact
      .addInteraction()
      .given("the provider fails to read the patient's profile")
      .uponReceiving('getProfile: the provider fails with a server error')
      .withRequest('GET', '/api/v1/profile', (b) => b.headers(requestHeaders()))
      // Whatever the body of a 5xx (a proxy's HTML page, say), the app reads only the status.
      .willRespondWith(500)
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        // The failed fetch ends the session, which also empties the API cache the result was in.
        await store.dispatch(sessionApi.endpoints.getProfile.initiate());
        expect(store.getState().session.isLoggedIn).toBe(false);
        expect(store.getState().shell.toasts.map((toast) => toast.messageId)).toEqual([
          sessionMessages.profileFailed.id,
        ]);
      });
  });
});
