import { type Db, all, one, run, transaction } from '../db/connection.ts';
import {
  appointmentStatus,
  blocksEmergency,
  canCancel,
  cancellationOutcome,
} from '../domain/appointmentStatus.ts';
import { ApiError, activeAppointment, conflict, notFound } from '../domain/errors.ts';
import { isoInZone } from '../domain/time.ts';
import type { Lang } from '../http/messages.ts';
import { doctorSummary, getDoctor } from './doctors.ts';
import { addTransaction } from './finance.ts';

/** What a pre-order and the appointment it becomes both hold: who, with whom, when, for how much. */
export interface VisitRow {
  id: number;
  user_id: number;
  doctor_id: number;
  speciality_id: number;
  appointment_type: 'booked' | 'emergency';
  start_at: number | null;
  time_zone: string;
  price_cents: number;
}

export interface AppointmentRow extends VisitRow {
  paid_card_cents: number;
  paid_balance_cents: number;
  voucher_id: number | null;
  bundle_order_id: number | null;
  company_id: number | null;
  pre_order_id: number | null;
  note: string | null;
  waiting_entered_at: number | null;
  doctor_joined_at: number | null;
  ended_at: number | null;
  canceled_at: number | null;
  cancel_reason_id: number | null;
  prescription_shared: number;
  created_at: number;
}

export type NewAppointment = Pick<
  AppointmentRow,
  | 'user_id'
  | 'doctor_id'
  | 'speciality_id'
  | 'appointment_type'
  | 'start_at'
  | 'time_zone'
  | 'price_cents'
  | 'paid_card_cents'
  | 'paid_balance_cents'
  | 'voucher_id'
  | 'bundle_order_id'
  | 'company_id'
  | 'pre_order_id'
>;

const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T) => rest;

/** Inserts the appointment and turns its slot claim (if any) into a permanent one. Call inside a transaction. */
export function insertAppointment(db: Db, data: NewAppointment & { id?: number }, now: number): number {
  const { id } = run(
    db,
    `INSERT INTO appointments (id, user_id, doctor_id, speciality_id, appointment_type, start_at, time_zone, price_cents,
       paid_card_cents, paid_balance_cents, voucher_id, bundle_order_id, company_id, pre_order_id, created_at)
     VALUES (:fixedId, :user_id, :doctor_id, :speciality_id, :appointment_type, :start_at, :time_zone, :price_cents,
       :paid_card_cents, :paid_balance_cents, :voucher_id, :bundle_order_id, :company_id, :pre_order_id, :now)`,
    { ...withoutId(data), fixedId: data.id ?? null, now },
  );
  if (data.start_at !== null) {
    const claimed = run(
      db,
      `INSERT INTO slot_claims (doctor_id, start_at, appointment_id, expires_at) VALUES (:doctor, :start, :id, NULL)
       ON CONFLICT (doctor_id, start_at) DO UPDATE SET appointment_id = :id, expires_at = NULL
       WHERE slot_claims.appointment_id IS NULL
         AND (slot_claims.pre_order_id IS :preOrder OR slot_claims.expires_at <= :now)`,
      { doctor: data.doctor_id, start: data.start_at, id, preOrder: data.pre_order_id, now },
    );
    if (claimed.changes === 0) throw conflict('doctor_not_available', 'start_at');
  }
  return id;
}

export function getAppointment(db: Db, userId: number, appointmentId: number): AppointmentRow {
  const row = one<AppointmentRow>(
    db,
    'SELECT * FROM appointments WHERE id = :appointmentId AND user_id = :userId',
    {
      appointmentId,
      userId,
    },
  );
  if (!row) throw notFound('appointment_not_found');
  return row;
}

export const statusOf = (row: AppointmentRow, now: number) => appointmentStatus(row, now);

export type PaidBy = 'card' | 'balance' | 'card_and_balance' | 'bundle' | 'company' | 'free';

/** Who paid, as the lists say it: the company, a bundle meeting, or the patient by card and/or balance. */
export function paidBy(row: AppointmentRow): PaidBy {
  if (row.company_id !== null) return 'company';
  if (row.bundle_order_id !== null) return 'bundle';
  if (row.paid_card_cents > 0 && row.paid_balance_cents > 0) return 'card_and_balance';
  if (row.paid_card_cents > 0) return 'card';
  if (row.paid_balance_cents > 0) return 'balance';
  return 'free';
}

const money = (cents: number) => ({ amount: cents, currency: 'EUR' as const });

/** The Appointment shape of src/api/shared/appointments.ts. */
export function appointmentView(db: Db, row: AppointmentRow, lang: Lang, base: string, now: number) {
  const status = statusOf(row, now);
  const reviewed = one(db, 'SELECT 1 AS one FROM reviews WHERE appointment_id = :id', { id: row.id });
  return {
    id: row.id,
    status,
    appointment_type: row.appointment_type,
    start_at: row.start_at === null ? null : isoInZone(row.start_at, row.time_zone),
    time_zone: row.time_zone,
    created_at: isoInZone(row.created_at, row.time_zone),
    doctor: doctorSummary(getDoctor(db, row.doctor_id), lang, base),
    speciality_id: row.speciality_id,
    price: money(row.price_cents),
    paid_by: paidBy(row),
    note: row.note,
    can_cancel: canCancel(status),
    can_review: status === 'done' && !reviewed,
    covered_by_company: row.company_id !== null,
  };
}

