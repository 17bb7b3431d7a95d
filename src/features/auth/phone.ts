import type { CallingCodeCountry } from './api';
import { parsePhone, type PhoneInput } from './validation';

export const DEFAULT_COUNTRY_ISO = 'ES';

export const callingCodeDigits = (callingCode: string) => callingCode.replace(/\D/g, '');

/**
 * The `{phone, calling_code}` pair the provider expects, or null when the number is not valid. A number typed
 * with another country's `+` prefix takes that country's calling code from the list.
 */
export function phoneRequestOf(
  input: PhoneInput,
  countries: CallingCodeCountry[],
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
