import type { FastifyInstance } from 'fastify';
import { isoInZone } from '../domain/time.ts';
import { z } from 'zod';
import { type Db, all, one, run, transaction } from '../db/connection.ts';
import { ApiError, notFound, unprocessable } from '../domain/errors.ts';
import { BOOKING_WINDOW_MS, isSlotStart } from '../domain/slots.ts';
import { isValidZone } from '../domain/time.ts';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { id, idParams, isoDateTime, parse } from '../http/validate.ts';
import { type Lang } from '../http/messages.ts';
import { appointmentView, getAppointment, insertAppointment } from '../services/appointments.ts';
import { type BundleOrderRow, expireStale, usableBundle } from '../services/booking.ts';
import { getDoctor, shiftsOf } from '../services/doctors.ts';
import { addTransaction } from '../services/finance.ts';
import { baseUrl } from './util.ts';

interface BundleOrderView extends BundleOrderRow {
  title_es: string;
  title_en: string;
  s_title_es: string;
  s_title_en: string;
}

const BUNDLE_SELECT = `SELECT o.*, p.speciality_id, p.title_es, p.title_en, s.title_es AS s_title_es, s.title_en AS s_title_en
  FROM bundle_orders o JOIN bundle_products p ON p.id = o.product_id JOIN specialities s ON s.id = p.speciality_id`;

function bundleView(row: BundleOrderView, language: Lang, now: number) {
  const en = language === 'en';
  const remaining = row.total_meetings - row.used_meetings;
  return {
    id: row.id,
    title: en ? row.title_en : row.title_es,
    speciality: { id: row.speciality_id, title: en ? row.s_title_en : row.s_title_es },
    total_meetings: row.total_meetings,
    used_meetings: row.used_meetings,
    remaining_meetings: remaining,
    expires_at: row.expires_at === null ? null : isoInZone(row.expires_at),
    status: (remaining === 0
      ? 'used'
      : row.expires_at !== null && row.expires_at <= now
        ? 'expired'
        : 'active') as 'active' | 'used' | 'expired',
  };
}

function getBundleOrder(db: Db, userId: number, bundleId: number): BundleOrderView {
  const row = one<BundleOrderView>(db, `${BUNDLE_SELECT} WHERE o.id = :bundleId AND o.user_id = :userId`, {
    bundleId,
    userId,
  });
  if (!row) throw notFound('bundle_not_found');
  return row;
}

export function bundleRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.get('/api/v1/bundles/orders/history', async (request) => {
    const user = await requireUser(ctx, request);
    const rows = all<BundleOrderView>(
      db,
      `${BUNDLE_SELECT} WHERE o.user_id = :userId ORDER BY o.purchased_at DESC`,
      {
        userId: user.id,
      },
    );
    return { bundle_order_list: rows.map((row) => bundleView(row, lang(request), ctx.clock.now())) };
  });

  app.get('/api/v1/bundles/orders/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    const now = ctx.clock.now();
    const row = getBundleOrder(db, user.id, params.id);
    const meetings = all<{ id: number }>(
      db,
      'SELECT id FROM appointments WHERE bundle_order_id = :id ORDER BY start_at',
      {
        id: row.id,
      },
    ).map((meeting) =>
      appointmentView(db, getAppointment(db, user.id, meeting.id), lang(request), baseUrl(request), now),
    );
    return { ...bundleView(row, lang(request), now), meetings };
  });

  /** Books a slot paid by one of the bundle's meetings: slot, appointment and credit in one transaction. */
  app.post('/api/v1/bundles/orders/:id/meetings/schedule', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    const body = parse(
      z.object({ doctor_id: id, start_at: isoDateTime, time_zone: z.string().min(1).max(64) }),
      request.body,
    );
    if (!isValidZone(body.time_zone)) throw unprocessable('invalid_time_zone', 'time_zone');
    const now = ctx.clock.now();
    const appointmentId = transaction(db, () => {
      expireStale(db, now);
      getBundleOrder(db, user.id, params.id);
      const doctor = getDoctor(db, body.doctor_id);
      usableBundle(db, user.id, params.id, doctor.speciality_id, now);
      const start = Date.parse(body.start_at);
      if (start <= now || start > now + BOOKING_WINDOW_MS || !isSlotStart(shiftsOf(db, doctor.id), start)) {
        throw unprocessable('invalid_slot', 'start_at');
      }
      const appointment = insertAppointment(
        db,
        {
          user_id: user.id,
          doctor_id: doctor.id,
          speciality_id: doctor.speciality_id,
          appointment_type: 'booked',
          start_at: start,
          time_zone: body.time_zone,
          price_cents: doctor.price_cents,
          paid_card_cents: 0,
          paid_balance_cents: 0,
          voucher_id: null,
          bundle_order_id: params.id,
          company_id: null,
          pre_order_id: null,
        },
        now,
      );
      const used = run(
        db,
        'UPDATE bundle_orders SET used_meetings = used_meetings + 1 WHERE id = :id AND used_meetings < total_meetings',
        {
          id: params.id,
        },
      );
      if (used.changes === 0) throw new ApiError(422, 'bundle_not_usable', 'bundle_order_id');
      addTransaction(db, {
        user_id: user.id,
        type: 'bundle',
        amount_cents: 0,
        balance_delta_cents: 0,
        description: [`Sesión del bono: ${doctor.full_name}`, `Bundle session: ${doctor.full_name}`],
        appointment_id: appointment,
        now,
      });
      return appointment;
    });
    const row = getAppointment(db, user.id, appointmentId);
    return reply.status(201).send(appointmentView(db, row, lang(request), baseUrl(request), now));
  });
}
