import type { MessageDescriptor } from 'react-intl';
import type { ProviderError } from '../../api/types';
import { bookingMessages } from './messages';

/** The provider's `{code, message}` of a failed RTK Query call, when there is one. */
export function providerCode(error: unknown): string | undefined {
  const data = (error as { data?: Partial<ProviderError> } | undefined)?.data;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/** How the flow reads a failed pre-order (contracts/README.md "Error codes we rely on"). */
export type PreOrderFailure = 'slotTaken' | 'nobodyOnDuty' | 'activeAppointment' | 'signInAgain' | 'other';

export function preOrderFailure(error: unknown, appointmentType: 'booked' | 'emergency'): PreOrderFailure {
  const code = providerCode(error);
  if (code === 'doctor_not_available') return appointmentType === 'emergency' ? 'nobodyOnDuty' : 'slotTaken';
  if (code === 'active_appointment') return 'activeAppointment';
  if ((error as { status?: unknown } | undefined)?.status === 401) return 'signInAgain';
  return 'other';
}

/** A message for any other failed call: the connection, or a generic one. */
export function failureMessage(error: unknown): MessageDescriptor {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'
    ? bookingMessages.networkError
    : bookingMessages.genericError;
}
