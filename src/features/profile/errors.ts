import type { MessageDescriptor } from 'react-intl';
import { isConnectionFailure, providerErrorOf, refusedField } from '../../api/providerError';
import { profileMessages } from './messages';

export type ProfileField = 'firstName' | 'lastName' | 'idNumber' | 'birthDay' | 'email';

/** Provider codes of profile/update (the sandbox's catalogue) and the field each belongs to. */
const knownErrors: Record<string, { field: ProfileField; message: MessageDescriptor }> = {
  name_required: { field: 'firstName', message: profileMessages.firstNameRequired },
  invalid_id_number: { field: 'idNumber', message: profileMessages.idNumberInvalid },
  invalid_birth_day: { field: 'birthDay', message: profileMessages.birthDayInvalid },
  under_minimum_age: { field: 'birthDay', message: profileMessages.birthDayUnderage },
  invalid_email: { field: 'email', message: profileMessages.emailInvalid },
  email_taken: { field: 'email', message: profileMessages.emailTaken },
};

/** The form's fields by the names profile/update gives them. */
const profileFields: Record<string, ProfileField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  id_number: 'idNumber',
  birth_day: 'birthDay',
  email: 'email',
};

/**
 * A field error when the provider named a known problem or one of the form's fields (a 300-character last
 * name is refused under the last name, not as a save that retrying never fixes), else one for the whole form.
 */
export function describeSaveError(error: unknown): { field?: ProfileField; message: MessageDescriptor } {
  const provider = providerErrorOf(error);
  const known = provider ? knownErrors[provider.code] : undefined;
  const refused = refusedField(error, profileFields);
  // The provider's `field` is more precise than the code's usual field (`name_required` on the last name).
  if (known) return refused ? { ...known, field: refused.field } : known;
  if (refused)
    return {
      field: refused.field,
      message: refused.code === 'too_long' ? profileMessages.fieldTooLong : profileMessages.fieldRejected,
    };
  if (isConnectionFailure(error)) return { message: profileMessages.networkError };
  return { message: profileMessages.saveFailed };
}
