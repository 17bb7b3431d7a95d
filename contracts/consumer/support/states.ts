/**
 * Provider-state sentences that several test files share (contracts/README.md lists every state), and the
 * request values those states hand the verifier.
 */
import {
  DOCTOR_ID,
  MINOR_BIRTH_DAY,
  PRE_ORDER_ID,
  SLOT_DATE,
  SLOT_START,
  SPECIALITY_ID,
  WINDOW_FROM,
  WINDOW_TO,
} from './fixtures';
import { fromProviderState, isoDate, isoDateTime, pattern } from './matchers';

export const CATALOG = 'the catalog has specialities, symptoms, doctors and policies';
export const PATIENT = 'a patient with a complete profile';
export const ON_DUTY = `doctor ${DOCTOR_ID} is on duty for speciality ${SPECIALITY_ID}`;
export const NOBODY_ON_DUTY = `no doctor is on duty for speciality ${SPECIALITY_ID}`;
/** Hands back `slotStart`, `slotDate`, `windowFrom` and `windowTo`. */
export const FREE_SLOT = `doctor ${DOCTOR_ID} has a free slot for speciality ${SPECIALITY_ID}`;
/** Hands back `slotStart`. */
export const SLOT_TAKEN = `doctor ${DOCTOR_ID}'s slot for speciality ${SPECIALITY_ID} is already taken`;
export const PENDING_PRE_ORDER = `the patient has a pending pre-order ${PRE_ORDER_ID} without images`;
/** Hands back `minorBirthDay`. */
export const MINIMUM_AGE = 'the minimum age is 18';

/** The slot's start as the app sends it (ISO 8601 with the offset), from the state's `slotStart`. */
export const slotStartFromState = () => fromProviderState('slotStart', isoDateTime(SLOT_START));
/** The slot's day (`YYYY-MM-DD`, a query parameter), from the state's `slotDate`. */
export const slotDateFromState = () =>
  fromProviderState('slotDate', pattern('^\\d{4}-\\d{2}-\\d{2}$', SLOT_DATE));
/** The timeslot window the app asks for (ms since the epoch, query parameters), from the state. */
export const windowFromState = () => ({
  from: fromProviderState('windowFrom', pattern('^\\d+$', String(WINDOW_FROM))),
  to: fromProviderState('windowTo', pattern('^\\d+$', String(WINDOW_TO))),
});
/** A birth date under the minimum age on the day of verification, from the state's `minorBirthDay`. */
export const minorBirthDayFromState = () => fromProviderState('minorBirthDay', isoDate(MINOR_BIRTH_DAY));