export function appointmentDetailsView(db: Db, row: AppointmentRow, lang: Lang, base: string, now: number) {
  const view = appointmentView(db, row, lang, base, now);
  const live = view.status === 'session_starting' || view.status === 'session_in_progress';
  const paid = row.paid_card_cents + row.paid_balance_cents > 0;
  return {
    ...view,
    payment: { card: money(row.paid_card_cents), balance: money(row.paid_balance_cents) },
    prescription_shared: Boolean(row.prescription_shared),
    invoice_url: paid ? `${base}/sandbox/invoices/appointment-${row.id}` : null,
    video_url: live ? `${base}/sandbox/video/${row.id}?lang=${lang}` : null,
  };
}

export function userAppointments(db: Db, userId: number): AppointmentRow[] {
  return all<AppointmentRow>(
    db,
    'SELECT * FROM appointments WHERE user_id = :userId ORDER BY COALESCE(start_at, created_at), id',
    { userId },
  );
}

const FINISHED = new Set(['done', 'canceled']);
export const isUpcoming = (row: AppointmentRow, now: number) => !FINISHED.has(statusOf(row, now));

/**
 * The 'one active appointment' rule: an emergency is refused with 'You have an active Appointment' (409
 * `active_appointment`, naming the appointment under way) while one is. Checked when the emergency's pre-order
 * is created, when its payment is created and when it is confirmed, each time in the caller's transaction; and
 * when a doctor lets the patient into another visit early (`except` that visit).
 */
export function assertNoActiveAppointment(db: Db, userId: number, now: number, except?: number) {
  const active = userAppointments(db, userId).find((row) => row.id !== except && blocksEmergency(row, now));
  if (active) throw activeAppointment(active.id);
}

/** What cancelling would give back: the refund into the balance (null when nothing), a bundle meeting. */
export function refundOf(row: AppointmentRow) {
  const outcome = cancellationOutcome(row);
  return {
    refund:
      outcome.refundToBalance > 0
        ? { amount: money(outcome.refundToBalance), destination: 'balance' as const }
        : null,
    returns_bundle_meeting: outcome.returnBundleMeeting,
  };
}

function cancellable(db: Db, userId: number, appointmentId: number, now: number): AppointmentRow {
  const row = getAppointment(db, userId, appointmentId);
  if (!canCancel(statusOf(row, now))) throw new ApiError(409, 'appointment_not_cancellable');
  return row;
}

/** Step one of a cancellation: the patient's reason, kept until the cancellation itself (step two). */
export function recordCancellationReason(
  db: Db,
  userId: number,
  appointmentId: number,
  now: number,
  reason: { reason_id: number; comment?: string },
) {
  return transaction(db, () => {
    const row = cancellable(db, userId, appointmentId, now);
    run(db, 'UPDATE appointments SET cancel_reason_id = :reason, cancel_comment = :comment WHERE id = :id', {
      id: row.id,
      reason: reason.reason_id,
      comment: reason.comment?.trim() || null,
    });
    return refundOf(row);
  });
}

/**
 * Cancels the appointment at `at`: its slot freed, the bundle meeting given back, the voucher usable again and
 * what the patient paid refunded into the balance (a `refund` transaction saying `description`). Call inside
 * the caller's transaction.
 */
export function cancelWithRefund(
  db: Db,
  row: AppointmentRow,
  at: number,
  description: [es: string, en: string],
) {
  const outcome = cancellationOutcome(row);
  run(db, 'UPDATE appointments SET canceled_at = :at WHERE id = :id', { at, id: row.id });
  run(db, 'DELETE FROM slot_claims WHERE appointment_id = :id', { id: row.id });
  if (outcome.returnBundleMeeting) {
    run(
      db,
      'UPDATE bundle_orders SET used_meetings = used_meetings - 1 WHERE id = :id AND used_meetings > 0',
      {
        id: row.bundle_order_id,
      },
    );
  }
  if (row.voucher_id !== null) {
    run(db, 'DELETE FROM voucher_redemptions WHERE voucher_id = :v AND user_id = :u', {
      v: row.voucher_id,
      u: row.user_id,
    });
  }
  if (outcome.refundToBalance > 0) {
    addTransaction(db, {
      user_id: row.user_id,
      type: 'refund',
      amount_cents: outcome.refundToBalance,
      balance_delta_cents: outcome.refundToBalance,
      description,
      appointment_id: row.id,
      now: at,
    });
  }
}

/** Step two, in one transaction: the patient cancels (the reason given first, step one); see cancelWithRefund. */
export function cancelAppointment(db: Db, userId: number, appointmentId: number, now: number) {
  return transaction(db, () => {
    const row = cancellable(db, userId, appointmentId, now);
    if (row.cancel_reason_id === null) throw new ApiError(409, 'cancellation_reason_required');
    cancelWithRefund(db, row, now, [
      'Reembolso de la consulta cancelada',
      'Refund for the canceled consultation',
    ]);
    return { row: getAppointment(db, userId, appointmentId), refund: refundOf(row).refund };
  });
}
