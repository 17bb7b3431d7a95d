import { randomBytes } from 'node:crypto';
import { run } from '../db/connection.ts';
import { DAY, MINUTE } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import type { PaymentStatus } from '../services/payments.ts';
import type { Handler } from './handler.ts';
import { PATIENT_ID, PRE_ORDER_ID, addAppointment, addPreOrder, ensurePatient, slotStart } from './world.ts';

const TRIAL_COMPANY_ID = 32;
const TRIAL_EMPLOYEE_EMAIL = 'ana.garcia@globex-salud.example';

/**
 * Pre-order 5001's card payment in the given status. Its id is made here, as the provider's processor would
 * make it, and handed to the verifier as `paymentId` (the pact holds no payment id of ours).
 */
function cardPayment(ctx: Ctx, status: Exclude<PaymentStatus, 'processing'>) {
  ensurePatient(ctx);
  addPreOrder(ctx);
  const now = ctx.clock.now();
  const id = `pay_${randomBytes(12).toString('hex')}`;
  if (status === 'succeeded') {
    run(ctx.db, 'DELETE FROM slot_claims WHERE pre_order_id = :p', { p: PRE_ORDER_ID });
    addAppointment(ctx, { id: 7001, start: slotStart(ctx), preOrderId: PRE_ORDER_ID });
    run(ctx.db, "UPDATE pre_orders SET status = 'paid' WHERE id = :p", { p: PRE_ORDER_ID });
  }
  const windowEnd = status === 'expired' ? now - MINUTE : now + 15 * MINUTE;
  if (status === 'expired') {
    run(ctx.db, 'DELETE FROM slot_claims WHERE pre_order_id = :p', { p: PRE_ORDER_ID });
    run(ctx.db, "UPDATE pre_orders SET status = 'expired', expires_at = :e WHERE id = :p", {
      p: PRE_ORDER_ID,
      e: windowEnd,
    });
  }
  run(
    ctx.db,
    `INSERT INTO payments (id, user_id, pre_order_id, idempotency_key, status, client_secret, subtotal_cents,
       voucher_discount_cents, bundle_credit_cents, balance_used_cents, card_cents, expires_at, failure_code,
       action_outcome, appointment_id, created_at)
     VALUES (:id, :p, :o, :key, :status, :secret, 4500, 0, 0, 0, 4500, :expires, :failure, :action, :appointment,
       :now)`,
    {
      id,
      p: PATIENT_ID,
      o: PRE_ORDER_ID,
      key: `contract-${id}`,
      status,
      secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      expires: windowEnd,
      failure: status === 'failed' ? 'card_declined' : null,
      action: status === 'requires_action' ? 'succeeded' : null,
      appointment: status === 'succeeded' ? 7001 : null,
      now: now - MINUTE,
    },
  );
  return { values: { paymentId: id } };
}

/** The provider states of the payment interactions (contracts/consumer/payments.pact.test.ts). */
export const PAYMENT_STATES: Record<string, Handler> = {
  "the patient's card payment for pre-order 5001 has succeeded": (ctx) => cardPayment(ctx, 'succeeded'),
  "the patient's card payment for pre-order 5001 was declined by the card issuer": (ctx) =>
    cardPayment(ctx, 'failed'),
  "the patient's card payment for pre-order 5001 waits for authentication": (ctx) =>
    cardPayment(ctx, 'requires_action'),
  "the patient's card payment for pre-order 5001 expired with its payment window": (ctx) =>
    cardPayment(ctx, 'expired'),
  "the patient's pending pre-order 5001 already has a card payment": (ctx) =>
    cardPayment(ctx, 'requires_payment_method'),
  "the patient's pending pre-order 5001 has the free-first voucher PRIMERAGRATIS applied": (ctx) => {
    ensurePatient(ctx);
    addPreOrder(ctx);
    run(ctx.db, "UPDATE pre_orders SET voucher_code = 'PRIMERAGRATIS' WHERE id = :p", { p: PRE_ORDER_ID });
  },
  'the patient confirmed a card setup intent': (ctx) => {
    ensurePatient(ctx);
    const id = `seti_${randomBytes(12).toString('hex')}`;
    run(
      ctx.db,
      `INSERT INTO setup_intents (id, user_id, client_secret, status, created_at)
       VALUES (:id, :p, :secret, 'succeeded', :now)`,
      { id, p: PATIENT_ID, secret: `${id}_secret_example`, now: ctx.clock.now() },
    );
    return { values: { setupIntentId: id } };
  },
  'a patient who is an employee of a company with the trial plan, on its free trial': (ctx) => {
    const now = ctx.clock.now();
    run(
      ctx.db,
      `INSERT OR IGNORE INTO companies (id, title, img_url, plan)
       VALUES (:c, 'Globex Salud', '/assets/companies/2.svg', 'subscription')`,
      { c: TRIAL_COMPANY_ID },
    );
    ensurePatient(ctx, {
      email: TRIAL_EMPLOYEE_EMAIL,
      subscription_active: 1,
      subscription_started_at: now - 10 * DAY,
      trial_ends_at: now + 80 * DAY,
    });
    run(
      ctx.db,
      `INSERT OR IGNORE INTO company_links (user_id, company_id, email, verified_at)
       VALUES (:p, :c, :email, :now)`,
      { p: PATIENT_ID, c: TRIAL_COMPANY_ID, email: TRIAL_EMPLOYEE_EMAIL, now },
    );
  },
};
