import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one, run, transaction } from '../db/connection.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { isValidEmail, normalisePhone } from '../domain/validation.ts';
import { type Ctx, lang } from '../http/context.ts';
import { emptyBody, idParams, parse } from '../http/validate.ts';
import { assertNoActiveAppointment, statusOf } from '../services/appointments.ts';
import { latestOtp } from '../services/otp.ts';
import { TEST_CARDS, confirmPayment } from '../services/paymentProcessor.ts';
import { paymentView } from '../services/payments.ts';
import { seedDemoPatient } from '../db/seedDemo.ts';
import { randomInt } from 'node:crypto';

/**
 * The sandbox's back doors: the card processor, the waiting room's clock, one-time login links and the last
 * OTP. Anyone who reaches them can pay, sign in as any user or read their codes, so server.ts registers them
 * only in sandbox or test mode (SANDBOX_MODE=0 leaves them out), and the sandbox listens on loopback by default.
 */
export function sandboxControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.get('/sandbox/test-cards', async () => ({
    cards: Object.entries(TEST_CARDS).map(([number, card]) => ({ number, ...card })),
  }));

  app.post('/sandbox/payments/:paymentId/confirm', async (request) => {
    const { paymentId } = parse(z.object({ paymentId: z.string().min(1).max(64) }), request.params);
    const { card_number } = parse(z.object({ card_number: z.string().min(12).max(32) }), request.body);
    return paymentView(confirmPayment(db, paymentId, card_number, ctx.clock.now()), lang(request));
  });

  /**
   * The doctor lets the patient in now (the doctor has joined): a visit that has not started yet is
   * `session_starting` from this moment (in progress 2 minutes later, by itself); one already under way keeps
   * its times. An emergency the doctor has joined is not cancelled for want of a doctor. Not while another visit
   * of the patient is under way: 409 `active_appointment`, as for an emergency (one active appointment at a time).
   */
  app.post('/sandbox/appointments/:id/enter-waiting-room', async (request) => {
    const { id } = parse(idParams, request.params);
    parse(emptyBody, request.body);
    const now = ctx.clock.now();
    return transaction(db, () => {
      const row = one<Parameters<typeof statusOf>[0]>(db, 'SELECT * FROM appointments WHERE id = :id', {
        id,
      });
      if (!row) throw notFound('appointment_not_found');
      const status = statusOf(row, now);
      const underWay = status === 'session_starting' || status === 'session_in_progress';
      if (!underWay && status !== 'booked' && status !== 'upcoming') {
        throw new ApiError(409, 'waiting_room_closed', undefined, `The waiting room is closed (${status})`);
      }
      // Starting a visit early while another is under way (an emergency) would leave two active at once.
      if (!underWay) assertNoActiveAppointment(db, row.user_id, now, id);
      const entered = underWay ? row.waiting_entered_at : now;
      run(
        db,
        `UPDATE appointments SET waiting_entered_at = :entered, doctor_joined_at = COALESCE(doctor_joined_at, :now)
         WHERE id = :id`,
        { entered, now, id },
      );
      return { status: statusOf({ ...row, waiting_entered_at: entered, doctor_joined_at: now }, now) };
    });
  });

  /** The doctor ends the call. */
  app.post('/sandbox/appointments/:id/end', async (request) => {
    const { id } = parse(idParams, request.params);
    parse(emptyBody, request.body);
    const now = ctx.clock.now();
    const changed = run(
      db,
      `UPDATE appointments SET ended_at = :now, doctor_joined_at = COALESCE(doctor_joined_at, :now)
       WHERE id = :id AND canceled_at IS NULL`,
      { now, id },
    );
    if (changed.changes === 0) throw notFound('appointment_not_found');
    return { status: 'done' };
  });

  /**
   * A new patient with the demo account's history (balance, bundle, past and upcoming visits, a follow-up
   * request, a prescription) and a one-time sign-in token for `/login?token=`: each browser journey gets its own.
   */
  app.post('/sandbox/demo-patients', async (request) => {
    const body = parse(
      z.object({
        first_name: z.string().min(1).max(60).default('Lucía'),
        last_name: z.string().min(1).max(60).default('García'),
      }),
      request.body ?? {},
    );
    const now = ctx.clock.now();
    return transaction(db, () => {
      let phone: string;
      do phone = `+346${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      while (one(db, 'SELECT 1 AS taken FROM users WHERE phone = :phone', { phone }));
      const userId = seedDemoPatient(db, now, {
        phone,
        email: null,
        firstName: body.first_name,
        lastName: body.last_name,
      });
      return { user_id: userId, phone, login_token: ctx.tokens.mintLoginToken(userId) };
    });
  });

  app.post('/sandbox/login-tokens', async (request) => {
    const body = parse(
      z.object({
        phone: z.string().max(32).optional(),
        calling_code: z.string().max(8).default('+34'),
        email: z.string().max(254).optional(),
      }),
      request.body,
    );
    const phone = body.phone ? normalisePhone(body.calling_code, body.phone) : null;
    const email = body.email && isValidEmail(body.email) ? body.email.toLowerCase() : null;
    const user = one<{ id: number }>(db, 'SELECT id FROM users WHERE phone = :phone OR email = :email', {
      phone,
      email,
    });
    if (!user) throw notFound('route_not_found');
    return { token: ctx.tokens.mintLoginToken(user.id) };
  });

  app.get('/sandbox/otp', async (request) => {
    const query = parse(z.object({ identity: z.string().min(3).max(300) }), request.query);
    // An unencoded '+' in the query arrives as a space.
    const identity = query.identity.replace(/^phone: /, 'phone:+');
    const otp = latestOtp(db, identity);
    if (!otp) throw notFound('route_not_found');
    return otp;
  });
}
