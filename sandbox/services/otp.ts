import { FIXED_OTP } from '../config.ts';
import { type Db, one, run, transaction } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import { OTP_MAX_SENDS, OTP_TTL_MS, type OtpRecord, checkOtp, newOtpCode } from '../domain/otp.ts';

/** A code for adding a phone belongs to the patient and the number, never to a sign-in. */
export const mobileOtpKey = (userId: number, phone: string) => `mobile:${userId}:${phone}`;

/**
 * Issues a fresh code for the identity (replacing any pending one) and prints it to the log; refuses with 429
 * `too_many_requests` once OTP_MAX_SENDS codes went to it within a code's lifetime.
 */
export function issueOtp(db: Db, identity: string, now: number, log: (line: string) => void): string {
  const recent = one<{ sent: number }>(
    db,
    'SELECT COUNT(*) AS sent FROM otp_codes WHERE identity = :identity AND created_at > :since',
    { identity, since: now - OTP_TTL_MS },
  );
  if ((recent?.sent ?? 0) >= OTP_MAX_SENDS) throw new ApiError(429, 'too_many_requests');
  const code = issueOtpCode(db, identity, newOtpCode(), now);
  log(`OTP for ${identity}: ${code} (sandbox mode also accepts ${FIXED_OTP})`);
  return code;
}

/** Stores `code` as the identity's pending code, replacing any earlier one. */
export function issueOtpCode(db: Db, identity: string, code: string, now: number): string {
  transaction(db, () => {
    run(db, "UPDATE otp_codes SET state = 'replaced' WHERE identity = :identity AND state = 'pending'", {
      identity,
    });
    run(
      db,
      'INSERT INTO otp_codes (identity, code, expires_at, created_at) VALUES (:identity, :code, :expires, :now)',
      {
        identity,
        code,
        expires: now + OTP_TTL_MS,
        now,
      },
    );
  });
  return code;
}

/** Verifies a code; wrong attempts are counted and the 5th locks the code (committed even though it fails). */
export function verifyOtp(db: Db, identity: string, submitted: string, now: number, sandboxMode: boolean) {
  const failure = transaction(db, () => {
    const record = one<OtpRecord & { id: number }>(
      db,
      "SELECT * FROM otp_codes WHERE identity = :identity AND state != 'replaced' ORDER BY id DESC LIMIT 1",
      { identity },
    );
    const verdict = checkOtp(record, submitted, now, sandboxMode ? FIXED_OTP : undefined);
    if (verdict.ok) {
      if (record?.state === 'pending')
        run(db, "UPDATE otp_codes SET state = 'used' WHERE id = :id", { id: record.id });
      return null;
    }
    if (record?.state === 'pending') {
      run(db, 'UPDATE otp_codes SET attempts = :attempts, state = :state WHERE id = :id', {
        id: record.id,
        attempts: verdict.attempts,
        state: verdict.lock ? 'locked' : 'pending',
      });
    }
    return verdict.lock ? 'otp_locked' : verdict.code;
  });
  if (failure) throw new ApiError(failure === 'otp_locked' ? 429 : 422, failure, 'code');
}

export function latestOtp(db: Db, identity: string) {
  return one<{ code: string; state: string; attempts: number }>(
    db,
    'SELECT code, state, attempts FROM otp_codes WHERE identity = :identity ORDER BY id DESC LIMIT 1',
    { identity },
  );
}
