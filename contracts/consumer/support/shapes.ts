/**
 * Response templates, derived from the TypeScript types next to each endpoint (the features' `api.ts`). Leaves use type
 * matchers; enums the UI switches on are regexes of their values. Fields typed `X | null` are left out of
 * list templates (Pact cannot say "string or null", and `eachLike` applies to every element), except where a
 * provider state guarantees a value and the test adds them (doctor photo and rating, speciality icon and
 * price); the README lists them with the rest of each shape.
 */
import { APPOINTMENT_ID, DOCTOR_ID, SLOT_END, SLOT_START, SPECIALITY_ID } from './fixtures';
import { boolean, eachLike, integer, isoDateTime, oneOf, string, url } from './matchers';

export const APPOINTMENT_STATUSES = [
  'pending',
  'booked',
  'upcoming',
  'session_starting',
  'session_in_progress',
  'done',
  'canceled',
] as const;
export const TIME_ZONES = ['Europe/Madrid', 'Atlantic/Canary'] as const;
export const PAID_BY = ['card', 'balance', 'card_and_balance', 'bundle', 'company', 'free'] as const;

export const money = (amount = 4500) => ({ amount: integer(amount), currency: 'EUR' });

export const pagination = (page: number, pageSize: number, total: number) => ({
  page: integer(page),
  page_size: integer(pageSize),
  total: integer(total),
});

export const doctorSummary = () => ({
  id: integer(DOCTOR_ID),
  full_name: string('Dra. Lucía Romero'),
  speciality_title: string('Dermatología'),
});

export function appointment({
  id = APPOINTMENT_ID,
  status = 'upcoming',
  type = 'booked',
}: { id?: number; status?: (typeof APPOINTMENT_STATUSES)[number]; type?: 'booked' | 'emergency' } = {}) {
  return {
    id: integer(id),
    status: oneOf(APPOINTMENT_STATUSES, status),
    appointment_type: oneOf(['booked', 'emergency'], type),
    ...(type === 'booked' ? { start_at: isoDateTime(SLOT_START) } : {}),
    time_zone: oneOf(TIME_ZONES, 'Europe/Madrid'),
    created_at: isoDateTime('2026-11-20T09:00:00+01:00'),
    doctor: doctorSummary(),
    speciality_id: integer(SPECIALITY_ID),
    price: money(),
    paid_by: oneOf(PAID_BY, 'card'),
    can_cancel: boolean(status === 'upcoming' || status === 'booked'),
    can_review: boolean(status === 'done'),
    covered_by_company: boolean(false),
  };
}

/** The details of an appointment paid by card (what the details screen reads beyond the list's fields). */
export const appointmentDetails = (options: Parameters<typeof appointment>[0] = {}) => ({
  ...appointment(options),
  payment: { card: money(), balance: money(0) },
  prescription_shared: boolean(false),
});

export const speciality = () => ({
  id: integer(SPECIALITY_ID),
  title: string('Dermatología'),
  slug: string('dermatologia'),
  description: string('Cuidado de la piel, el pelo y las uñas.'),
});

export const availableDoctor = () => ({
  id: integer(DOCTOR_ID),
  full_name: string('Dra. Lucía Romero'),
  bio: string('Dermatóloga con 12 años de experiencia.'),
  speciality: { id: integer(SPECIALITY_ID), title: string('Dermatología'), slug: string('dermatologia') },
  languages: eachLike(string('es')),
  price: money(),
  reviews_count: integer(38),
  is_on_duty: boolean(true),
});

export const timeslot = () => ({
  start: isoDateTime(SLOT_START),
  end: isoDateTime(SLOT_END),
  is_available: boolean(true),
});

export const PRE_ORDER_STATUSES = ['pending', 'paid', 'expired'] as const;

export function preOrder(id: number, type: 'booked' | 'emergency' = 'booked') {
  return {
    id: integer(id),
    doctor_id: integer(DOCTOR_ID),
    speciality_id: integer(SPECIALITY_ID),
    appointment_type: type,
    ...(type === 'booked' ? { start_at: isoDateTime(SLOT_START) } : { start_at: null }),
    status: oneOf(PRE_ORDER_STATUSES, 'pending'),
    expires_at: isoDateTime('2026-11-30T10:15:00+01:00'),
    price: money(),
  };
}

export const VOUCHER_KINDS = ['percentage', 'fixed', 'free_first'] as const;

/**
 * `bundle`: the patient has bundle 8001 of the speciality (4 sessions left) and a 45.00 EUR balance;
 * `usingBundle`: the order uses that bundle (nothing left for the card).
 */
export function orderSummary(
  preOrderId: number,
  { voucher = false, company = false, bundle = false, usingBundle = false } = {},
) {
  return {
    pre_order_id: integer(preOrderId),
    subtotal: money(4500),
    voucher: voucher
      ? { code: string('BIENVENIDA10'), kind: oneOf(VOUCHER_KINDS, 'percentage'), discount: money(450) }
      : null,
    bundle_credit: money(usingBundle ? 4500 : 0),
    balance_used: money(0),
    total: money(company || usingBundle ? 0 : voucher ? 4050 : 4500),
    covered_by_company: company,
    available_balance: money(bundle ? 4500 : 0),
    usable_bundles: bundle ? eachLike({ id: integer(8001), remaining_meetings: integer(4) }) : [],
  };
}

export const PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'failed',
  'expired',
];

export function payment(id: string, status: (typeof PAYMENT_STATUSES)[number], amount = 4500) {
  return {
    payment_id: string(id),
    status: oneOf(PAYMENT_STATUSES, status),
    amount: money(amount),
    expires_at: isoDateTime('2026-11-30T10:15:00+01:00'),
  };
}

export const bundleOrder = ({ id = 8001, total = 5, used = 1 } = {}) => ({
  id: integer(id),
  title: string('Bono 5 consultas de dermatología'),
  speciality: { id: integer(SPECIALITY_ID), title: string('Dermatología') },
  total_meetings: integer(total),
  used_meetings: integer(used),
  remaining_meetings: integer(total - used),
  status: oneOf(['active', 'used', 'expired'], used === total ? 'used' : 'active'),
});

export const followUp = (status: 'pending' | 'accepted' | 'rejected' = 'pending') => ({
  id: integer(9001),
  appointment_id: integer(7002),
  doctor: doctorSummary(),
  speciality_id: integer(SPECIALITY_ID),
  time_zone: oneOf(TIME_ZONES, 'Europe/Madrid'),
  price: money(3000),
  status: oneOf(['pending', 'accepted', 'rejected'], status),
});

export const transaction = () => ({
  id: integer(61),
  type: oneOf(['payment', 'refund', 'voucher', 'bundle'], 'refund'),
  amount: { amount: integer(4500), currency: 'EUR' },
  description: string('Reembolso de la consulta cancelada'),
  created_at: isoDateTime('2026-11-20T09:00:00+01:00'),
});

export const prescription = (status: 'none' | 'pending' | 'approved' | 'rejected' = 'approved') => ({
  status: oneOf(['none', 'pending', 'approved', 'rejected'], status),
  images: eachLike({ id: integer(41), url: url('https://cdn.telehealth.example/prescriptions/41.jpg') }),
  medicines: eachLike({ name: string('Ibuprofeno'), dosage: string('600 mg cada 8 horas') }),
});
