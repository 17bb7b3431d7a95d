import { run } from '../db/connection.ts';
import { DAY } from '../domain/time.ts';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS } from '../domain/otp.ts';
import type { Ctx } from '../http/context.ts';
import { addFault } from '../routes/controlsFaults.ts';
import { issueOtpCode, mobileOtpKey } from '../services/otp.ts';
import type { Handler } from './handler.ts';
import { PATIENT_ID, PATIENT_PHONE, addAppointment, ensurePatient, slotStart } from './world.ts';

const NEW_PHONE = '+34699111222';
const OTHER_PATIENT_EMAIL = 'lucia.martin@example.com';

/** A visit of patient 1001 that ended a month ago. */
function pastVisit(ctx: Ctx, id: number) {
  ensurePatient(ctx);
  addAppointment(ctx, { id, start: slotStart(ctx) - 30 * DAY, done: true });
}

/** The latest code of the identity, locked after the last wrong attempt. */
function lockedCode(ctx: Ctx, identity: string) {
  issueOtpCode(ctx.db, identity, '123456', ctx.clock.now());
  run(ctx.db, "UPDATE otp_codes SET state = 'locked', attempts = :attempts WHERE identity = :identity", {
    identity,
    attempts: OTP_MAX_ATTEMPTS,
  });
}

/** Provider states of the error interactions (contracts/README.md "Error codes we rely on"). */
export const ERROR_STATES: Record<string, Handler> = {
  [`the one-time code 123456 sent to ${PATIENT_PHONE} is locked after ${OTP_MAX_ATTEMPTS} wrong attempts`]: (
    ctx,
  ) => {
    ensurePatient(ctx);
    lockedCode(ctx, `phone:${PATIENT_PHONE}`);
  },
  [`the one-time code 123456 sent to the patient's new number ${NEW_PHONE} is locked after ${OTP_MAX_ATTEMPTS} wrong attempts`]:
    (ctx) => lockedCode(ctx, mobileOtpKey(PATIENT_ID, NEW_PHONE)),
  [`${OTP_MAX_SENDS} codes were sent to ${PATIENT_PHONE} in the last 10 minutes`]: (ctx) => {
    ensurePatient(ctx);
    for (let sent = 0; sent < OTP_MAX_SENDS; sent++) {
      issueOtpCode(ctx.db, `phone:${PATIENT_PHONE}`, '123456', ctx.clock.now() - sent * 1000);
    }
  },
  [`the e-mail ${OTHER_PATIENT_EMAIL} belongs to another patient`]: (ctx) =>
    void run(ctx.db, 'INSERT OR IGNORE INTO users (id, email, created_at) VALUES (1002, :email, 0)', {
      email: OTHER_PATIENT_EMAIL,
    }),
  "the provider fails to read the patient's profile": (ctx) => {
    ensurePatient(ctx);
    addFault(ctx, { route: '/api/v1/profile', method: 'GET', kind: '500', times: 1 });
  },
  'the patient already used the voucher BIENVENIDA10 on a past visit': (ctx) => {
    pastVisit(ctx, 7010);
    run(ctx.db, "UPDATE vouchers SET expires_at = NULL WHERE code = 'BIENVENIDA10'");
    run(
      ctx.db,
      `INSERT INTO voucher_redemptions (voucher_id, user_id, appointment_id)
       SELECT id, :p, 7010 FROM vouchers WHERE code = 'BIENVENIDA10'`,
      { p: PATIENT_ID },
    );
  },
  'the patient has had a consultation before': (ctx) => pastVisit(ctx, 7011),
};
