import type { FastifyInstance } from 'fastify';
import { one, run, transaction } from '../db/connection.ts';
import { conflict, notFound } from '../domain/errors.ts';
import type { Ctx } from '../http/context.ts';
import { emptyBody, idParams, parse } from '../http/validate.ts';
import { expireStale } from '../services/booking.ts';

/**
 * Booking's back door (sandbox and test mode only, like sandboxControls.ts): a pre-order's 15-minute hold runs
 * out now, so tests see an expired hold without waiting. Everything the window holds lapses with it: the slot
 * is free again for every patient, the pre-order and any unfinished payment for it are `expired`.
 */
export function bookingControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post('/sandbox/pre-orders/:id/expire', async (request) => {
    const { id } = parse(idParams, request.params);
    parse(emptyBody, request.body);
    const now = ctx.clock.now();
    return transaction(db, () => {
      const row = one<{ status: string }>(db, 'SELECT status FROM pre_orders WHERE id = :id', { id });
      if (!row) throw notFound('pre_order_not_found');
      if (row.status === 'paid') throw conflict('pre_order_paid', 'pre_order_id');
      run(db, "UPDATE pre_orders SET expires_at = :now WHERE id = :id AND status = 'pending'", { id, now });
      run(
        db,
        'UPDATE slot_claims SET expires_at = :now WHERE pre_order_id = :id AND appointment_id IS NULL',
        {
          id,
          now,
        },
      );
      run(db, 'UPDATE payments SET expires_at = MIN(expires_at, :now) WHERE pre_order_id = :id', { id, now });
      expireStale(db, now);
      return { id, status: 'expired' };
    });
  });
}
