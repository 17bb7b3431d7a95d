import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one, run, transaction } from '../db/connection.ts';
import { notFound } from '../domain/errors.ts';
import { DAY, HOUR, MINUTE } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import { idParams, parse } from '../http/validate.ts';
import { insertAppointment } from '../services/appointments.ts';
import { getDoctor } from '../services/doctors.ts';
import { addTransaction } from '../services/finance.ts';

/**
 * Back door (sandbox and test mode only): a patient's history of paid visits, so a browser journey can page
 * through transactions and download invoices without paying for each visit through the app.
 */
export function financeControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  /**
   * `count` finished visits in the past, each paid by card: an appointment (done), its payment transaction
   * and so its invoice. Doctors and specialities vary; each visit takes the first free hour going back.
   */
  app.post('/sandbox/patients/:id/paid-visits', async (request) => {
    const { id: userId } = parse(idParams, request.params);
    const { count } = parse(z.object({ count: z.number().int().min(1).max(30) }), request.body ?? {});
    const now = ctx.clock.now();
    return transaction(db, () => {
      if (!one(db, 'SELECT 1 AS found FROM users WHERE id = :userId', { userId })) {
        throw notFound('route_not_found');
      }
      const appointmentIds: number[] = [];
      for (let index = 0; index < count; index += 1) {
        const doctor = getDoctor(db, ((userId + index) % 24) + 1);
        let start = Math.floor((now - (10 + index) * DAY) / HOUR) * HOUR;
        while (
          one(db, 'SELECT 1 AS taken FROM slot_claims WHERE doctor_id = :d AND start_at = :s', {
            d: doctor.id,
            s: start,
          })
        ) {
          start -= HOUR;
        }
        const appointment = insertAppointment(
          db,
          {
            user_id: userId,
            doctor_id: doctor.id,
            speciality_id: doctor.speciality_id,
            appointment_type: 'booked',
            start_at: start,
            time_zone: 'Europe/Madrid',
            price_cents: doctor.price_cents,
            paid_card_cents: doctor.price_cents,
            paid_balance_cents: 0,
            voucher_id: null,
            bundle_order_id: null,
            company_id: null,
            pre_order_id: null,
          },
          now,
        );
        run(db, 'UPDATE appointments SET ended_at = :end WHERE id = :id', {
          end: start + 30 * MINUTE,
          id: appointment,
        });
        addTransaction(db, {
          user_id: userId,
          type: 'payment',
          amount_cents: -doctor.price_cents,
          balance_delta_cents: 0,
          description: [`Consulta con ${doctor.full_name}`, `Consultation with ${doctor.full_name}`],
          appointment_id: appointment,
          now: start - 2 * DAY,
        });
        appointmentIds.push(appointment);
      }
      return { appointment_ids: appointmentIds };
    });
  });
}
