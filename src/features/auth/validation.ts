import { toAsciiDigits } from '../../lib/digits';
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface PhoneInput {
  /** What the user typed: national digits, or a full number with `+`. */
  number: string;
  /** The selected country (ISO 3166-1 alpha-2). */
  isoCode: string;
}

export interface ParsedPhone {
  /** E.164, e.g. `+34612345678`. */
  phone: string;
  /** Digits of the country calling code, e.g. `34`. */
  callingCodeDigits: string;
}

/** A valid phone number for the selected country (or any country when typed with `+`), else null. */
export function parsePhone({ number, isoCode }: PhoneInput): ParsedPhone | null {
  const country = isoCode.toUpperCase();
  const parsed = parsePhoneNumberFromString(
    number.trim(),
    isSupportedCountry(country) ? (country as CountryCode) : undefined,
  );
  if (!parsed?.isValid()) return null;
  return { phone: parsed.number, callingCodeDigits: parsed.countryCallingCode };
}

export const OTP_LENGTH = 6;

/**
 * Keeps the digits of a pasted or typed code (spaces, dashes and text around it go), at most 6; digits of
 * other scripts (full-width `１２３`) count as digits.
 */
export function sanitizeCode(value: string): string {
  return toAsciiDigits(value).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export const isCompleteCode = (code: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
