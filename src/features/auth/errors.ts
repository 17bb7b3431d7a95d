import type { MessageDescriptor } from 'react-intl';
import { providerErrorOf } from '../../api/providerError';
import { authMessages } from './messages';

export interface ShownError {
  message: MessageDescriptor;
  /** The form field the error belongs to; none ⇒ shown for the whole step. */
  field?: string;
}

/** What the user sees for a failed call: the step's known codes first, then status-based fallbacks. */
export function describeError(
  error: unknown,
  known: Record<string, ShownError>,
  fallback: ShownError = { message: authMessages.genericError },
): ShownError {
  const provider = providerErrorOf(error);
  const match = provider && known[provider.code];
  if (match) return match;
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { message: authMessages.networkError };
  if (status === 429) return { message: authMessages.tooManyRequests };
  return fallback;
}

/** Provider codes per step (the sandbox's catalogue; spec §8 wording where it has one). */
export const registerErrors: Record<string, ShownError> = {
  invalid_phone: { message: authMessages.phoneInvalid, field: 'phone' },
  invalid_email: { message: authMessages.emailInvalid, field: 'email' },
  privacy_policy_not_accepted: { message: authMessages.privacyRequired, field: 'privacy' },
  email_not_linked_to_company: { message: authMessages.b2bNotLinked, field: 'email' },
  // The same refusal under the name our contract first proposed (contracts/consumer/auth.pact.test.ts).
  company_email_not_verified: { message: authMessages.b2bNotLinked, field: 'email' },
  phone_not_verified: { message: authMessages.phoneNotVerified },
};

/** A one-time code the provider refused, wherever it was asked for. */
const codeErrors: Record<string, ShownError> = {
  invalid_otp: { message: authMessages.codeRejected, field: 'code' },
  otp_expired: { message: authMessages.codeExpired, field: 'code' },
  otp_locked: { message: authMessages.codeLocked, field: 'code' },
};

export const verifyErrors: Record<string, ShownError> = {
  ...codeErrors,
  email_not_linked_to_company: { message: authMessages.emailNotVerified },
  phone_not_verified: { message: authMessages.phoneNotVerified },
};

export const nameErrors: Record<string, ShownError> = {
  name_required: { message: authMessages.nameRequired, field: 'firstName' },
};

export const mobileErrors: Record<string, ShownError> = {
  invalid_phone: { message: authMessages.phoneInvalid, field: 'phone' },
  phone_taken: { message: authMessages.phoneTaken, field: 'phone' },
  phone_not_verified: { message: authMessages.phoneNotVerified },
};

/** The code sent to a new number: the sign-in code errors, and the number taken meanwhile. */
export const mobileCodeErrors: Record<string, ShownError> = {
  ...codeErrors,
  phone_taken: { message: authMessages.phoneTaken },
  phone_not_verified: { message: authMessages.phoneNotVerified },
};
