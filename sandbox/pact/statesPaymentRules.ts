import { randomBytes } from 'node:crypto';
import { one, run } from '../db/connection.ts';
import { MINUTE } from '../domain/time.ts';
import type { Ctx } from '../http/context.ts';
import type { Handler } from './handler.ts';
import { DOCTOR_ID, PATIENT_ID, PRE_ORDER_ID, SPECIALITY_ID, addPreOrder, ensurePatient } from './world.ts';

const VOUCHER = 'BIENVENIDA10';

/** Pre-order 5001 as an emergency with doctor 21: no slot, 15 minutes to pay. */
function emergencyPreOrder(ctx: Ctx) {
  ensurePatient(ctx);
  const now = ctx.clock.now();
  run(
    ctx.db,
    `INSERT INTO pre_orders (id, user_id, doctor_id, speciality_id, appointment_type, start_at, time_zone, price_cents,
       status, expires_at, created_at)
     VALUES (:id, :user, :doctor, :speciality, 'emergency', NULL, 'Europe/Madrid', 4500, 'pending', :expires, :now)`,
    {
      id: PRE_ORDER_ID,
      user: PATIENT_ID,
      doctor: DOCTOR_ID,
      speciality: SPECIALITY_ID,
      expires: now + 15 * MINUTE,
      now,
    },
  );
}

/** Pre-order 5001 (booked) with the voucher BIENVENIDA10 (10 %) applied, the voucher active. */
function voucherPreOrder(ctx: Ctx) {
  ensurePatient(ctx);
  addPreOrder(ctx);
  run(ctx.db, 'UPDATE vouchers SET expires_at = NULL WHERE code = :code', { code: VOUCHER });
  run(ctx.db, 'UPDATE pre_orders SET voucher_code = :code WHERE id = :p', { code: VOUCHER, p: PRE_ORDER_ID });
}

/** Pre-order 5001's card payment waiting for a card, priced now (with the order's voucher, if any). */
function waitingPayment(ctx: Ctx) {
  const now = ctx.clock.now();
  const voucher = one<{ id: number }>(
    ctx.db,
    `SELECT v.id FROM pre_orders o JOIN vouchers v ON v.code = o.voucher_code WHERE o.id = :p`,
    { p: PRE_ORDER_ID },
  );
  const discount = voucher ? 450 : 0;
  const id = `pay_${randomBytes(12).toString('hex')}`;
  run(
    ctx.db,
    `INSERT INTO payments (id, user_id, pre_order_id, idempotency_key, status, client_secret, subtotal_cents,
       voucher_id, voucher_discount_cents, bundle_credit_cents, balance_used_cents, card_cents, expires_at,
       created_at)
     VALUES (:id, :p, :o, :key, 'requires_payment_method', :secret, 4500, :voucher, :discount, 0, 0, :card,
       :expires, :now)`,
    {
      id,
      p: PATIENT_ID,
      o: PRE_ORDER_ID,
      key: `contract-${id}`,
      secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      voucher: voucher?.id ?? null,
      discount,
      card: 4500 - discount,
      expires: now + 15 * MINUTE,
      now: now - MINUTE,
    },
  );
  return { values: { paymentId: id } };
}

/**
 * The provider states of the money rules checked again at payment (contracts/consumer/paymentRules.pact.test.ts):
 * an emergency to pay while another appointment is under way, a voucher redeemed since it was applied. The
 * other half of each interaction is an older state ('a patient with an appointment in progress', 'the patient
 * already used the voucher BIENVENIDA10 on a past visit').
 */
export const PAYMENT_RULE_STATES: Record<string, Handler> = {
  "the patient's pending pre-order 5001 is for an emergency": emergencyPreOrder,
  "the patient's card payment for the emergency pre-order 5001 waits for a card": (ctx) => {
    emergencyPreOrder(ctx);
    return waitingPayment(ctx);
  },
  "the patient's pending pre-order 5001 has the voucher BIENVENIDA10 applied": voucherPreOrder,
  "the patient's card payment for pre-order 5001 was priced with the voucher BIENVENIDA10": (ctx) => {
    voucherPreOrder(ctx);
    return waitingPayment(ctx);
  },
};
