import { toAsciiDigits } from '../../lib/digits';

export const OTP_LENGTH = 6;

/**
 * Keeps the digits of a pasted or typed code (spaces, dashes and text around it go), at most 6; digits of
 * other scripts (full-width `１２３`) count as digits.
 */
export function sanitizeCode(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const isCompleteCode = (code: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
