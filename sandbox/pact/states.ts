import { randomUUID } from 'node:crypto';
import { one, run, transaction } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import { DAY, MINUTE } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import { issueOtpCode, mobileOtpKey } from '../services/otp.ts';
import { PAYMENT_STATES } from './paymentStates.ts';
import {
  DOCTOR_ID,
  EMPLOYEE_EMAIL,
  PATIENT_EMAIL,
  PATIENT_ID,
  PATIENT_PHONE,
  PRE_ORDER_ID,
  SPECIALITY_ID,
  addAppointment,
  addPreOrder,
  ensurePatient,
  slotStart,
} from './world.ts';
import {
  bundleOrder,
  catalogCards,
  doctorCard,
  minorBirthDay,
  pastAppointment,
  prescription,
  refreshToken,
  slotValues,
} from './stateData.ts';
import { MONEY_STATES } from './statesMoney.ts';

/**
 * Values the verifier puts into the replayed request (the pact's ProviderState generators): `accessToken`
 * (the bearer), `refreshToken`, `loginToken`, `googleCredential`, and the dates that must lie in the
 * future (or the past) whenever the pact is verified: `slotStart`, `slotDate`, `windowFrom`, `windowTo`,
 * `minorBirthDay`. contracts/README.md lists which state returns which.
 */
export type StateResult = Record<string, string>;

/** What a handler may add: an expired bearer instead of a valid one, and values for the pact's generators. */
export type Handler = (ctx: Ctx) => { expiredToken?: boolean; values?: Record<string, string> } | void;

const patient =
  (fields: Record<string, string | number | null> = {}): Handler =>
  (ctx) =>
    ensurePatient(ctx, fields);

const nothing: Handler = () => undefined;

