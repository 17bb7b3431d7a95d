import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { all, one, run, transaction } from '../db/connection.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import { isoInZone } from '../domain/time.ts';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { emptyBody, id, idParams, parse } from '../http/validate.ts';
import {
  appointmentDetailsView,
  appointmentView,
  cancelAppointment,
  getAppointment,
  isUpcoming,
  recordCancellationReason,
  refundOf,
  statusOf,
  userAppointments,
} from '../services/appointments.ts';
import { doctorSummary, getDoctor } from '../services/doctors.ts';
import { baseUrl } from './util.ts';

interface FollowUpRow {
  id: number;
  appointment_id: number;
  /** The visit it follows: the follow-up is in its speciality and zone. */
  speciality_id: number;
  time_zone: string;
  doctor_id: number;
  proposed_start_at: number | null;
  price_cents: number;
  status: 'pending' | 'accepted' | 'rejected';
}

const FOLLOW_UPS = `SELECT f.*, a.speciality_id, a.time_zone FROM followups f
  JOIN appointments a ON a.id = f.appointment_id`;

export function appointmentRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.get('/api/v2/meeting/homepage/upcomings', async (request) => {
    const user = await requireUser(ctx, request);
    const now = ctx.clock.now();
    const rows = userAppointments(db, user.id).filter((row) => isUpcoming(row, now));
    return {
      appointment_list: rows.map((row) => appointmentView(db, row, lang(request), baseUrl(request), now)),
    };
  });

  app.get('/api/v2/appointments/user/history', async (request) => {
    const user = await requireUser(ctx, request);
    const now = ctx.clock.now();
    const rows = userAppointments(db, user.id)
      .filter((row) => !isUpcoming(row, now))
      .reverse();
    return {
      appointment_list: rows.map((row) => appointmentView(db, row, lang(request), baseUrl(request), now)),
    };
  });

  app.get('/api/v1/appointment/details/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    const now = ctx.clock.now();
    return appointmentDetailsView(
      db,
      getAppointment(db, user.id, params.id),
      lang(request),
      baseUrl(request),
      now,
    );
  });

  app.post('/api/v1/appointment/update-note', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ appointment_id: id, note: z.string().max(2000) }), request.body);
    getAppointment(db, user.id, body.appointment_id);
    run(db, 'UPDATE appointments SET note = :note WHERE id = :id', {
      note: body.note.trim() || null,
      id: body.appointment_id,
    });
    const row = getAppointment(db, user.id, body.appointment_id);
    return appointmentDetailsView(db, row, lang(request), baseUrl(request), ctx.clock.now());
  });

  app.get('/api/v1/meeting/cancellations/reasons/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    const appointment = getAppointment(db, user.id, params.id);
    const en = lang(request) === 'en';
    const rows = all<{ id: number; title_es: string; title_en: string }>(
      db,
      'SELECT * FROM cancellation_reasons ORDER BY id',
    );
    // What cancelling would give back, so the patient reads it before confirming.
    return {
      reason_list: rows.map((row) => ({ id: row.id, title: en ? row.title_en : row.title_es })),
      ...refundOf(appointment),
    };
  });

  app.post('/api/v1/meeting/cancellations/submit/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    const body = parse(z.object({ reason_id: id, comment: z.string().max(2000).optional() }), request.body);
    if (!one(db, 'SELECT id FROM cancellation_reasons WHERE id = :id', { id: body.reason_id })) {
      throw new ApiError(422, 'cancellation_reason_not_found', 'reason_id');
    }
    const { refund } = recordCancellationReason(db, user.id, params.id, ctx.clock.now(), body);
    return { refund };
  });

  app.put('/api/v1/meeting/cancel-meeting/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    parse(emptyBody, request.body);
    const now = ctx.clock.now();
    const { row, refund } = cancelAppointment(db, user.id, params.id, now);
    return { appointment: appointmentView(db, row, lang(request), baseUrl(request), now), refund };
  });

  const followUpView = (row: FollowUpRow, request: Parameters<typeof lang>[0]) => ({
    id: row.id,
    appointment_id: row.appointment_id,
    doctor: doctorSummary(getDoctor(db, row.doctor_id), lang(request), baseUrl(request)),
    speciality_id: row.speciality_id,
    time_zone: row.time_zone,
    proposed_start_at:
      row.proposed_start_at === null ? null : isoInZone(row.proposed_start_at, row.time_zone),
    price: { amount: row.price_cents, currency: 'EUR' as const },
    status: row.status,
  });

  app.get('/api/v1/meeting/followups/requests', async (request) => {
    const user = await requireUser(ctx, request);
    const rows = all<FollowUpRow>(db, `${FOLLOW_UPS} WHERE f.user_id = :user ORDER BY f.id`, {
      user: user.id,
    });
    return { followup_list: rows.map((row) => followUpView(row, request)) };
  });

  app.put('/api/v1/meeting/followups/:id/reject', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    parse(emptyBody, request.body);
    const row = transaction(db, () => {
      const found = one<FollowUpRow>(db, `${FOLLOW_UPS} WHERE f.id = :id AND f.user_id = :user`, {
        id: params.id,
        user: user.id,
      });
      if (!found) throw notFound('followup_not_found');
      if (found.status !== 'pending') throw new ApiError(409, 'followup_not_pending');
      run(db, "UPDATE followups SET status = 'rejected' WHERE id = :id", { id: found.id });
      return { ...found, status: 'rejected' as const };
    });
    return { followup: followUpView(row, request) };
  });

  app.post('/api/v1/review', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parse(
      z.object({
        appointment_id: id,
        rating: z.number().int().min(1).max(5),
        comment: z.string().max(2000).optional(),
      }),
      request.body,
    );
    const now = ctx.clock.now();
    const reviewId = transaction(db, () => {
      const appointment = getAppointment(db, user.id, body.appointment_id);
      if (statusOf(appointment, now) !== 'done')
        throw new ApiError(409, 'review_not_allowed', 'appointment_id');
      if (one(db, 'SELECT id FROM reviews WHERE appointment_id = :id', { id: appointment.id })) {
        throw new ApiError(409, 'review_exists', 'appointment_id');
      }
      run(
        db,
        `UPDATE doctors SET rating = ROUND(((COALESCE(rating, 0) * reviews_count) + :rating) / (reviews_count + 1), 1),
           reviews_count = reviews_count + 1 WHERE id = :doctor`,
        { rating: body.rating, doctor: appointment.doctor_id },
      );
      return run(
        db,
        'INSERT INTO reviews (appointment_id, user_id, rating, comment, created_at) VALUES (:a, :u, :r, :c, :now)',
        {
          a: appointment.id,
          u: user.id,
          r: body.rating,
          c: body.comment ?? null,
          now,
        },
      ).id;
    });
    return reply.status(201).send({ id: reviewId });
  });
}
