import { authApi } from '../../src/features/auth/api';
import { describeError, registerErrors, verifyErrors } from '../../src/features/auth/errors';
import { decodeToken } from '../../src/lib/token';
import { failureOf } from './support/calls';
import {
  COMPANY,
  NEW_PHONE,
  OTP_CODE,
  PATIENT,
  UNLINKED_COMPANY_EMAIL,
  WRONG_OTP_CODE,
} from './support/fixtures';
import { boolean, fromState, integer, jwt, string } from './support/matchers';
import { createPact } from './support/pact';
import { ACCESS_TOKEN, REFRESH_TOKEN, errorBody, jsonHeaders } from './support/requests';
import { visitorStoreFor } from './support/store';

const pact = createPact();

const VISITOR = 'a visitor who is not signed in';
/** Hands back `privacyPolicyVersion`: the version `pwa/policies` serves, which the sign-in form sends. */
const POLICY_IN_FORCE = 'the privacy policy the catalog serves is in force';
const POLICY_VERSION = '2025-01';
const policyVersionFromState = () => fromState('privacyPolicyVersion', '^\\S+$', POLICY_VERSION);
const visitorJson = () => jsonHeaders({ auth: 'none' });
const tokens = () => ({ access_token: jwt(ACCESS_TOKEN), refresh_token: string(REFRESH_TOKEN) });
const codeSent = (channel: 'sms' | 'email', isNewUser: boolean) => ({
  channel,
  is_new_user: isNewUser,
  resend_after_seconds: integer(60),
});

