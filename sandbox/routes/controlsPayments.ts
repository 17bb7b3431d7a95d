import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { all, run, transaction } from '../db/connection.ts';
import { notFound } from '../domain/errors.ts';
import { isoInZone } from '../domain/time.ts';
import { type Ctx, lang } from '../http/context.ts';
import { emptyBody, idParams, parse } from '../http/validate.ts';
import { expireStale } from '../services/booking.ts';
import { authenticatePayment, confirmSetupIntent } from '../services/paymentProcessor.ts';
import { type PaymentRow, paymentView } from '../services/payments.ts';

const paymentParams = z.object({ paymentId: z.string().min(1).max(64) });
const cardBody = z.object({ card_number: z.string().min(12).max(32) });

/**
 * Payment back doors (sandbox or test mode only, like sandboxControls.ts): the processor's authentication
 * challenge and card saving, and what browser tests need to see and move: a pre-order's window ending now,
 * and every payment a pre-order ever had.
 */
export function paymentControlRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  /** The sandbox's authentication challenge (3-D Secure's stand-in) answered: approve or deny. */
  app.post('/sandbox/payments/:paymentId/authenticate', async (request) => {
    const { paymentId } = parse(paymentParams, request.params);
    const { approve } = parse(z.object({ approve: z.boolean() }), request.body);
    return paymentView(authenticatePayment(db, paymentId, approve, ctx.clock.now()), lang(request));
  });

  /** The processor saves the card of a setup intent (the trial plan): a declining test card is refused. */
  app.post('/sandbox/setup-intents/:setupIntentId/confirm', async (request) => {
    const { setupIntentId } = parse(z.object({ setupIntentId: z.string().min(1).max(64) }), request.params);
    const { card_number } = parse(cardBody, request.body);
    const intent = confirmSetupIntent(db, setupIntentId, card_number);
    return { setup_intent_id: intent.id, status: intent.status };
  });

  /** The pre-order's 15-minute window ends now: its slot is released and its payment expires. */
  app.post('/sandbox/pre-orders/:id/expire', async (request) => {
    const { id } = parse(idParams, request.params);
    parse(emptyBody, request.body ?? {});
    const now = ctx.clock.now();
    return transaction(db, () => {
      const changed = run(
        db,
        "UPDATE pre_orders SET expires_at = :now WHERE id = :id AND status = 'pending'",
        { now, id },
      );
      if (changed.changes === 0) throw notFound('pre_order_not_found');
      run(
        db,
        'UPDATE slot_claims SET expires_at = :now WHERE pre_order_id = :id AND appointment_id IS NULL',
        {
          now,
          id,
        },
      );
      run(db, "UPDATE payments SET expires_at = :now WHERE pre_order_id = :id AND status <> 'succeeded'", {
        now,
        id,
      });
      expireStale(db, now);
      return { id, status: 'expired' };
    });
  });

  /** Every payment the pre-order ever had (expired ones too), oldest first: how many charges were made. */
  app.get('/sandbox/pre-orders/:id/payments', async (request) => {
    const { id } = parse(idParams, request.params);
    const rows = all<PaymentRow>(
      db,
      'SELECT * FROM payments WHERE pre_order_id = :id ORDER BY created_at, id',
      {
        id,
      },
    );
    return {
      payment_list: rows.map((row) => ({
        ...paymentView(row, lang(request)),
        idempotency_key: row.idempotency_key,
        created_at: isoInZone(row.created_at),
      })),
      succeeded: rows.filter((row) => row.status === 'succeeded').length,
    };
  });
}
