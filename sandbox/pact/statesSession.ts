import { randomUUID } from 'node:crypto';
import { run } from '../db/connection.ts';
import { DAY, MINUTE } from '../domain/time.ts';
import { issueOtpCode, mobileOtpKey } from '../services/otp.ts';
import { type Handler, nothing, patient } from './handler.ts';
import { loggedOutSession, minorBirthDay, refreshToken } from './stateData.ts';
import { EMPLOYEE_EMAIL, PATIENT_EMAIL, PATIENT_ID, PATIENT_PHONE, ensurePatient } from './world.ts';

/** The provider states of signing in, sessions, the profile and the subscription (contracts/README.md). */
export const SESSION_STATES: Record<string, Handler> = {
  'a visitor who is not signed in': nothing,
  'no client company has an employee with the e-mail ana@no-company.example': nothing,
  'no patient is registered with the phone number +34699111222': (ctx) =>
    void run(ctx.db, "DELETE FROM users WHERE phone = '+34699111222'"),
  'a patient with a complete profile': patient(),
  'a signed-in patient': refreshToken(false),
  "the patient's session was logged out": loggedOutSession,
  'a patient registered with the e-mail ana.garcia@example.com': patient(),
  'a patient whose preferred language is Spanish': patient({ language_id: 1 }),
  'a patient who is an employee of a client company': patient({ email: EMPLOYEE_EMAIL }),
  'the e-mail ana.garcia@acme-salud.example belongs to an employee of a client company': patient({
    email: EMPLOYEE_EMAIL,
  }),
  'a newly registered patient without a name': patient({
    first_name: null,
    last_name: null,
    id_number: null,
    birth_day: null,
    email: null,
  }),
  'a patient with a verified phone and an incomplete profile': patient({
    id_number: null,
    birth_day: null,
    email: null,
  }),
  'a patient without a verified phone number': patient({
    phone: null,
    calling_code: null,
    is_mobile_verified: 0,
  }),
  'a patient with an active subscription': (ctx) =>
    ensurePatient(ctx, {
      subscription_active: 1,
      subscription_started_at: ctx.clock.now() - 10 * DAY,
      trial_ends_at: ctx.clock.now() + 80 * DAY,
    }),
  'a patient without an active subscription': patient({ subscription_active: 0 }),
  'a one-time code 123456 was sent to +34612345678': (ctx) => {
    ensurePatient(ctx);
    issueOtpCode(ctx.db, `phone:${PATIENT_PHONE}`, '123456', ctx.clock.now());
  },
  "a one-time code 123456 was sent to the patient's new number +34699111222": (ctx) =>
    void issueOtpCode(ctx.db, mobileOtpKey(PATIENT_ID, '+34699111222'), '123456', ctx.clock.now()),
  'a Google account ana.garcia@example.com with a valid ID token': (ctx) => {
    ensurePatient(ctx);
    const googleCredential = `contract-google-${randomUUID()}`;
    run(ctx.db, 'INSERT OR REPLACE INTO meta (key, value) VALUES (:key, :v)', {
      key: `google_credential:${googleCredential}`,
      v: JSON.stringify({ email: PATIENT_EMAIL, google_sub: 'google-contract-1001' }),
    });
    return { values: { googleCredential } };
  },
  'the one-time code 123456 sent to +34612345678 has expired': (ctx) => {
    ensurePatient(ctx);
    issueOtpCode(ctx.db, `phone:${PATIENT_PHONE}`, '123456', ctx.clock.now() - 11 * MINUTE);
  },
  'the phone number +34612345678 belongs to another patient': (ctx) => {
    run(ctx.db, 'UPDATE users SET phone = NULL, is_mobile_verified = 0 WHERE id = :p', { p: PATIENT_ID });
    run(
      ctx.db,
      "INSERT INTO users (id, phone, calling_code, is_mobile_verified, created_at) VALUES (1002, :phone, '+34', 1, 0)",
      {
        phone: PATIENT_PHONE,
      },
    );
  },
  'a valid one-time login token for the patient': (ctx) => {
    ensurePatient(ctx);
    return { values: { loginToken: ctx.tokens.mintLoginToken(PATIENT_ID) } };
  },
  "the patient's access token has expired": (ctx) => {
    ensurePatient(ctx);
    return { expiredToken: true };
  },
  "the patient's access token has expired and the refresh token is valid": refreshToken(false),
  "the patient's access token has expired and the refresh token was revoked": refreshToken(true),
  'the minimum age is 18': (ctx) => ({ values: { minorBirthDay: minorBirthDay(ctx.clock.now()) } }),
};
