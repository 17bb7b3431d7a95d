import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Spain: the country every phone field starts on. */
export const DEFAULT_COUNTRY_ISO = 'ES';

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

/** What the phone helpers need of the provider's calling-code country list. */
export interface CallingCode {
  iso_code: string;
  calling_code: string;
}

export const callingCodeDigits = (callingCode: string) => callingCode.replace(/\D/g, '');

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

/**
 * The `{phone, calling_code}` pair the provider expects, or null when the number is not valid. A number typed
 * with another country's `+` prefix takes that country's calling code from the list.
 */
export function phoneRequestOf(
  input: PhoneInput,
  countries: CallingCode[],
): { phone: string; calling_code: string } | null {
  const parsed = parsePhone(input);
  if (!parsed) return null;
  const selected = countries.find(
    (country) => country.iso_code.toUpperCase() === input.isoCode.toUpperCase(),
  );
  const country =
    selected && callingCodeDigits(selected.calling_code) === parsed.callingCodeDigits
      ? selected
      : countries.find((candidate) => callingCodeDigits(candidate.calling_code) === parsed.callingCodeDigits);
  return { phone: parsed.phone, calling_code: country?.calling_code ?? `+${parsed.callingCodeDigits}` };
}

/** An E.164 number as people read it: `+34612345678` → `+34 612 34 56 78` (as given when unknown). */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
