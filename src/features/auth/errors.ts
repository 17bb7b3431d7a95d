import type { MessageDescriptor } from 'react-intl';
import { isConnectionFailure, providerErrorOf, refusedField } from '../../api/providerError';
import { authMessages } from './messages';

export interface ShownError {
  message: MessageDescriptor;
  /** The form field the error belongs to; none ⇒ shown for the whole step. */
  field?: string;
}

/**
 * What the user sees for a failed call: the step's known codes first, then a refusal that names one of the
 * step's fields (`fields`: the provider's field name → the form's), then status-based fallbacks.
 */
export function describeError(
  error: unknown,
  known: Record<string, ShownError>,
  fields: Partial<Record<string, string>> = {},
): ShownError {
  const provider = providerErrorOf(error);
  const match = provider && known[provider.code];
  if (match) return match;
  const refused = refusedField(error, fields);
  if (refused)
    return {
      message: refused.code === 'too_long' ? authMessages.fieldTooLong : authMessages.fieldRejected,
      field: refused.field,
    };
  if (isConnectionFailure(error)) return { message: authMessages.networkError };
  if ((error as { status?: unknown } | undefined)?.status === 429)
    return { message: authMessages.tooManyRequests };
  return { message: authMessages.genericError };
}

/** Provider codes per step (the sandbox's catalogue; spec §8 wording where it has one). */
export const registerErrors: Record<string, ShownError> = {
  invalid_phone: { message: authMessages.phoneInvalid, field: 'phone' },
  invalid_email: { message: authMessages.emailInvalid, field: 'email' },
  privacy_policy_not_accepted: { message: authMessages.privacyRequired, field: 'privacy' },
  privacy_policy_outdated: { message: authMessages.privacyOutdated, field: 'privacy' },
  company_email_not_verified: { message: authMessages.b2bNotLinked, field: 'email' },
  phone_not_verified: { message: authMessages.phoneNotVerified, field: 'phone' },
};

/** The sign-in form's fields by the provider's names. */
export const registerFields = { phone: 'phone', email: 'email', privacy_policy_accepted: 'privacy' };

/** A one-time code the provider refused, wherever it was asked for. */
const codeErrors: Record<string, ShownError> = {
  invalid_otp: { message: authMessages.codeRejected, field: 'code' },
  otp_expired: { message: authMessages.codeExpired, field: 'code' },
  otp_locked: { message: authMessages.codeLocked, field: 'code' },
};

export const verifyErrors: Record<string, ShownError> = { ...codeErrors };

export const nameErrors: Record<string, ShownError> = {
  name_required: { message: authMessages.nameRequired, field: 'firstName' },
};

/** The name step's fields by the provider's names. */
export const nameFields = { first_name: 'firstName', last_name: 'lastName' };

export const mobileErrors: Record<string, ShownError> = {
  invalid_phone: { message: authMessages.phoneInvalid, field: 'phone' },
  phone_taken: { message: authMessages.phoneTaken, field: 'phone' },
  phone_not_verified: { message: authMessages.phoneNotVerified, field: 'phone' },
};

/** The code sent to a new number: the sign-in code errors, and the number taken meanwhile. */
export const mobileCodeErrors: Record<string, ShownError> = {
  ...codeErrors,
  phone_taken: { message: authMessages.phoneTaken },
};
