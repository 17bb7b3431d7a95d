import { type Db, all, transaction } from '../db/connection.ts';
import { EMERGENCY_JOIN_LIMIT_MS } from '../domain/appointmentStatus.ts';
import { type AppointmentRow, cancelWithRefund } from './appointments.ts';

const UNATTENDED = `SELECT * FROM appointments WHERE appointment_type = 'emergency' AND doctor_joined_at IS NULL
  AND canceled_at IS NULL AND ended_at IS NULL AND created_at <= :cutoff`;

/**
 * An emergency paid for and never started: its doctor has not joined EMERGENCY_JOIN_LIMIT_MS after it was paid.
 * The provider cancels it as of that moment and refunds what the patient paid (card and balance) into the
 * balance, gives a bundle meeting back and frees the voucher, as a cancellation does; a company-paid one
 * refunds nothing to the patient. Applied lazily, like the payment window, on the sandbox's clock: before every
 * request (server.ts) and inside every money transaction (expireStale). Call inside a transaction.
 */
export function settleUnattendedEmergencies(db: Db, now: number) {
  for (const row of all<AppointmentRow>(db, UNATTENDED, { cutoff: now - EMERGENCY_JOIN_LIMIT_MS })) {
    cancelWithRefund(db, row, row.created_at + EMERGENCY_JOIN_LIMIT_MS, [
      'Reembolso: el médico de guardia no se conectó a la consulta urgente',
      'Refund: the doctor on duty did not join the emergency consultation',
    ]);
  }
}

/** The same before a request, writing only when there is something to settle (most requests only read). */
export function settleBeforeRequest(db: Db, now: number) {
  const due = all(db, `${UNATTENDED} LIMIT 1`, { cutoff: now - EMERGENCY_JOIN_LIMIT_MS });
  if (due.length > 0) transaction(db, () => settleUnattendedEmergencies(db, now));
}
