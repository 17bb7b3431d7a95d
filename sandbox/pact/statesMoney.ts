import { one, run } from '../db/connection.ts';
import { DAY } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import { addTransaction } from '../services/finance.ts';
import { type Handler, patient } from './handler.ts';
import { bundleOrder, pastAppointment } from './stateData.ts';
import { PATIENT_ID, SPECIALITY_ID, addAppointment, ensurePatient, pastStart, slotStart } from './world.ts';

/** Appointment 7001 of doctor 21 at the slot, paid by card (4500), unless a state before made it. */
export function upcomingAppointment(ctx: Ctx) {
  ensurePatient(ctx);
  if (!one(ctx.db, 'SELECT id FROM appointments WHERE id = 7001')) {
    addAppointment(ctx, { id: 7001, start: slotStart(ctx) });
  }
}

/** The provider states of the balance, transactions and invoices, and bundles (contracts/README.md). */
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
  'a patient with a balance of 45.00 EUR from a refunded appointment': (ctx) => {
    ensurePatient(ctx);
    run(
      ctx.db,
      `INSERT INTO transactions (id, user_id, type, amount_cents, balance_delta_cents, description_es, description_en, created_at)
       VALUES (61, :p, 'refund', 4500, 4500, 'Reembolso de la consulta cancelada', 'Refund for the canceled consultation', :t)`,
      { p: PATIENT_ID, t: ctx.clock.now() - 10 * DAY },
    );
    run(ctx.db, 'UPDATE users SET balance_cents = 4500 WHERE id = :p', { p: PATIENT_ID });
  },
  'a patient without transactions': patient(),
  'a patient with an active bundle order 8001 of 5 consultations, 1 used': bundleOrder,
  'a patient without bundle orders': patient(),
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
};
