import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isoInZone } from '../domain/time.ts';
import { z } from 'zod';
import { all, one, run, transaction } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import { isValidZone } from '../domain/time.ts';
import { requireUser } from '../http/auth.ts';
import type { Ctx } from '../http/context.ts';
import { fileUrlsFor } from '../http/fileUrls.ts';
import { id, idParams, isoDateTime, parse } from '../http/validate.ts';
import {
  createPreOrder,
  expireStale,
  getPreOrder,
  payablePreOrder,
  preOrderView,
} from '../services/booking.ts';
import { statusOf, userAppointments } from '../services/appointments.ts';
import { choicesOf, priceFor, summaryView } from '../services/orders.ts';
import { decodeDataUrl, storingImages } from '../services/uploads.ts';
import { requireCompany } from '../services/users.ts';

const zone = z.string().min(1).max(64).refine(isValidZone, 'Unknown time zone');
const preOrderBody = z.object({
  doctor_id: id,
  speciality_id: id,
  appointment_type: z.enum(['booked', 'emergency']),
  start_at: isoDateTime.nullable(),
  time_zone: zone,
  symptoms_description: z.string().max(2000).optional(),
  wizard_response_id: id.optional(),
  bundle_order_id: id.optional(),
  company_id: id.optional(),
});
const summaryBody = z.object({
  pre_order_id: id,
  voucher_code: z.string().max(40).nullable().optional(),
  use_balance: z.boolean().optional(),
  bundle_order_id: id.nullable().optional(),
});
const updateBody = z.object({
  pre_order_id: id,
  voucher_code: z.string().max(40).nullable(),
  use_balance: z.boolean(),
  bundle_order_id: id.nullable(),
});

const jsonUpload = z.object({ pre_order_id: id, base64_file: z.string().min(1) });
const missingFile = () => new ApiError(400, 'validation_error', 'base64_file');

/**
 * The image of an upload: multipart `pre_order_id` then `base64_file` (a file), or JSON
 * `{pre_order_id, base64_file: dataURL}`. A file over 20 MB fails in toBuffer() (the multipart fileSize limit,
 * answered as 413 upload_too_large by server.ts).
 */
async function uploadedImage(request: FastifyRequest): Promise<{ preOrderId: number; bytes: Buffer }> {
  if (!request.isMultipart()) {
    const body = parse(jsonUpload, request.body);
    const bytes = decodeDataUrl(body.base64_file);
    if (!bytes) throw missingFile();
    return { preOrderId: body.pre_order_id, bytes };
  }
  const part = await request.file();
  if (!part) throw missingFile();
  const field = part.fields.pre_order_id;
  const preOrderId = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
  if (part.fieldname !== 'base64_file') throw missingFile();
  const bytes = await part.toBuffer();
  return {
    preOrderId: parse(z.object({ pre_order_id: id }), { pre_order_id: preOrderId }).pre_order_id,
    bytes,
  };
}

export function bookingRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post('/api/v1/pre-order', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parse(preOrderBody, request.body);
    const order = createPreOrder(db, user, body, ctx.clock.now());
    return reply.status(201).send(preOrderView(db, order, fileUrlsFor(ctx, request)));
  });

  app.get('/api/v1/pre-order/:id', async (request) => {
    const user = await requireUser(ctx, request);
    const params = parse(idParams, request.params);
    transaction(db, () => expireStale(db, ctx.clock.now()));
    return preOrderView(db, getPreOrder(db, user.id, params.id), fileUrlsFor(ctx, request));
  });

  const uploadRoute = { bodyLimit: 30 * 1024 * 1024, config: { uploadField: 'base64_file' } };
  app.post('/api/v1/pre-order/upload/image', uploadRoute, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { preOrderId: pre_order_id, bytes } = await uploadedImage(request);
    const image = storingImages(ctx.uploadsDir, (store) =>
      transaction(db, () => {
        payablePreOrder(db, user.id, pre_order_id, ctx.clock.now());
        const used = one<{ count: number; bytes: number }>(
          db,
          'SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM pre_order_images WHERE pre_order_id = :id',
          { id: pre_order_id },
        )!;
        const stored = store(bytes, used);
        const row = run(
          db,
          'INSERT INTO pre_order_images (pre_order_id, file, mime, size) VALUES (:p, :f, :m, :s)',
          { p: pre_order_id, f: stored.file, m: stored.mime, s: stored.size },
        );
        return { id: row.id, url: fileUrlsFor(ctx, request)(stored.file) };
      }),
    );
    return reply.status(201).send(image);
  });

  app.post('/api/v2/order/summary', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(summaryBody, request.body);
    const now = ctx.clock.now();
    const order = transaction(db, () => payablePreOrder(db, user.id, body.pre_order_id, now));
    return summaryView(order, priceFor(db, user, order, choicesOf(order, body), now));
  });

  app.post('/api/v1/order/update', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(updateBody, request.body);
    const now = ctx.clock.now();
    return transaction(db, () => {
      const order = payablePreOrder(db, user.id, body.pre_order_id, now);
      const priced = priceFor(db, user, order, body, now);
      run(
        db,
        'UPDATE pre_orders SET voucher_code = :voucher, use_balance = :balance, bundle_order_id = :bundle WHERE id = :id',
        {
          voucher: body.voucher_code,
          balance: body.use_balance ? 1 : 0,
          bundle: body.bundle_order_id,
          id: order.id,
        },
      );
      return summaryView(getPreOrder(db, user.id, order.id), priced);
    });
  });

  app.post('/api/v1/b2b/order/summary', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ pre_order_id: id, company_id: id }), request.body);
    requireCompany(db, user, body.company_id);
    const now = ctx.clock.now();
    const order = transaction(db, () => {
      const found = payablePreOrder(db, user.id, body.pre_order_id, now);
      if (found.company_id !== body.company_id) {
        run(db, 'UPDATE pre_orders SET company_id = :company WHERE id = :id', {
          company: body.company_id,
          id: found.id,
        });
      }
      return getPreOrder(db, user.id, found.id);
    });
    return summaryView(order, priceFor(db, user, order, choicesOf(order, {}), now));
  });

  app.get('/api/v1/voucher/active', async (request) => {
    const user = await requireUser(ctx, request);
    const { orderId } = parse(z.object({ orderId: id }), request.query);
    getPreOrder(db, user.id, orderId);
    const now = ctx.clock.now();
    const rows = all<{ code: string; kind: string; value: number; expires_at: number | null }>(
      db,
      `SELECT code, kind, value, expires_at FROM vouchers v
       WHERE (v.user_id IS NULL OR v.user_id = :user) AND (v.expires_at IS NULL OR v.expires_at > :now)
         AND NOT EXISTS (SELECT 1 FROM voucher_redemptions r WHERE r.voucher_id = v.id AND r.user_id = :user)
       ORDER BY v.id`,
      { user: user.id, now },
    );
    // A first-consultation voucher is offered only to a patient who has had none (order/update refuses it then).
    const hadConsultation = userAppointments(db, user.id).some((row) => statusOf(row, now) !== 'canceled');
    return {
      voucher_list: rows
        .filter((row) => !(hadConsultation && row.kind === 'free_first'))
        .map((row) => ({
          code: row.code,
          kind: row.kind,
          value: row.value,
          expires_at: row.expires_at === null ? null : isoInZone(row.expires_at),
        })),
    };
  });
}
