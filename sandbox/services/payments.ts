import { randomBytes } from 'node:crypto';
import { isoInZone } from '../domain/time.ts';
import { type Db, one, run, transaction } from '../db/connection.ts';
import { ApiError, conflict, notFound } from '../domain/errors.ts';
import { insertAppointment } from './appointments.ts';
import { expireStale, getPreOrder, payablePreOrder } from './booking.ts';
import { type PricedOrder, choicesOf, priceFor } from './orders.ts';
import { getDoctor } from './doctors.ts';
import { addTransaction } from './finance.ts';
import { getUser } from './users.ts';

/** Stripe's test cards, as the sandbox processor understands them (GET /sandbox/test-cards lists them). */
export const TEST_CARDS: Record<string, { outcome: 'succeeded' | 'declined'; label: string }> = {
  '4242424242424242': { outcome: 'succeeded', label: 'Visa: succeeds' },
  '5555555555554444': { outcome: 'succeeded', label: 'Mastercard: succeeds' },
  '4000000000000002': { outcome: 'declined', label: 'Visa: declined (generic_decline)' },
  '4000000000009995': { outcome: 'declined', label: 'Visa: declined (insufficient_funds)' },
};

export interface PaymentRow {
  id: string;
  user_id: number;
  pre_order_id: number;
  idempotency_key: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'failed' | 'expired';
  client_secret: string | null;
  subtotal_cents: number;
  voucher_id: number | null;
  voucher_discount_cents: number;
  bundle_order_id: number | null;
  bundle_credit_cents: number;
  balance_used_cents: number;
  card_cents: number;
  company_id: number | null;
  expires_at: number;
  failure_message: string | null;
  appointment_id: number | null;
}

export function paymentView(row: PaymentRow) {
  return {
    payment_id: row.id,
    status: row.status,
    client_secret: row.status === 'succeeded' || row.card_cents === 0 ? null : row.client_secret,
    amount: { amount: row.card_cents, currency: 'EUR' as const },
    expires_at: isoInZone(row.expires_at),
    appointment_id: row.appointment_id,
    failure_message: row.failure_message,
  };
}

export function getPayment(db: Db, userId: number | null, paymentId: string): PaymentRow {
  const row = one<PaymentRow>(
    db,
    'SELECT * FROM payments WHERE id = :paymentId AND (:userId IS NULL OR user_id = :userId)',
    {
      paymentId,
      userId,
    },
  );
  if (!row) throw notFound('payment_not_found');
  return row;
}

/**
 * Creates the payment for a pre-order, priced now. The same idempotency key returns the same payment.
 * Nothing left for the card (voucher, bundle, balance, company) ⇒ it succeeds at once.
 */
export function createPayment(
  db: Db,
  userId: number,
  preOrderId: number,
  idempotencyKey: string,
  now: number,
  companyId?: number,
) {
  return transaction(db, () => {
    expireStale(db, now);
    const existing = one<PaymentRow>(
      db,
      'SELECT * FROM payments WHERE user_id = :userId AND idempotency_key = :key',
      {
        userId,
        key: idempotencyKey,
      },
    );
    if (existing) {
      if (existing.pre_order_id !== preOrderId) throw conflict('idempotency_key_reused', 'idempotency_key');
      return existing;
    }
    const user = getUser(db, userId);
    const order = payablePreOrder(db, userId, preOrderId, now);
    if (companyId !== undefined && order.company_id !== companyId) {
      // The B2B call names the paying company; the pre-order takes it (the route checked employment).
      run(db, 'UPDATE pre_orders SET company_id = :companyId WHERE id = :id', { companyId, id: order.id });
      order.company_id = companyId;
    }
    const priced: PricedOrder = priceFor(db, user, order, choicesOf(order, {}), now);
    const id = `pay_${randomBytes(12).toString('hex')}`;
    run(
      db,
      `INSERT INTO payments (id, user_id, pre_order_id, idempotency_key, status, client_secret, subtotal_cents,
         voucher_id, voucher_discount_cents, bundle_order_id, bundle_credit_cents, balance_used_cents, card_cents,
         company_id, expires_at, created_at)
       VALUES (:id, :userId, :preOrderId, :key, 'requires_payment_method', :secret, :subtotal, :voucherId, :discount,
         :bundleId, :bundleCredit, :balance, :card, :companyId, :expires, :now)`,
      {
        id,
        userId,
        preOrderId,
        key: idempotencyKey,
        secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        subtotal: priced.subtotal,
        voucherId: priced.voucher?.id ?? null,
        discount: priced.voucherDiscount,
        bundleId: priced.bundleOrderId,
        bundleCredit: priced.bundleCredit,
        balance: priced.balanceUsed,
        card: priced.total,
        companyId: priced.companyId,
        expires: order.expires_at,
        now,
      },
    );
    if (priced.total === 0) succeed(db, getPayment(db, userId, id), now);
    return getPayment(db, userId, id);
  });
}

