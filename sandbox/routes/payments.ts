import { isoInZone } from '../domain/time.ts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { one, run, transaction } from '../db/connection.ts';
import { ApiError, conflict } from '../domain/errors.ts';
import { trialEndsAt } from '../domain/trial.ts';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { emptyBody, id, parse } from '../http/validate.ts';
import { createSetupIntent } from '../services/paymentProcessor.ts';
import { createPayment, paymentStatus, paymentView } from '../services/payments.ts';
import { getUser, requireCompany } from '../services/users.ts';

const idempotencyKey = z.string().min(8).max(128);

export function paymentRoutes(app: FastifyInstance, ctx: Ctx) {
  const { db } = ctx;

  app.post('/api/v1/payment/create', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ pre_order_id: id, idempotency_key: idempotencyKey }), request.body);
    const payment = createPayment(db, user.id, body.pre_order_id, body.idempotency_key, ctx.clock.now());
    return reply.status(201).send(paymentView(payment, lang(request)));
  });

  app.post('/api/v1/b2b/payment/create', async (request, reply) => {
    const user = await requireUser(ctx, request);
    const body = parse(
      z.object({ pre_order_id: id, company_id: id, idempotency_key: idempotencyKey }),
      request.body,
    );
    requireCompany(db, user, body.company_id);
    const payment = createPayment(
      db,
      user.id,
      body.pre_order_id,
      body.idempotency_key,
      ctx.clock.now(),
      body.company_id,
    );
    return reply.status(201).send(paymentView(payment, lang(request)));
  });

  app.post('/api/v1/payment/check-status', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ payment_id: z.string().min(1).max(64) }), request.body);
    return paymentView(paymentStatus(db, user.id, body.payment_id, ctx.clock.now()), lang(request));
  });

  app.post('/api/v1/payment/create-setup-intent', async (request, reply) => {
    const user = await requireUser(ctx, request);
    parse(emptyBody, request.body);
    const intent = createSetupIntent(db, user.id, ctx.clock.now());
    return reply.status(201).send({ setup_intent_id: intent.id, client_secret: intent.client_secret });
  });

  /** The card is saved (its setup intent confirmed): the subscription starts with its 3-month free trial (once per patient). */
  app.put('/api/v1/user/subscription/update-user-card-entered', async (request) => {
    const user = await requireUser(ctx, request);
    const body = parse(z.object({ setup_intent_id: z.string().min(1).max(64) }), request.body);
    const now = ctx.clock.now();
    const updated = transaction(db, () => {
      const intent = one<{ status: string }>(
        db,
        'SELECT status FROM setup_intents WHERE id = :id AND user_id = :user',
        { id: body.setup_intent_id, user: user.id },
      );
      if (!intent) throw new ApiError(404, 'setup_intent_not_found', 'setup_intent_id');
      if (intent.status !== 'succeeded') throw conflict('setup_intent_not_confirmed', 'setup_intent_id');
      const trialEnd = user.trial_ends_at ?? trialEndsAt(now);
      run(
        db,
        `UPDATE users SET subscription_active = 1, subscription_started_at = COALESCE(subscription_started_at, :now),
           trial_ends_at = :trialEnd WHERE id = :id`,
        { now, trialEnd, id: user.id },
      );
      return getUser(db, user.id);
    });
    return {
      is_subscription_active: true,
      trial_ends_at: updated.trial_ends_at === null ? null : isoInZone(updated.trial_ends_at),
    };
  });
}
