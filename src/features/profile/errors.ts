import type { MessageDescriptor } from 'react-intl';
import type { ProviderError } from '../../api/types';
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

/** A field error when the provider named a known problem, otherwise a message for the whole form. */
export function describeSaveError(error: unknown): { field?: ProfileField; message: MessageDescriptor } {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: Partial<ProviderError> | null };
  const known = typeof data?.code === 'string' ? knownErrors[data.code] : undefined;
  if (known) return known;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
    return { message: profileMessages.networkError };
  return { message: profileMessages.saveFailed };
}