/** The sandbox processor: a test card confirms or declines a pending payment inside its window. */
export function confirmPayment(db: Db, paymentId: string, cardNumber: string, now: number): PaymentRow {
  const outcome = transaction(db, () => {
    expireStale(db, now);
    const payment = getPayment(db, null, paymentId);
    if (payment.status === 'expired') throw conflict('payment_expired');
    if (payment.status === 'succeeded') return { declined: false };
    const card = TEST_CARDS[cardNumber.replace(/\D/g, '')];
    if (!card || card.outcome === 'declined') {
      run(db, "UPDATE payments SET status = 'failed', failure_message = :message WHERE id = :id", {
        id: payment.id,
        message: card ? 'Your card was declined.' : 'Your card number is not a sandbox test card.',
      });
      return { declined: true };
    }
    succeed(db, payment, now);
    return { declined: false };
  });
  // Thrown after the commit, so the payment stays recorded as failed.
  if (outcome.declined) throw new ApiError(422, 'payment_declined', 'card_number');
  return getPayment(db, null, paymentId);
}

/** A succeeded payment becomes the appointment: all of it in the caller's transaction, or none of it. */
function succeed(db: Db, payment: PaymentRow, now: number) {
  const order = getPreOrder(db, payment.user_id, payment.pre_order_id);
  if (order.status !== 'pending' || order.expires_at <= now)
    throw conflict('pre_order_expired', 'pre_order_id');
  const appointmentId = insertAppointment(
    db,
    {
      user_id: payment.user_id,
      doctor_id: order.doctor_id,
      speciality_id: order.speciality_id,
      appointment_type: order.appointment_type,
      start_at: order.start_at,
      time_zone: order.time_zone,
      price_cents: order.price_cents,
      paid_card_cents: payment.card_cents,
      paid_balance_cents: payment.balance_used_cents,
      voucher_id: payment.voucher_id,
      bundle_order_id: payment.bundle_order_id,
      company_id: payment.company_id,
      pre_order_id: order.id,
    },
    now,
  );
  const balance = getUser(db, payment.user_id).balance_cents;
  if (balance < payment.balance_used_cents) throw conflict('insufficient_balance');
  const doctor = getDoctor(db, order.doctor_id).full_name;
  const paid = payment.card_cents + payment.balance_used_cents;
  if (paid > 0) {
    addTransaction(db, {
      user_id: payment.user_id,
      type: 'payment',
      amount_cents: -paid,
      balance_delta_cents: -payment.balance_used_cents,
      description: [`Consulta con ${doctor}`, `Consultation with ${doctor}`],
      appointment_id: appointmentId,
      now,
    });
  }
  if (payment.bundle_order_id !== null) {
    const used = run(
      db,
      'UPDATE bundle_orders SET used_meetings = used_meetings + 1 WHERE id = :id AND used_meetings < total_meetings',
      { id: payment.bundle_order_id },
    );
    if (used.changes === 0) throw conflict('bundle_not_usable', 'bundle_order_id');
    addTransaction(db, {
      user_id: payment.user_id,
      type: 'bundle',
      amount_cents: 0,
      balance_delta_cents: 0,
      description: [`Sesión del bono: ${doctor}`, `Bundle session: ${doctor}`],
      appointment_id: appointmentId,
      now,
    });
  }
  if (payment.voucher_id !== null) {
    run(db, 'INSERT INTO voucher_redemptions (voucher_id, user_id, appointment_id) VALUES (:v, :u, :a)', {
      v: payment.voucher_id,
      u: payment.user_id,
      a: appointmentId,
    });
  }
  run(db, "UPDATE pre_orders SET status = 'paid' WHERE id = :id", { id: order.id });
  run(
    db,
    "UPDATE payments SET status = 'succeeded', appointment_id = :a, failure_message = NULL WHERE id = :id",
    {
      a: appointmentId,
      id: payment.id,
    },
  );
}

/** check-status: the current state, with the 15-minute window applied. */
export function paymentStatus(db: Db, userId: number, paymentId: string, now: number): PaymentRow {
  transaction(db, () => expireStale(db, now));
  return getPayment(db, userId, paymentId);
}
