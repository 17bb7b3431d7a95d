const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** Upper case, without the spaces, dots and dashes people type inside ID numbers. */
export function normaliseSpanishId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/**
 * A Spanish DNI (8 digits + check letter) or NIE (X, Y or Z + 7 digits + check letter): the letter is the
 * number modulo 23 in the official table, with X/Y/Z read as 0/1/2.
 */
export function isValidSpanishId(value: string): boolean {
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(normaliseSpanishId(value));
  if (!match) return false;
  const [, lead, digits, letter] = match as unknown as [string, string, string, string];
  const number = Number((NIE_PREFIX[lead] ?? lead) + digits);
  return DNI_LETTERS[number % 23] === letter;
}

/** Whole years between a `YYYY-MM-DD` birth date and `today` (local calendar date); null for non-dates. */
export function ageOn(birthDay: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDay);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

export const MINIMUM_AGE = 18;

export type BirthDayCheck = 'ok' | 'invalid' | 'underage';

/** Spec §9: users are 18 or older; a date in the future or before 1900 is not a birth date. */
export function checkBirthDay(birthDay: string, today = new Date()): BirthDayCheck {
  const age = ageOn(birthDay, today);
  if (age === null || age < 0 || Number(birthDay.slice(0, 4)) < 1900) return 'invalid';
  return age >= MINIMUM_AGE ? 'ok' : 'underage';
}
