import { rmSync } from 'node:fs';
import { isoInZone } from '../domain/time.ts';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Db, all, one, run, transaction } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { id, parse } from '../http/validate.ts';
import { getAppointment } from '../services/appointments.ts';
import { doctorSummary, getDoctor } from '../services/doctors.ts';
import { MAX_IMAGES, MAX_UPLOAD_BYTES, decodeDataUrl, storingImages } from '../services/uploads.ts';
import { baseUrl } from './util.ts';

interface PrescriptionRow {
  user_id: number;
  status: 'none' | 'pending' | 'approved' | 'rejected';
  medicines: string;
  share_scope: 'all' | 'one' | null;
  shared_meeting_id: number | null;
}

/** Doctor 4, a general practitioner, reviews prescription renewals in the sandbox. */
const RENEWAL_REVIEWER_ID = 4;

const medicine = z.object({ name: z.string().min(1).max(120), dosage: z.string().max(200) });
const updateBody = z.object({
  base64_files: z.array(z.string().min(1)).optional(),
  medicines: z.array(medicine).max(30).optional(),
  share_scope: z.enum(['all', 'one']).optional(),
});

function prescriptionView(db: Db, userId: number, request: FastifyRequest) {
  const row = one<PrescriptionRow>(db, 'SELECT * FROM prescriptions WHERE user_id = :userId', { userId });
  const images = all<{ id: number; file: string }>(
    db,
    'SELECT id, file FROM prescription_images WHERE user_id = :userId ORDER BY id',
    {
      userId,
    },
  );
  const requests = all<{ id: number; doctor_name: string; requested_at: number }>(
    db,
    'SELECT * FROM access_requests WHERE user_id = :userId ORDER BY id',
    { userId },
  );
  const sharedWith =
    row?.share_scope === 'one' && row.shared_meeting_id !== null
      ? one<{ doctor_id: number }>(db, 'SELECT doctor_id FROM appointments WHERE id = :id', {
          id: row.shared_meeting_id,
        })
      : undefined;
  return {
    prescription: {
      id: row ? row.user_id : null,
      status: row?.status ?? 'none',
      images: images.map((image) => ({
        id: image.id,
        url: `${baseUrl(request)}/sandbox/files/${image.file}`,
      })),
      medicines: row ? (JSON.parse(row.medicines) as { name: string; dosage: string }[]) : [],
      share_scope: row?.share_scope ?? null,
      shared_meeting_id: row?.shared_meeting_id ?? null,
      /** The doctor of the shared meeting: the only professional who may see the data while the scope is 'one'. */
      shared_doctor: sharedWith
        ? doctorSummary(getDoctor(db, sharedWith.doctor_id), lang(request), baseUrl(request))
        : null,
      access_requests: requests.map((item) => ({
        id: item.id,
        doctor_name: item.doctor_name,
        requested_at: isoInZone(item.requested_at),
      })),
    },
  };
}

function ensureRow(db: Db, userId: number, now: number) {
  run(
    db,
    `INSERT INTO prescriptions (user_id, status, medicines, updated_at) VALUES (:userId, 'none', '[]', :now)
     ON CONFLICT (user_id) DO NOTHING`,
    { userId, now },
  );
}

export function prescriptionRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.get('/api/v1/user/prescription', async (request) => {
    const user = await requireUser(ctx, request);
    return prescriptionView(db, user.id, request);
  });

  /** New photos replace the old ones (at most 6, 20 MB in total, images only); the prescription goes to review. */
  app.put(
    '/api/v1/user/prescription',
    { bodyLimit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024, config: { uploadField: 'base64_files' } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const body = parse(updateBody, request.body);
      const now = ctx.clock.now();
      if (body.base64_files && body.base64_files.length > MAX_IMAGES)
        throw new ApiError(413, 'upload_too_large', 'base64_files');
      const decoded = (body.base64_files ?? []).map((file) => {
        const bytes = decodeDataUrl(file);
        if (!bytes) throw new ApiError(422, 'upload_failed', 'base64_files');
        return bytes;
      });
      const old = body.base64_files
        ? all<{ file: string }>(db, 'SELECT file FROM prescription_images WHERE user_id = :u', { u: user.id })
        : [];
      storingImages(ctx.uploadsDir, (store) =>
        transaction(db, () => {
          ensureRow(db, user.id, now);
          if (body.base64_files) {
            run(db, 'DELETE FROM prescription_images WHERE user_id = :u', { u: user.id });
            const used = { count: 0, bytes: 0 };
            for (const bytes of decoded) {
              const stored = store(bytes, used);
              used.count += 1;
              used.bytes += stored.size;
              run(db, 'INSERT INTO prescription_images (user_id, file, mime, size) VALUES (:u, :f, :m, :s)', {
                u: user.id,
                f: stored.file,
                m: stored.mime,
                s: stored.size,
              });
            }
            run(
              db,
              "UPDATE prescriptions SET status = CASE WHEN :n > 0 THEN 'pending' ELSE 'none' END WHERE user_id = :u",
              {
                n: decoded.length,
                u: user.id,
              },
            );
            // The general practitioner who reviews a renewal asks to see the patient's data for it.
            if (decoded.length > 0) {
              run(
                db,
                'INSERT INTO access_requests (user_id, doctor_name, requested_at) VALUES (:u, :d, :now)',
                {
                  u: user.id,
                  d: getDoctor(db, RENEWAL_REVIEWER_ID).full_name,
                  now,
                },
              );
            }
          }
          if (body.medicines) {
            run(db, 'UPDATE prescriptions SET medicines = :m WHERE user_id = :u', {
              m: JSON.stringify(body.medicines),
              u: user.id,
            });
          }
          if (body.share_scope) {
            run(
              db,
              `UPDATE prescriptions SET share_scope = :scope,
             shared_meeting_id = CASE WHEN :scope = 'all' THEN NULL ELSE shared_meeting_id END WHERE user_id = :u`,
              { scope: body.share_scope, u: user.id },
            );
            // Shared with all: every visit's doctor may see it.
            if (body.share_scope === 'all') {
              run(db, 'UPDATE appointments SET prescription_shared = 1 WHERE user_id = :u', { u: user.id });
            }
          }
          run(db, 'UPDATE prescriptions SET updated_at = :now WHERE user_id = :u', { now, u: user.id });
        }),
      );
      for (const { file } of old) rmSync(path.join(ctx.uploadsDir, file), { force: true });
      return prescriptionView(db, user.id, request);
    },
  );

  app.put('/api/v1/user/prescription/share-with-meeting', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ meeting_id: id }), request.body);
    transaction(db, () => {
      getAppointment(db, user.id, body.meeting_id);
      ensureRow(db, user.id, ctx.clock.now());
      run(db, "UPDATE prescriptions SET share_scope = 'one', shared_meeting_id = :m WHERE user_id = :u", {
        m: body.meeting_id,
        u: user.id,
      });
      run(db, 'UPDATE appointments SET prescription_shared = (id = :m) WHERE user_id = :u', {
        m: body.meeting_id,
        u: user.id,
      });
    });
    return prescriptionView(db, user.id, request);
  });
}