describe('auth: sign-in by phone or e-mail with a one-time code', () => {
  it('register: a new phone number gets a code by SMS', async () => {
    await pact
      .addInteraction()
      .given(`no patient is registered with the phone number ${NEW_PHONE}`)
      .given(POLICY_IN_FORCE)
      .uponReceiving('register: a new patient signs in with a phone number')
      .withRequest('POST', '/api/v1/auth/register', (b) =>
        b.headers(visitorJson()).jsonBody({
          phone: NEW_PHONE,
          calling_code: '+34',
          privacy_policy_accepted: true,
          privacy_policy_version: policyVersionFromState(),
          language_id: 1,
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(codeSent('sms', true)))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(
            authApi.endpoints.register.initiate({
              phone: NEW_PHONE,
              calling_code: '+34',
              privacy_policy_accepted: true,
              privacy_policy_version: POLICY_VERSION,
              language_id: 1,
            }),
          )
          .unwrap();
        expect(result).toMatchObject({ channel: 'sms', is_new_user: true });
        expect(result.resend_after_seconds).toBeGreaterThanOrEqual(0);
      });
  });

  it('register: a known e-mail gets a code by e-mail', async () => {
    await pact
      .addInteraction()
      .given(`a patient registered with the e-mail ${PATIENT.email}`)
      .uponReceiving('register: a registered patient signs in with an e-mail address')
      .withRequest('POST', '/api/v1/auth/register', (b) =>
        b
          .headers(visitorJson())
          .jsonBody({ email: PATIENT.email, privacy_policy_accepted: true, language_id: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(codeSent('email', false)))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(
            authApi.endpoints.register.initiate({
              email: PATIENT.email,
              privacy_policy_accepted: true,
              language_id: 1,
            }),
          )
          .unwrap();
        expect(result).toMatchObject({ channel: 'email', is_new_user: false });
      });
  });

  it('register: an employee signs in with the company e-mail (B2B login)', async () => {
    await pact
      .addInteraction()
      .given(`the e-mail ${COMPANY.email} belongs to an employee of a client company`)
      .uponReceiving('register: an employee signs in with a company e-mail address')
      .withRequest('POST', '/api/v1/auth/register', (b) =>
        b.headers(jsonHeaders({ auth: 'none', flag: 'b2b' })).jsonBody({
          email: COMPANY.email,
          privacy_policy_accepted: true,
          language_id: 1,
          type: 'b2b',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(codeSent('email', false)))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer, { b2b: true });
        const result = await store
          .dispatch(
            authApi.endpoints.register.initiate({
              email: COMPANY.email,
              privacy_policy_accepted: true,
              language_id: 1,
              type: 'b2b',
            }),
          )
          .unwrap();
        expect(result.channel).toBe('email');
      });
  });

  describe('register: validation errors the form shows next to the field', () => {
    const cases = [
      {
        name: 'an invalid phone number',
        body: { phone: '+34123', calling_code: '+34', privacy_policy_accepted: true, language_id: 1 },
        code: 'invalid_phone',
        message: 'Invalid Number',
        state: VISITOR,
      },
      {
        name: 'an invalid e-mail address',
        body: { email: 'ana.garcia@', privacy_policy_accepted: true, language_id: 1 },
        code: 'invalid_email',
        message: 'Invalid Email',
        state: VISITOR,
      },
      {
        name: 'a company e-mail not linked to a client company',
        body: { email: UNLINKED_COMPANY_EMAIL, privacy_policy_accepted: true, language_id: 1, type: 'b2b' },
        code: 'company_email_not_verified',
        message: 'Your email address could not be verified',
        state: `no client company has an employee with the e-mail ${UNLINKED_COMPANY_EMAIL}`,
      },
      {
        name: 'a privacy policy version no longer in force',
        body: {
          phone: NEW_PHONE,
          calling_code: '+34',
          privacy_policy_accepted: true,
          privacy_policy_version: '2019-01',
          language_id: 1,
        },
        code: 'privacy_policy_outdated',
        message: 'The privacy policy has changed. Read it again and accept it to continue',
        state: 'the privacy policy has changed since version 2019-01',
      },
    ] as const;

    it.each(cases)('register: $name is rejected with 422', async ({ name, body, code, message, state }) => {
      await pact
        .addInteraction()
        .given(state)
        .uponReceiving(`register: sign-in with ${name} is rejected`)
        .withRequest('POST', '/api/v1/auth/register', (b) => b.headers(visitorJson()).jsonBody(body))
        .willRespondWith(422, (b) => b.jsonBody(errorBody(code, message)))
        .executeTest(async (mockServer) => {
          const { store } = visitorStoreFor(mockServer);
          // The cases' bodies are read-only literals; the endpoint takes its own request type.
          const request = body as unknown as Parameters<typeof authApi.endpoints.register.initiate>[0];
          const failure = await failureOf(store.dispatch(authApi.endpoints.register.initiate(request)));
          expect(failure.status).toBe(422);
          // The sign-in form knows the code: it shows its own message, not the generic one.
          expect(registerErrors[code]).toBeDefined();
          expect(describeError(failure, registerErrors)).toBe(registerErrors[code]);
        });
    });
  });

  it('verifyCode: the right code signs the patient in (no bearer in the normal flow)', async () => {
    await pact
      .addInteraction()
      .given(`a one-time code ${OTP_CODE} was sent to ${PATIENT.phone}`)
      .uponReceiving('verifyCode: the patient enters the code sent by SMS')
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b
          .headers(visitorJson())
          .jsonBody({ phone: PATIENT.phone, calling_code: PATIENT.callingCode, code: OTP_CODE }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ ...tokens(), is_new_user: boolean(false), needs_mobile: boolean(false) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(
            authApi.endpoints.verifyCode.initiate({
              phone: PATIENT.phone,
              calling_code: PATIENT.callingCode,
              code: OTP_CODE,
            }),
          )
          .unwrap();
        const decoded = decodeToken(result.access_token);
        expect(decoded.ok && typeof decoded.payload.exp).toBe('number');
        expect(result.refresh_token).toEqual(expect.any(String));
        expect(typeof result.needs_mobile).toBe('boolean');
      });
  });

  it("verifyCode: a wrong code is rejected with 'Invalid OTP'", async () => {
    await pact
      .addInteraction()
      .given(`a one-time code ${OTP_CODE} was sent to ${PATIENT.phone}`)
      .uponReceiving('verifyCode: a wrong code is rejected')
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b
          .headers(visitorJson())
          .jsonBody({ phone: PATIENT.phone, calling_code: PATIENT.callingCode, code: WRONG_OTP_CODE }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_otp', 'Invalid OTP')))
      .executeTest(async (mockServer) => {
        const { store, services } = visitorStoreFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.verifyCode.initiate({
              phone: PATIENT.phone,
              calling_code: PATIENT.callingCode,
              code: WRONG_OTP_CODE,
            }),
          ),
        );
        // A wrong code is not an expired session: no refresh, no redirect.
        expect(failure.status).toBe(422);
        expect(describeError(failure, verifyErrors)).toBe(verifyErrors.invalid_otp);
        expect(services.navigations).toEqual([]);
      });
  });

  it('verifyCode: an expired code asks for a new one', async () => {
    await pact
      .addInteraction()
      .given(`the one-time code ${OTP_CODE} sent to ${PATIENT.phone} has expired`)
      .uponReceiving('verifyCode: an expired code is rejected')
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b
          .headers(visitorJson())
          .jsonBody({ phone: PATIENT.phone, calling_code: PATIENT.callingCode, code: OTP_CODE }),
      )
      .willRespondWith(422, (b) =>
        b.jsonBody(errorBody('otp_expired', 'The code has expired. Request a new one')),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.verifyCode.initiate({
              phone: PATIENT.phone,
              calling_code: PATIENT.callingCode,
              code: OTP_CODE,
            }),
          ),
        );
        expect(describeError(failure, verifyErrors)).toBe(verifyErrors.otp_expired);
      });
  });

  it('registerGoogle: a Google ID token signs the patient in', async () => {
    await pact
      .addInteraction()
      .given(`a Google account ${PATIENT.email} with a valid ID token`)
      .given(POLICY_IN_FORCE)
      .uponReceiving('registerGoogle: the patient signs in with Google')
      .withRequest('POST', '/api/v1/auth/register-google', (b) =>
        b.headers(visitorJson()).jsonBody({
          credential: fromState('googleCredential', '^\\S+$', 'google-id-token-example'),
          privacy_policy_accepted: true,
          privacy_policy_version: policyVersionFromState(),
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ ...tokens(), is_new_user: boolean(false) }))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(
            authApi.endpoints.registerGoogle.initiate({
              credential: 'google-id-token-example',
              privacy_policy_accepted: true,
              privacy_policy_version: POLICY_VERSION,
            }),
          )
          .unwrap();
        expect(decodeToken(result.access_token).ok).toBe(true);
      });
  });

  it('loginToken: a one-time login token (deeplink) signs the patient in', async () => {
    await pact
      .addInteraction()
      .given('a valid one-time login token for the patient')
      .uponReceiving('loginToken: the patient opens a sign-in link')
      .withRequest('POST', '/api/v1/auth/login-token', (b) =>
        b
          .headers(visitorJson())
          .jsonBody({ token: fromState('loginToken', '^\\S+$', 'login-token-example') }),
      )
      .willRespondWith(200, (b) => b.jsonBody(tokens()))
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const result = await store
          .dispatch(authApi.endpoints.loginToken.initiate({ token: 'login-token-example' }))
          .unwrap();
        expect(decodeToken(result.access_token).ok).toBe(true);
      });
  });
});
