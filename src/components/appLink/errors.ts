import type { MessageDescriptor } from 'react-intl';
import { providerErrorOf } from '../../api/providerError';
import { appLinkMessages } from './messages';

export interface AppLinkError {
  message: MessageDescriptor;
  /** Shown under the phone number rather than for the whole form. */
  field?: 'phone';
}

/** What the patient reads when the provider does not send the link (its codes: contracts/README.md). */
export function appLinkErrorOf(error: unknown): AppLinkError {
  const provider = providerErrorOf(error);
  if (provider?.code === 'invalid_phone') return { message: appLinkMessages.phoneInvalid, field: 'phone' };
  if (provider?.code === 'too_many_requests' || provider?.status === 429)
    return { message: appLinkMessages.tooMany };
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR')
    return { message: appLinkMessages.networkError };
  return { message: appLinkMessages.failed };
}
