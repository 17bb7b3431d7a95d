import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one, run, transaction } from '../db/connection.ts';
import { ApiError, notFound } from '../domain/errors.ts';
import type { Ctx } from '../http/context.ts';
import { idParams, parse } from '../http/validate.ts';

const medicine = z.object({ name: z.string().min(1).max(120), dosage: z.string().max(200) });

/**
 * Back doors (sandbox and test mode only) for the doctor's side of a renewal, which has no screen in this
 * product: a doctor approves or rejects a patient's pending renewal.
 */
export function prescriptionControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  /**
   * `decision` approved (with the renewed medicines, or the ones on file) or rejected. Only a pending renewal
   * can be decided: anything else is 409 `prescription_not_pending`.
   */
  app.post('/sandbox/prescriptions/:id/review', async (request) => {
    const { id: userId } = parse(idParams, request.params);
    const body = parse(
      z.object({
        decision: z.enum(['approved', 'rejected']),
        medicines: z.array(medicine).min(1).max(30).optional(),
      }),
      request.body,
    );
    return transaction(db, () => {
      const row = one<{ status: string }>(db, 'SELECT status FROM prescriptions WHERE user_id = :userId', {
        userId,
      });
      if (!row) throw notFound('route_not_found');
      if (row.status !== 'pending') throw new ApiError(409, 'prescription_not_pending');
      run(
        db,
        `UPDATE prescriptions SET status = :status, medicines = COALESCE(:medicines, medicines), updated_at = :now
         WHERE user_id = :userId`,
        {
          status: body.decision,
          medicines: body.medicines ? JSON.stringify(body.medicines) : null,
          now: ctx.clock.now(),
          userId,
        },
      );
      return { status: body.decision };
    });
  });
}
