/** Input rules shared by the routes: phone, e-mail, Spanish ID number, age. */

/** A calling code like `+34` (or `34`) and a national number (or the full `+34…` number); Spain's mobiles and landlines have 9 digits (6–9 first). */
export function normalisePhone(callingCode: string, phone: string): string | null {
  const trimmed = callingCode.trim().replace(/^00/, '+');
  const code = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  if (!/^\+\d{1,4}$/.test(code)) return null;
  let digits = phone.replace(/[\s().-]/g, '');
  if (digits.startsWith(code)) digits = digits.slice(code.length);
  else if (digits.startsWith('+')) return null;
  if (!/^\d+$/.test(digits)) return null;
  if (code === '+34') return /^[6789]\d{8}$/.test(digits) ? `${code}${digits}` : null;
  return digits.length >= 6 && digits.length <= 14 ? `${code}${digits}` : null;
}

/** An SMS reaches the number: any number but a Spanish landline (8 or 9 after +34). */
export const canReceiveSms = (e164: string) => !/^\+34[89]/.test(e164);

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
export const isValidEmail = (email: string) => email.length <= 254 && EMAIL.test(email);
export const emailDomain = (email: string) => email.split('@')[1]?.toLowerCase() ?? '';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A DNI (8 digits + letter) or NIE (X/Y/Z + 7 digits + letter) whose check letter is right. */
export function isValidIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const lead = { X: '0', Y: '1', Z: '2' }[match[1] as 'X' | 'Y' | 'Z'] ?? match[1];
  return DNI_LETTERS[Number(`${lead}${match[2]}`) % 23] === match[3];
}

/** Age in whole years on `today` (`YYYY-MM-DD`), or null when the date is not a real date. */
export function ageOn(birthDay: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

export const MINIMUM_AGE = 18;
