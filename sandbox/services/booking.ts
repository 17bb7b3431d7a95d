import { type Db, all, one, run, transaction } from '../db/connection.ts';
import { ApiError, conflict, notFound, unprocessable } from '../domain/errors.ts';
import { BOOKING_WINDOW_MS, isSlotStart, slotsBetween } from '../domain/slots.ts';
import { isoInZone, MINUTE } from '../domain/time.ts';
import { assertNoActiveAppointment, type VisitRow } from './appointments.ts';
import { doctorOnDuty, getDoctor, shiftsOf } from './doctors.ts';
import { settleUnattendedEmergencies } from './emergencies.ts';
import { type UserRow, requireCompany } from './users.ts';

/** Spec §9: a payment must be finalised within 15 minutes; the slot is held until then. */
export const PAYMENT_WINDOW_MS = 15 * MINUTE;

export interface PreOrderRow extends VisitRow {
  company_id: number | null;
  status: 'pending' | 'paid' | 'expired';
  expires_at: number;
  voucher_code: string | null;
  use_balance: number;
  bundle_order_id: number | null;
}

export interface PreOrderInput {
  doctor_id: number;
  speciality_id: number;
  appointment_type: 'booked' | 'emergency';
  start_at: string | null;
  time_zone: string;
  symptoms_description?: string;
  wizard_response_id?: number;
  bundle_order_id?: number;
  company_id?: number;
}

/**
 * Lazily applies the clock's rules to money: the 15-minute window (expired holds are released, their pre-orders
 * and payments expire) and the emergencies whose doctor never joined (cancelled, refunded to the balance).
 */
export function expireStale(db: Db, now: number) {
  settleUnattendedEmergencies(db, now);
  run(db, 'DELETE FROM slot_claims WHERE appointment_id IS NULL AND expires_at <= :now', { now });
  run(db, "UPDATE pre_orders SET status = 'expired' WHERE status = 'pending' AND expires_at <= :now", {
    now,
  });
  run(
    db,
    `UPDATE payments SET status = 'expired'
     WHERE status IN ('requires_payment_method', 'requires_action', 'processing', 'failed') AND expires_at <= :now`,
    { now },
  );
}

export function getPreOrder(db: Db, userId: number, preOrderId: number): PreOrderRow {
  const row = one<PreOrderRow>(db, 'SELECT * FROM pre_orders WHERE id = :preOrderId AND user_id = :userId', {
    preOrderId,
    userId,
  });
  if (!row) throw notFound('pre_order_not_found');
  return row;
}

/** A pending pre-order still inside its window, or 409. */
export function payablePreOrder(db: Db, userId: number, preOrderId: number, now: number): PreOrderRow {
  expireStale(db, now);
  const row = getPreOrder(db, userId, preOrderId);
  if (row.status === 'paid') throw conflict('pre_order_paid', 'pre_order_id');
  if (row.status === 'expired') throw conflict('pre_order_expired', 'pre_order_id');
  return row;
}

