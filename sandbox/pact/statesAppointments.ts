import { one, run } from '../db/connection.ts';
import { DAY, MINUTE } from '../domain/time.ts';
import { type Handler, patient } from './handler.ts';
import { pastAppointment } from './stateData.ts';
import { DOCTOR_ID, PATIENT_ID, addAppointment, ensurePatient, slotStart } from './world.ts';

/** The provider states of appointments, reviews and follow-ups (contracts/README.md). */
export const APPOINTMENT_STATES: Record<string, Handler> = {
  'a patient with an upcoming booked appointment 7001': (ctx) => {
    ensurePatient(ctx);
    addAppointment(ctx, { id: 7001, start: slotStart(ctx) });
  },
  'a patient with a past appointment 7002 that is done': (ctx) => pastAppointment(ctx),
  'a patient with a past appointment 7002 that is done and reviewed': (ctx) => {
    pastAppointment(ctx);
    run(
      ctx.db,
      `INSERT OR IGNORE INTO reviews (appointment_id, user_id, rating, comment, created_at)
       VALUES (7002, :p, 5, NULL, :t)`,
      { p: PATIENT_ID, t: ctx.clock.now() - DAY },
    );
  },
  'a patient whose appointment 7003 is starting': (ctx) => {
    ensurePatient(ctx);
    addAppointment(ctx, { id: 7003, start: slotStart(ctx) + DAY, starting: true });
  },
  'the patient gave a reason to cancel appointment 7001': (ctx) => {
    ensurePatient(ctx);
    if (!one(ctx.db, 'SELECT id FROM appointments WHERE id = 7001')) {
      addAppointment(ctx, { id: 7001, start: slotStart(ctx) });
    }
    run(ctx.db, 'UPDATE appointments SET cancel_reason_id = 2 WHERE id = 7001');
  },
  'a patient with an appointment in progress': (ctx) => {
    ensurePatient(ctx);
    addAppointment(ctx, {
      id: 7005,
      start: ctx.clock.now() - 5 * MINUTE,
      type: 'emergency',
      inProgress: true,
    });
  },
  'a patient without an appointment 7999': patient(),
  'a patient without upcoming appointments': patient(),
  'a patient without past appointments': patient(),
  'a patient with a pending follow-up request 9001 from doctor 21': (ctx) => {
    pastAppointment(ctx);
    run(
      ctx.db,
      `INSERT INTO followups (id, appointment_id, user_id, doctor_id, proposed_start_at, price_cents, status)
       VALUES (9001, 7002, :p, :d, :start, 3000, 'pending')`,
      { p: PATIENT_ID, d: DOCTOR_ID, start: slotStart(ctx) + 7 * DAY },
    );
  },
  'a patient without follow-up requests': patient(),
};
