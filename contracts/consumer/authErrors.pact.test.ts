/**
 * The sign-in refusals the app shows in its own words (contracts/README.md "Error codes we rely on"): a locked
 * code, too many codes asked for, a number no SMS reaches, an invalid new number; an unaccepted privacy policy,
 * under the consent box by its code and by the field it names.
 */
import { authApi } from '../../src/features/auth/api';
import {
  describeError,
  mobileCodeErrors,
  mobileErrors,
  registerErrors,
  registerFields,
  verifyErrors,
} from '../../src/features/auth/errors';
import { authMessages } from '../../src/features/auth/messages';
import { failureOf } from './support/calls';
import { NEW_PHONE, OTP_CODE, PATIENT } from './support/fixtures';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders } from './support/requests';
import { storeFor, visitorStoreFor } from './support/store';

const pact = createPact();

const visitorJson = () => jsonHeaders({ auth: 'none' });
const VISITOR = 'a visitor who is not signed in';
const WITHOUT_PHONE = 'a patient without a verified phone number';
const LOCKED = 'is locked after 5 wrong attempts';
const phoneSignIn = (phone: string) => ({
  phone,
  calling_code: '+34',
  privacy_policy_accepted: true as const,
  language_id: 1 as const,
});
/** A Spanish landline: valid, but no SMS reaches it. */
const LANDLINE = '+34910000111';

describe('auth: refusals with a code of their own', () => {
  it('verifyCode: a locked code (5 wrong attempts) asks for a new one', async () => {
    await pact
      .addInteraction()
      .given(`the one-time code ${OTP_CODE} sent to ${PATIENT.phone} ${LOCKED}`)
      .uponReceiving('verifyCode: a code locked after too many wrong attempts is refused')
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b.headers(visitorJson()).jsonBody({ phone: PATIENT.phone, calling_code: '+34', code: OTP_CODE }),
      )
      .willRespondWith(429, (b) =>
        b.jsonBody(errorBody('otp_locked', 'Too many attempts. Request a new code')),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.verifyCode.initiate({
              phone: PATIENT.phone,
              calling_code: '+34',
              code: OTP_CODE,
            }),
          ),
        );
        expect(failure.status).toBe(429);
        // Its own message under the code, not the generic 'too many requests'.
        expect(describeError(failure, verifyErrors)).toBe(verifyErrors.otp_locked);
      });
  });

  it('verifyMobileCode: a locked code for the new number asks for a new one', async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .given(`the one-time code ${OTP_CODE} sent to the patient's new number ${NEW_PHONE} ${LOCKED}`)
      .uponReceiving(
        'verifyMobileCode: a code for the new number locked after too many wrong attempts is refused',
      )
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b
          .headers({ ...jsonHeaders(), status: 'loginModal' })
          .jsonBody({ phone: NEW_PHONE, calling_code: '+34', code: OTP_CODE }),
      )
      .willRespondWith(429, (b) =>
        b.jsonBody(errorBody('otp_locked', 'Too many attempts. Request a new code')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.verifyMobileCode.initiate({
              phone: NEW_PHONE,
              calling_code: '+34',
              code: OTP_CODE,
            }),
          ),
        );
        expect(describeError(failure, mobileCodeErrors)).toBe(mobileCodeErrors.otp_locked);
      });
  });

  it('register: too many codes asked for one number is rate-limited (429)', async () => {
    await pact
      .addInteraction()
      .given(`5 codes were sent to ${PATIENT.phone} in the last 10 minutes`)
      .uponReceiving('register: a sign-in asking for a sixth code within 10 minutes is rate-limited')
      .withRequest('POST', '/api/v1/auth/register', (b) =>
        b.headers(visitorJson()).jsonBody(phoneSignIn(PATIENT.phone)),
      )
      .willRespondWith(429, (b) =>
        b.jsonBody(errorBody('too_many_requests', 'Too many codes requested. Wait a few minutes')),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const failure = await failureOf(
          store.dispatch(authApi.endpoints.register.initiate(phoneSignIn(PATIENT.phone))),
        );
        expect(failure.status).toBe(429);
        expect(describeError(failure, registerErrors)).toEqual({ message: authMessages.tooManyRequests });
      });
  });

  it('register: a number no SMS reaches (a landline) could not be verified', async () => {
    await pact
      .addInteraction()
      .given('a visitor who is not signed in')
      .uponReceiving('register: sign-in with a number that cannot receive an SMS is rejected')
      .withRequest('POST', '/api/v1/auth/register', (b) =>
        b.headers(visitorJson()).jsonBody(phoneSignIn(LANDLINE)),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('phone_not_verified', 'Your phone number could not be verified')),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const failure = await failureOf(
          store.dispatch(authApi.endpoints.register.initiate(phoneSignIn(LANDLINE))),
        );
        expect(describeError(failure, registerErrors)).toBe(registerErrors.phone_not_verified);
      });
  });

  it('addMobileNumber: a number no SMS reaches could not be verified', async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .uponReceiving('addMobileNumber: a number that cannot receive an SMS is refused')
      .withRequest('POST', '/api/v1/user/add-mobile-no', (b) =>
        b.headers(jsonHeaders()).jsonBody({ phone: LANDLINE, calling_code: '+34' }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('phone_not_verified', 'Your phone number could not be verified')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.addMobileNumber.initiate({ phone: LANDLINE, calling_code: '+34' }),
          ),
        );
        expect(describeError(failure, mobileErrors)).toBe(mobileErrors.phone_not_verified);
      });
  });

  it('addMobileNumber: an invalid number is refused under the phone field', async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .uponReceiving('addMobileNumber: an invalid number is refused')
      .withRequest('POST', '/api/v1/user/add-mobile-no', (b) =>
        b.headers(jsonHeaders()).jsonBody({ phone: '+34123', calling_code: '+34' }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_phone', 'Invalid Number')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.addMobileNumber.initiate({ phone: '+34123', calling_code: '+34' }),
          ),
        );
        expect(describeError(failure, mobileErrors)).toBe(mobileErrors.invalid_phone);
      });
  });
});

describe('auth: a refusal that names the consent box', () => {
  it('register: the privacy policy not accepted is refused under the consent box, by its code and by the field it names', async () => {
    const body = { email: PATIENT.email, privacy_policy_accepted: false, language_id: 1 };
    await pact
      .addInteraction()
      .given(VISITOR)
      .uponReceiving('register: sign-in with the privacy policy not accepted is rejected')
      .withRequest('POST', '/api/v1/auth/register', (b) => b.headers(visitorJson()).jsonBody(body))
      .willRespondWith(422, (b) =>
        b.jsonBody({
          ...errorBody('privacy_policy_not_accepted', 'You must accept the privacy policy'),
          field: 'privacy_policy_accepted',
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        // The form never sends an unaccepted policy; the provider must still refuse one.
        const request = body as unknown as Parameters<typeof authApi.endpoints.register.initiate>[0];
        const failure = await failureOf(store.dispatch(authApi.endpoints.register.initiate(request)));
        expect(describeError(failure, registerErrors, registerFields)).toBe(
          registerErrors.privacy_policy_not_accepted,
        );
        // A code the form does not know still lands under the box, by the field the refusal names.
        expect(describeError(failure, {}, registerFields)).toEqual({
          field: 'privacy',
          message: authMessages.fieldRejected,
        });
      });
  });
});