/** Creates a pre-order and holds its slot for 15 minutes; of two concurrent requests for one slot one gets 409. */
export function createPreOrder(db: Db, user: UserRow, input: PreOrderInput, now: number): PreOrderRow {
  return transaction(db, () => {
    expireStale(db, now);
    const doctor = getDoctor(db, input.doctor_id);
    if (doctor.speciality_id !== input.speciality_id) throw notFound('doctor_not_found');
    if (input.company_id !== undefined) requireCompany(db, user, input.company_id);
    if (input.bundle_order_id !== undefined)
      usableBundle(db, user.id, input.bundle_order_id, doctor.speciality_id, now);
    let startAt: number | null = null;
    if (input.appointment_type === 'emergency') {
      assertNoActiveAppointment(db, user.id, now);
      if (!doctorOnDuty(db, doctor, now)) throw conflict('doctor_not_available', 'doctor_id');
    } else {
      if (input.start_at === null) throw new ApiError(400, 'validation_error', 'start_at');
      startAt = Date.parse(input.start_at);
      if (
        startAt <= now ||
        startAt > now + BOOKING_WINDOW_MS ||
        !isSlotStart(shiftsOf(db, doctor.id), startAt)
      ) {
        throw unprocessable('invalid_slot', 'start_at');
      }
      const held = one<{
        pre_order_id: number | null;
        appointment_id: number | null;
        user_id: number | null;
      }>(
        db,
        `SELECT c.pre_order_id, c.appointment_id, p.user_id FROM slot_claims c
         LEFT JOIN pre_orders p ON p.id = c.pre_order_id WHERE c.doctor_id = :doctor AND c.start_at = :start`,
        { doctor: doctor.id, start: startAt },
      );
      if (held && (held.appointment_id !== null || held.user_id !== user.id)) {
        throw conflict('doctor_not_available', 'start_at');
      }
      if (held) {
        // The same patient asking again (e.g. back from the payment page): the old hold gives way.
        run(db, "UPDATE pre_orders SET status = 'expired' WHERE id = :id", { id: held.pre_order_id });
        run(db, 'DELETE FROM slot_claims WHERE doctor_id = :doctor AND start_at = :start', {
          doctor: doctor.id,
          start: startAt,
        });
      }
    }
    const { id } = run(
      db,
      `INSERT INTO pre_orders (user_id, doctor_id, speciality_id, appointment_type, start_at, time_zone, symptoms,
         wizard_response_id, company_id, price_cents, status, expires_at, bundle_order_id, created_at)
       VALUES (:user, :doctor, :speciality, :type, :start, :zone, :symptoms, :wizard, :company, :price, 'pending',
         :expires, :bundle, :now)`,
      {
        user: user.id,
        doctor: doctor.id,
        speciality: doctor.speciality_id,
        type: input.appointment_type,
        start: startAt,
        zone: input.time_zone,
        symptoms: input.symptoms_description ?? null,
        wizard: input.wizard_response_id ?? null,
        company: input.company_id ?? null,
        price: doctor.price_cents,
        expires: now + PAYMENT_WINDOW_MS,
        bundle: input.bundle_order_id ?? null,
        now,
      },
    );
    if (startAt !== null) {
      run(
        db,
        'INSERT INTO slot_claims (doctor_id, start_at, pre_order_id, expires_at) VALUES (:d, :s, :p, :e)',
        {
          d: doctor.id,
          s: startAt,
          p: id,
          e: now + PAYMENT_WINDOW_MS,
        },
      );
    }
    return getPreOrder(db, user.id, id);
  });
}

/** `fileUrl` turns a stored file into the owner's signed link (http/fileUrls.ts). */
export function preOrderView(db: Db, row: PreOrderRow, fileUrl: (file: string) => string) {
  const images = all<{ id: number; file: string }>(
    db,
    'SELECT id, file FROM pre_order_images WHERE pre_order_id = :id',
    {
      id: row.id,
    },
  );
  return {
    id: row.id,
    doctor_id: row.doctor_id,
    speciality_id: row.speciality_id,
    appointment_type: row.appointment_type,
    start_at: row.start_at === null ? null : isoInZone(row.start_at, row.time_zone),
    end_at: row.start_at === null ? null : isoInZone(slotEnd(db, row.doctor_id, row.start_at), row.time_zone),
    time_zone: row.time_zone,
    status: row.status,
    expires_at: isoInZone(row.expires_at),
    price: { amount: row.price_cents, currency: 'EUR' as const },
    images: images.map((image) => ({ id: image.id, url: fileUrl(image.file) })),
  };
}

/** The end of the doctor's slot that starts at `start` (30 minutes when the schedule no longer has it). */
function slotEnd(db: Db, doctorId: number, start: number): number {
  return (
    slotsBetween(shiftsOf(db, doctorId), start, start + 1).find((slot) => slot.start === start)?.end ??
    start + 30 * MINUTE
  );
}

export interface BundleOrderRow {
  id: number;
  total_meetings: number;
  used_meetings: number;
  expires_at: number | null;
  speciality_id: number;
}

export function usableBundle(
  db: Db,
  userId: number,
  bundleOrderId: number,
  specialityId: number,
  now: number,
) {
  const bundle = one<BundleOrderRow>(
    db,
    `SELECT o.*, p.speciality_id FROM bundle_orders o JOIN bundle_products p ON p.id = o.product_id
     WHERE o.id = :bundleOrderId AND o.user_id = :userId`,
    { bundleOrderId, userId },
  );
  if (!bundle) throw unprocessable('bundle_not_found', 'bundle_order_id');
  const expired = bundle.expires_at !== null && bundle.expires_at <= now;
  if (expired || bundle.used_meetings >= bundle.total_meetings || bundle.speciality_id !== specialityId) {
    throw unprocessable('bundle_not_usable', 'bundle_order_id');
  }
  return bundle;
}
