/**
 * The records the provider states create, by id. Every provider state in contracts/README.md refers to
 * these; keep them in step.
 */
export const PATIENT = {
  id: 1001,
  phone: '+34612345678',
  callingCode: '+34',
  email: 'ana.garcia@example.com',
} as const;
export const NEW_PHONE = '+34699111222';
export const COMPANY = { id: 31, email: 'ana.garcia@acme-salud.example', title: 'Acme Salud' } as const;
export const UNLINKED_COMPANY_EMAIL = 'ana@no-company.example';
export const OTP_CODE = '123456';
export const WRONG_OTP_CODE = '000000';
export const SPECIALITY_ID = 3;
export const OTHER_SPECIALITY_ID = 7;
export const DOCTOR_ID = 21;
export const WIZARD_FORM_ID = 5;
export const WIZARD_RESPONSE_ID = 77;
export const PRE_ORDER_ID = 5001;
export const EMERGENCY_PRE_ORDER_ID = 5002;
export const APPOINTMENT_ID = 7001;
export const PAST_APPOINTMENT_ID = 7002;
/** A booked appointment whose session is starting (the waiting room's countdown, a `video_url`). */
export const STARTING_APPOINTMENT_ID = 7003;
export const MISSING_APPOINTMENT_ID = 7999;
export const BUNDLE_ORDER_ID = 8001;
/** A bundle of 2 consultations, both used. */
export const USED_BUNDLE_ORDER_ID = 8002;
export const FOLLOW_UP_ID = 9001;
export const CANCELLATION_REASON_ID = 2;
export const PAYMENT_ID = 'pay_contract_0001';
export const DECLINED_PAYMENT_ID = 'pay_contract_0002';
export const VOUCHER_CODE = 'BIENVENIDA10';
export const INVALID_VOUCHER_CODE = 'NOEXISTE';
export const EXPIRED_VOUCHER_CODE = 'VERANO2020';
export const SETUP_INTENT_ID = 'seti_contract_0001';
export const IDEMPOTENCY_KEY = '6f1c2a9e-3b7d-4c1e-9a55-0d2b8f4e7a10';
/**
 * Examples only: the slot of the provider states (a free 30-minute slot of doctor 21, 10:30 in Madrid, a few
 * days ahead) as our tests send and receive it. At verification the provider state hands back the real,
 * future values (`slotStart`, `slotDate`, `windowFrom`, `windowTo`; see support/states.ts), so the pact
 * never depends on the day it is verified.
 */
export const SLOT_START = '2026-12-01T10:30:00+01:00';
export const SLOT_END = '2026-12-01T11:00:00+01:00';
export const SLOT_DATE = '2026-12-01';
export const TIME_ZONE = 'Europe/Madrid';
/** Example timeslot window, 1 to 31 December 2026 (ms since the epoch); the state hands back now to now + 30 days. */
export const WINDOW_FROM = 1_796_083_200_000;
export const WINDOW_TO = 1_798_675_200_000;
/** Example birth date under the minimum age; the state hands back one 17 years before the day of verification. */
export const MINOR_BIRTH_DAY = '2012-05-20';
