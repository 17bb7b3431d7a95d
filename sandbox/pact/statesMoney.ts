import { one, run } from '../db/connection.ts';
import { DAY } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import { addTransaction } from '../services/finance.ts';
import { pastAppointment, prescription } from './stateData.ts';
import type { Handler } from './states.ts';
import { PATIENT_ID, SPECIALITY_ID, addAppointment, ensurePatient, pastStart, slotStart } from './world.ts';

/** Appointment 7001 of doctor 21 at the slot, paid by card (4500), unless a state before made it. */
function upcomingAppointment(ctx: Ctx) {
  ensurePatient(ctx);
  if (!one(ctx.db, 'SELECT id FROM appointments WHERE id = 7001')) {
    addAppointment(ctx, { id: 7001, start: slotStart(ctx) });
  }
}

/**
 * The provider states of payments and invoices, bundles and prescription sharing (contracts/README.md); the
 * older ones of these areas are in states.ts.
 */
export const MONEY_STATES: Record<string, Handler> = {
  'a patient with a paid appointment 7001 and its invoice': (ctx) => {
    upcomingAppointment(ctx);
    const transactionId = addTransaction(ctx.db, {
      user_id: PATIENT_ID,
      type: 'payment',
      amount_cents: -4500,
      balance_delta_cents: 0,
      description: ['Consulta con Dra. Lucía Romero', 'Consultation with Dra. Lucía Romero'],
      appointment_id: 7001,
      now: ctx.clock.now() - DAY,
    });
    return {
      values: {
        invoicePath: `/sandbox/invoices/transaction-${transactionId}`,
        appointmentInvoicePath: '/sandbox/invoices/appointment-7001',
      },
    };
  },
  'a patient whose bundle order 8002 of 2 consultations is used up': (ctx) => {
    ensurePatient(ctx);
    run(
      ctx.db,
      `INSERT INTO bundle_products (id, speciality_id, title_es, title_en, meetings, price_cents, validity_days)
       VALUES (92, :s, 'Bono 2 consultas', '2-consultation bundle', 2, 8500, 180)`,
      { s: SPECIALITY_ID },
    );
    run(
      ctx.db,
      `INSERT INTO bundle_orders (id, user_id, product_id, total_meetings, used_meetings, purchased_at, expires_at)
       VALUES (8002, :p, 92, 2, 2, :bought, :expires)`,
      { p: PATIENT_ID, bought: ctx.clock.now() - 40 * DAY, expires: ctx.clock.now() + 140 * DAY },
    );
    pastAppointment(ctx, 8002);
    addAppointment(ctx, {
      id: 7004,
      start: pastStart(ctx.clock.now()) - 7 * DAY,
      done: true,
      bundleOrderId: 8002,
    });
  },
  'a patient whose prescription renewal was rejected': (ctx) => {
    prescription(ctx);
    run(ctx.db, "UPDATE prescriptions SET status = 'rejected' WHERE user_id = :p", { p: PATIENT_ID });
  },
  'the patient shares the prescription only with the doctor of appointment 7001': (ctx) => {
    prescription(ctx);
    upcomingAppointment(ctx);
    run(ctx.db, "UPDATE prescriptions SET share_scope = 'one', shared_meeting_id = 7001 WHERE user_id = :p", {
      p: PATIENT_ID,
    });
    run(ctx.db, 'UPDATE appointments SET prescription_shared = (id = 7001) WHERE user_id = :p', {
      p: PATIENT_ID,
    });
  },
};
