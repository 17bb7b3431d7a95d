import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one, run, transaction } from '../db/connection.ts';
import { AUTO_START_MS } from '../domain/appointmentStatus.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import type { Ctx } from '../http/context.ts';
import { idParams, parse } from '../http/validate.ts';
import { type AppointmentRow, statusOf } from '../services/appointments.ts';

/** The states a back door can put a visit in, and the times that make the clock say so from now on. */
const moves = {
  session_starting: (now: number) => ({ entered: now, ended: null }),
  session_in_progress: (now: number) => ({ entered: now - AUTO_START_MS, ended: null }),
  done: (now: number) => ({ entered: null, ended: now }),
} as const;

/**
 * Back doors for the appointments journeys (sandbox or test mode only, registered beside
 * sandboxControlRoutes): put a visit in a given state now, so a browser test walks the waiting room
 * without waiting for its start time. The status keeps following the clock afterwards (a visit put in
 * `session_starting` is in progress 2 minutes later). Each of these states means the doctor is there: the visit
 * counts as joined (an emergency the doctor never joins is cancelled: services/emergencies.ts).
 */
export function appointmentControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post('/sandbox/appointments/:id/status', async (request) => {
    const { id } = parse(idParams, request.params);
    const { status } = parse(
      z.object({ status: z.enum(['session_starting', 'session_in_progress', 'done']) }),
      request.body,
    );
    const now = ctx.clock.now();
    return transaction(db, () => {
      const row = one<AppointmentRow>(db, 'SELECT * FROM appointments WHERE id = :id', { id });
      if (!row) throw notFound('appointment_not_found');
      const current = statusOf(row, now);
      if (current === 'canceled' || (current === 'done' && status !== 'done')) {
        throw new ApiError(409, 'waiting_room_closed', undefined, `The visit is over (${current})`);
      }
      const { entered, ended } = moves[status](now);
      run(
        db,
        `UPDATE appointments SET waiting_entered_at = COALESCE(:entered, waiting_entered_at), ended_at = :ended,
           doctor_joined_at = COALESCE(doctor_joined_at, :now) WHERE id = :id`,
        { entered, ended, id, now },
      );
      const updated = one<AppointmentRow>(db, 'SELECT * FROM appointments WHERE id = :id', { id })!;
      return { status: statusOf(updated, now) };
    });
  });
}
