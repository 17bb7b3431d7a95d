/** One-time codes: 6 digits, valid 10 minutes, locked after 5 wrong attempts (a new code must be requested). */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_SECONDS = 30;
/** Codes sent to one identity within OTP_TTL_MS; the next is refused with 429 `too_many_requests`. */
export const OTP_MAX_SENDS = 5;

export interface OtpRecord {
  code: string;
  attempts: number;
  state: 'pending' | 'used' | 'locked' | 'replaced';
  expires_at: number;
}

export type OtpCheck =
  | { ok: true }
  | { ok: false; code: 'invalid_otp' | 'otp_locked' | 'otp_expired'; attempts: number; lock: boolean };

/**
 * Checks a submitted code against the latest record for the identity. `fixedCode` (sandbox mode) is accepted
 * like the real one, but never unlocks a locked code.
 */
export function checkOtp(
  record: OtpRecord | undefined,
  submitted: string,
  now: number,
  fixedCode?: string,
): OtpCheck {
  if (record?.state === 'locked')
    return { ok: false, code: 'otp_locked', attempts: record.attempts, lock: false };
  const matches = (record?.state === 'pending' && submitted === record.code) || submitted === fixedCode;
  if (record?.state === 'pending' && record.expires_at <= now && submitted === record.code) {
    return { ok: false, code: 'otp_expired', attempts: record.attempts, lock: false };
  }
  if (matches) return { ok: true };
  if (!record || record.state !== 'pending')
    return { ok: false, code: 'invalid_otp', attempts: 0, lock: false };
  const attempts = record.attempts + 1;
  return { ok: false, code: 'invalid_otp', attempts, lock: attempts >= OTP_MAX_ATTEMPTS };
}

export function newOtpCode(random: () => number = Math.random): string {
  return String(Math.floor(random() * 1_000_000)).padStart(6, '0');
}
