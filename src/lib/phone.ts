import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored number (E.164) as people read it: `+34600000001` → `+34 600 00 00 01`. Anything libphonenumber
 * cannot read is shown as it came.
 */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164.trim());
  return parsed ? parsed.formatInternational() : e164;
}
