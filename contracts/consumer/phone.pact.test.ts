import { countriesApi } from '../../src/api/shared/countries';
import { authApi } from '../../src/features/auth/api';
import { describeError, mobileCodeErrors, mobileErrors } from '../../src/features/auth/errors';
import { failureOf } from './support/calls';
import { NEW_PHONE, OTP_CODE, PATIENT, WRONG_OTP_CODE } from './support/fixtures';
import { boolean, eachLike, integer, pattern, string } from './support/matchers';
import { createPact } from './support/pact';
import { errorBody, jsonHeaders, requestHeaders } from './support/requests';
import { storeFor, visitorStoreFor } from './support/store';

const pact = createPact();

const WITHOUT_PHONE = 'a patient without a verified phone number';
const CODE_SENT_TO_NEW_PHONE = `a one-time code ${OTP_CODE} was sent to the patient's new number ${NEW_PHONE}`;
/** verify-code from the login modal (spec §6): the bearer and `status: loginModal`. */
const loginModalHeaders = () => ({ ...jsonHeaders(), status: 'loginModal' });

describe('phone numbers: the country picker, and adding and confirming a mobile number', () => {
  it('getCallingCodeCountries: the country picker of the phone field', async () => {
    await pact
      .addInteraction()
      .given('a visitor who is not signed in')
      .uponReceiving('getCallingCodeCountries: a request for the countries and their calling codes')
      .withRequest('GET', '/api/v1/auth/calling-code-countries', (b) =>
        b.headers(requestHeaders({ auth: 'none' })),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          country_list: eachLike({
            id: integer(1),
            name: string('España'),
            iso_code: pattern('^[A-Z]{2}$', 'ES'),
            calling_code: pattern('^\\+\\d{1,4}$', '+34'),
          }),
        }),
      )
      .executeTest(async (mockServer) => {
        const { store } = visitorStoreFor(mockServer);
        const { country_list } = await store
          .dispatch(countriesApi.endpoints.getCallingCodeCountries.initiate())
          .unwrap();
        expect(country_list[0]).toMatchObject({ iso_code: 'ES', calling_code: '+34' });
      });
  });

  it('addMobileNumber: a patient without a verified phone adds one and gets a code by SMS', async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .uponReceiving('addMobileNumber: the patient adds a mobile number')
      .withRequest('POST', '/api/v1/user/add-mobile-no', (b) =>
        b.headers(jsonHeaders()).jsonBody({ phone: NEW_PHONE, calling_code: '+34' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ is_mobile_verified: false, resend_after_seconds: integer(30) }),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(authApi.endpoints.addMobileNumber.initiate({ phone: NEW_PHONE, calling_code: '+34' }))
          .unwrap();
        expect(result.is_mobile_verified).toBe(false);
        expect(result.resend_after_seconds).toBeGreaterThanOrEqual(0);
      });
  });

  it("addMobileNumber: another account's number is refused", async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .given(`the phone number ${PATIENT.phone} belongs to another patient`)
      .uponReceiving('addMobileNumber: a number that belongs to another account is refused')
      .withRequest('POST', '/api/v1/user/add-mobile-no', (b) =>
        b.headers(jsonHeaders()).jsonBody({ phone: PATIENT.phone, calling_code: PATIENT.callingCode }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(errorBody('phone_taken', 'This number belongs to another account')),
      )
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.addMobileNumber.initiate({
              phone: PATIENT.phone,
              calling_code: PATIENT.callingCode,
            }),
          ),
        );
        expect(failure.status).toBe(409);
        expect(describeError(failure, mobileErrors)).toBe(mobileErrors.phone_taken);
      });
  });

  it('verifyMobileCode: the code from the SMS verifies the new number (login modal, with the bearer)', async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .given(CODE_SENT_TO_NEW_PHONE)
      .uponReceiving('verifyMobileCode: the patient confirms the code sent to the new number')
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b.headers(loginModalHeaders()).jsonBody({ phone: NEW_PHONE, calling_code: '+34', code: OTP_CODE }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ is_mobile_verified: boolean(true) }))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const result = await store
          .dispatch(
            authApi.endpoints.verifyMobileCode.initiate({
              phone: NEW_PHONE,
              calling_code: '+34',
              code: OTP_CODE,
            }),
          )
          .unwrap();
        expect(result.is_mobile_verified).toBe(true);
      });
  });

  it("verifyMobileCode: a wrong code is rejected with 'Invalid OTP' and the phone stays unverified", async () => {
    await pact
      .addInteraction()
      .given(WITHOUT_PHONE)
      .given(CODE_SENT_TO_NEW_PHONE)
      .uponReceiving('verifyMobileCode: the patient enters a wrong code for the new number')
      .withRequest('POST', '/api/v1/auth/verify-code', (b) =>
        b
          .headers(loginModalHeaders())
          .jsonBody({ phone: NEW_PHONE, calling_code: '+34', code: WRONG_OTP_CODE }),
      )
      .willRespondWith(422, (b) => b.jsonBody(errorBody('invalid_otp', 'Invalid OTP')))
      .executeTest(async (mockServer) => {
        const { store } = storeFor(mockServer);
        const failure = await failureOf(
          store.dispatch(
            authApi.endpoints.verifyMobileCode.initiate({
              phone: NEW_PHONE,
              calling_code: '+34',
              code: WRONG_OTP_CODE,
            }),
          ),
        );
        expect(failure.status).toBe(422);
        expect(describeError(failure, mobileCodeErrors)).toBe(mobileCodeErrors.invalid_otp);
      });
  });
});