/** Every provider state sentence of contracts/pacts, turned into data (see contracts/README.md). */
export const PROVIDER_STATES: Record<string, Handler> = {
  ...MONEY_STATES,
  'a visitor who is not signed in': nothing,
  'the catalog has specialities, symptoms, doctors and policies': nothing,
  'no client company has an employee with the e-mail ana@no-company.example': nothing,
  'no patient is registered with the phone number +34699111222': (ctx) =>
    void run(ctx.db, "DELETE FROM users WHERE phone = '+34699111222'"),
  'a patient with a complete profile': patient(),
  'a signed-in patient': refreshToken(false),
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
  'a patient with an upcoming booked appointment 7001': (ctx) => {
    ensurePatient(ctx);
    addAppointment(ctx, { id: 7001, start: slotStart(ctx) });
  },
  'a patient with a past appointment 7002 that is done': (ctx) => pastAppointment(ctx),
  'a patient with a past appointment 7002 that is done and reviewed': (ctx) => {
    pastAppointment(ctx);
    run(
      ctx.db,
      `INSERT OR IGNORE INTO reviews (appointment_id, user_id, rating, comment, created_at)
       VALUES (7002, :p, 5, NULL, :t)`,
      { p: PATIENT_ID, t: ctx.clock.now() - DAY },
    );
  },
  'a patient whose appointment 7003 is starting': (ctx) => {
    ensurePatient(ctx);
    addAppointment(ctx, { id: 7003, start: slotStart(ctx) + DAY, starting: true });
  },
  'the patient gave a reason to cancel appointment 7001': (ctx) => {
    ensurePatient(ctx);
    if (!one(ctx.db, 'SELECT id FROM appointments WHERE id = 7001')) {
      addAppointment(ctx, { id: 7001, start: slotStart(ctx) });
    }
    run(ctx.db, 'UPDATE appointments SET cancel_reason_id = 2 WHERE id = 7001');
  },
  'a patient with an appointment in progress': (ctx) => {
    ensurePatient(ctx);
    addAppointment(ctx, {
      id: 7005,
      start: ctx.clock.now() - 5 * MINUTE,
      type: 'emergency',
      inProgress: true,
    });
  },
  'a patient without an appointment 7999': patient(),
  'a patient without upcoming appointments': patient(),
  'a patient without past appointments': patient(),
  'a patient with a pending follow-up request 9001 from doctor 21': (ctx) => {
    pastAppointment(ctx);
    run(
      ctx.db,
      `INSERT INTO followups (id, appointment_id, user_id, doctor_id, proposed_start_at, price_cents, status)
       VALUES (9001, 7002, :p, :d, :start, 3000, 'pending')`,
      { p: PATIENT_ID, d: DOCTOR_ID, start: slotStart(ctx) + 7 * DAY },
    );
  },
  'a patient without follow-up requests': patient(),
  'a patient with an active bundle order 8001 of 5 consultations, 1 used': bundleOrder,
  'a patient without bundle orders': patient(),
  'a patient with a balance of 45.00 EUR from a refunded appointment': (ctx) => {
    ensurePatient(ctx);
    run(
      ctx.db,
      `INSERT INTO transactions (id, user_id, type, amount_cents, balance_delta_cents, description_es, description_en, created_at)
       VALUES (61, :p, 'refund', 4500, 4500, 'Reembolso de la consulta cancelada', 'Refund for the canceled consultation', :t)`,
      { p: PATIENT_ID, t: ctx.clock.now() - 10 * DAY },
    );
    run(ctx.db, 'UPDATE users SET balance_cents = 4500 WHERE id = :p', { p: PATIENT_ID });
  },
  'a patient without transactions': patient(),
  'a patient with an approved prescription': prescription,
  'a patient without a prescription': patient(),
  'doctor 21 is on duty for speciality 3': (ctx) =>
    void run(ctx.db, "UPDATE doctors SET duty = 'always' WHERE id = :d", { d: DOCTOR_ID }),
  'no doctor is on duty for speciality 3': (ctx) =>
    void run(ctx.db, "UPDATE doctors SET duty = 'never' WHERE speciality_id = :s", { s: SPECIALITY_ID }),
  'doctor 21 has a free slot for speciality 3': (ctx) => {
    run(ctx.db, 'DELETE FROM slot_claims WHERE doctor_id = :d AND start_at = :s', {
      d: DOCTOR_ID,
      s: slotStart(ctx),
    });
    return { values: slotValues(ctx) };
  },
  "doctor 21's slot for speciality 3 is already taken": (ctx) => {
    run(
      ctx.db,
      "INSERT OR IGNORE INTO users (id, email, created_at) VALUES (1002, 'other.patient@example.com', 0)",
    );
    addAppointment(ctx, { id: 7010, start: slotStart(ctx), userId: 1002 });
    return { values: { slotStart: slotValues(ctx).slotStart } };
  },
  'doctor 21 has a photo and a rating': doctorCard,
  'doctor 21 has no photo': (ctx) =>
    void run(ctx.db, 'UPDATE doctors SET photo_url = NULL WHERE id = :d', { d: DOCTOR_ID }),
  'doctor 21 has no free slot in the next 30 days': (ctx) => {
    run(ctx.db, 'DELETE FROM doctor_schedules WHERE doctor_id = :d', { d: DOCTOR_ID });
    const { windowFrom, windowTo } = slotValues(ctx);
    return { values: { windowFrom, windowTo } };
  },
  'the symptom wizard (form 1) asks question 1 (option 5: the skin, speciality 3) and question 2 (option 6: for me)':
    (ctx) => {
      // The seeded wizard already has these questions and options; the skin points to the pact's speciality 3.
      run(ctx.db, 'UPDATE wizard_options SET speciality_id = :s WHERE id = 5', { s: SPECIALITY_ID });
      run(ctx.db, 'UPDATE wizard_options SET speciality_id = NULL WHERE id = 6');
    },
  'every speciality has an icon and a doctor with a price': catalogCards,
  'the minimum age is 18': (ctx) => ({ values: { minorBirthDay: minorBirthDay(ctx.clock.now()) } }),
  'the patient answered the symptom wizard (response 77, speciality 3)': (ctx) => {
    ensurePatient(ctx);
    run(
      ctx.db,
      `INSERT INTO wizard_responses (id, form_id, user_id, speciality_id, answers, created_at)
       VALUES (77, 1, 1001, :s, '[]', 0)`,
      { s: SPECIALITY_ID },
    );
  },
  'the patient has a pending pre-order 5001 without images': (ctx) => {
    ensurePatient(ctx);
    if (!one(ctx.db, 'SELECT id FROM pre_orders WHERE id = :p', { p: PRE_ORDER_ID })) addPreOrder(ctx);
  },
  "the patient's pending pre-order 5001 already holds 20 MB of images": (ctx) => {
    ensurePatient(ctx);
    addPreOrder(ctx);
    run(
      ctx.db,
      "INSERT INTO pre_order_images (pre_order_id, file, mime, size) VALUES (:p, 'a.png', 'image/png', 20971520)",
      {
        p: PRE_ORDER_ID,
      },
    );
  },
  'the voucher BIENVENIDA10 is active for the patient': (ctx) => {
    ensurePatient(ctx);
    run(ctx.db, "UPDATE vouchers SET expires_at = NULL WHERE code = 'BIENVENIDA10'");
  },
  'the voucher VERANO2020 has expired': (ctx) =>
    void run(
      ctx.db,
      "INSERT INTO vouchers (code, kind, value, expires_at) VALUES ('VERANO2020', 'percentage', 20, :t)",
      {
        t: Date.parse('2020-09-30T22:00:00Z'),
      },
    ),
  ...PAYMENT_STATES,
};

/** Sets up one provider state; answers with the bearer of patient 1001 (when there is one) and the state's values. */
export async function applyProviderState(
  ctx: Ctx,
  state: string,
  _params: Record<string, unknown> = {},
): Promise<StateResult> {
  const handler = PROVIDER_STATES[state];
  if (!handler) throw new ApiError(400, 'unknown_provider_state', 'state', state);
  const outcome = transaction(ctx.db, () => handler(ctx)) ?? {};
  if (!one(ctx.db, 'SELECT id FROM users WHERE id = :p', { p: PATIENT_ID })) return outcome.values ?? {};
  const issuedAt = outcome.expiredToken ? ctx.clock.now() - 24 * 3600 * 1000 : ctx.clock.now();
  return { accessToken: await ctx.tokens.accessToken(PATIENT_ID, issuedAt), ...outcome.values };
}
