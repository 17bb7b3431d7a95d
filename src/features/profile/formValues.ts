import type { MessageDescriptor } from 'react-intl';
import { isValidEmail } from '../../lib/email';
import { formatDateInput, parseDateInput } from '../../lib/dateInput';
import type { Profile, ProfileUpdate } from '../../state/session/api';
import type { ProfileField } from './errors';
import { profileMessages } from './messages';
import { checkBirthDay, isValidSpanishId, normaliseSpanishId } from './validation';

/** What the form's inputs hold, as typed; the birth date in the page's pattern (`dd/mm/aaaa`). */
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, MessageDescriptor>>;

export const FIELD_ORDER: ProfileField[] = ['firstName', 'lastName', 'idNumber', 'birthDay', 'email'];

export const valuesOf = (profile: Profile, dateFormat: string): ProfileValues => ({
  firstName: profile.first_name ?? '',
  lastName: profile.last_name ?? '',
  idNumber: profile.id_number ?? '',
  birthDay: formatDateInput(profile.birth_day, dateFormat),
  email: profile.user.email ?? '',
});

/** The typed birth date as `YYYY-MM-DD`; null when none; 'invalid' when it is not a date in the pattern. */
const birthDayOf = (values: ProfileValues, dateFormat: string) =>
  values.birthDay.trim() ? (parseDateInput(values.birthDay, dateFormat) ?? 'invalid') : null;

/** Names are required; the ID number, date of birth and e-mail are checked when given. */
export function validateProfile(
  values: ProfileValues,
  dateFormat: string,
  today = new Date(),
): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!values.firstName.trim()) errors.firstName = profileMessages.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = profileMessages.lastNameRequired;
  if (values.idNumber.trim() && !isValidSpanishId(values.idNumber))
    errors.idNumber = profileMessages.idNumberInvalid;
  const birthDay = birthDayOf(values, dateFormat);
  if (birthDay !== null) {
    const check = checkBirthDay(birthDay, today);
    if (check === 'invalid') errors.birthDay = profileMessages.birthDayInvalid;
    if (check === 'underage') errors.birthDay = profileMessages.birthDayUnderage;
  }
  if (values.email.trim() && !isValidEmail(values.email)) errors.email = profileMessages.emailInvalid;
  return errors;
}

const orNull = (value: string) => value.trim() || null;

/** The profile/update body of valid values. */
export const updateOf = (values: ProfileValues, dateFormat: string): ProfileUpdate => ({
  first_name: values.firstName.trim(),
  last_name: values.lastName.trim(),
  id_number: values.idNumber.trim() ? normaliseSpanishId(values.idNumber) : null,
  birth_day: birthDayOf(values, dateFormat),
  email: orNull(values.email),
});
