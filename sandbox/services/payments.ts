import { randomBytes } from 'node:crypto';
import { isoInZone } from '../domain/time.ts';
import { type Db, one, run, transaction } from '../db/connection.ts';
import { conflict, notFound } from '../domain/errors.ts';
import { type Lang, messageFor } from '../http/messages.ts';
import { insertAppointment } from './appointments.ts';
import { type PreOrderRow, expireStale, getPreOrder } from './booking.ts';
import { type PricedOrder, choicesOf, priceFor } from './orders.ts';
import { getDoctor } from './doctors.ts';
import { addTransaction } from './finance.ts';
import { assertPaymentRules, voucherOfTheOrder } from './paymentRules.ts';
import { getUser } from './users.ts';

export type PaymentStatus =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'expired';

export interface PaymentRow {
  id: string;
  user_id: number;
  pre_order_id: number;
  idempotency_key: string;
  status: PaymentStatus;
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
  /** A decline's code (card_declined, …): its message follows the request's language. */
  failure_code: string | null;
  /** A fixed message (older rows, contract states) when there is no code. */
  failure_message: string | null;
  /** What approving the authentication challenge does (requires_action only). */
  action_outcome: string | null;
  appointment_id: number | null;
  created_at: number;
}

/** Waiting for a card: a new payment, or one whose card was declined (it may be confirmed again). */
const AWAITS_CARD = new Set<PaymentStatus>(['requires_payment_method', 'failed']);

export function paymentView(row: PaymentRow, lang: Lang) {
  return {
    payment_id: row.id,
    status: row.status,
    client_secret: row.status === 'succeeded' || row.card_cents === 0 ? null : row.client_secret,
    amount: { amount: row.card_cents, currency: 'EUR' as const },
    expires_at: isoInZone(row.expires_at),
    appointment_id: row.appointment_id,
    failure_message: row.failure_code ? messageFor(row.failure_code, lang) : row.failure_message,
  };
}

export function getPayment(db: Db, userId: number | null, paymentId: string): PaymentRow {
  const row = one<PaymentRow>(
    db,
    'SELECT * FROM payments WHERE id = :paymentId AND (:userId IS NULL OR user_id = :userId)',
    { paymentId, userId },
  );
  if (!row) throw notFound('payment_not_found');
  return row;
}

/** The pre-order's one live payment (anything not expired), if it has one. */
export function livePayment(db: Db, preOrderId: number): PaymentRow | undefined {
  return one<PaymentRow>(
    db,
    "SELECT * FROM payments WHERE pre_order_id = :preOrderId AND status <> 'expired'",
    {
      preOrderId,
    },
  );
}

/**
 * payment/create. A pre-order has at most one live payment, whatever idempotency key asks: a second create
 * (a double click, another tab, a reload with a lost key) gets the live one, also once it has succeeded, so
 * nobody is charged twice and nobody is told the paid pre-order expired. A live payment still waiting for a
 * card is priced again from the order as it stands (the patient may have changed the voucher after a decline),
 * after the money rules (paymentRules.ts). Nothing left for the card (voucher, bundle, balance, company) ⇒ it
 * succeeds at once. The same key for another pre-order is 409 idempotency_key_reused.
 */
export function createPayment(
  db: Db,
  userId: number,
  preOrderId: number,
  idempotencyKey: string,
  now: number,
  companyId?: number,
): PaymentRow {
  return transaction(db, () => {
    expireStale(db, now);
    const sameKey = one<PaymentRow>(
      db,
      'SELECT * FROM payments WHERE user_id = :userId AND idempotency_key = :key',
      { userId, key: idempotencyKey },
    );
    if (sameKey && sameKey.pre_order_id !== preOrderId)
      throw conflict('idempotency_key_reused', 'idempotency_key');
    const order = getPreOrder(db, userId, preOrderId);
    const live = livePayment(db, preOrderId);
    if (live && (order.status !== 'pending' || !AWAITS_CARD.has(live.status))) return live;
    if (order.status === 'paid') throw conflict('pre_order_paid', 'pre_order_id');
    if (order.status === 'expired') throw conflict('pre_order_expired', 'pre_order_id');
    assertPaymentRules(db, order, null, now);
    return price(db, order, now, companyId, live, idempotencyKey);
  });
}

/** Prices the order now into a new payment, or into the live one waiting for a card. */
function price(
  db: Db,
  order: PreOrderRow,
  now: number,
  companyId: number | undefined,
  live: PaymentRow | undefined,
  idempotencyKey?: string,
): PaymentRow {
  if (companyId !== undefined && order.company_id !== companyId) {
    // The B2B call names the paying company; the pre-order takes it (the route checked employment).
    run(db, 'UPDATE pre_orders SET company_id = :companyId WHERE id = :id', { companyId, id: order.id });
    order.company_id = companyId;
  }
  const user = getUser(db, order.user_id);
  const priced: PricedOrder = voucherOfTheOrder(() => priceFor(db, user, order, choicesOf(order, {}), now));
  const amounts = {
    subtotal: priced.subtotal,
    voucherId: priced.voucher?.id ?? null,
    discount: priced.voucherDiscount,
    bundleId: priced.bundleOrderId,
    bundleCredit: priced.bundleCredit,
    balance: priced.balanceUsed,
    card: priced.total,
    companyId: priced.companyId,
  };
  let id = live?.id;
  if (id) {
    run(
      db,
      `UPDATE payments SET subtotal_cents = :subtotal, voucher_id = :voucherId, voucher_discount_cents = :discount,
         bundle_order_id = :bundleId, bundle_credit_cents = :bundleCredit, balance_used_cents = :balance,
         card_cents = :card, company_id = :companyId WHERE id = :id`,
      { ...amounts, id },
    );
  } else {
    id = `pay_${randomBytes(12).toString('hex')}`;
    run(
      db,
      `INSERT INTO payments (id, user_id, pre_order_id, idempotency_key, status, client_secret, subtotal_cents,
         voucher_id, voucher_discount_cents, bundle_order_id, bundle_credit_cents, balance_used_cents, card_cents,
         company_id, expires_at, created_at)
       VALUES (:id, :userId, :preOrderId, :key, 'requires_payment_method', :secret, :subtotal, :voucherId, :discount,
         :bundleId, :bundleCredit, :balance, :card, :companyId, :expires, :now)`,
      {
        ...amounts,
        id,
        userId: order.user_id,
        preOrderId: order.id,
        key: idempotencyKey ?? id,
        secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        expires: order.expires_at,
        now,
      },
    );
  }
  if (priced.total === 0) succeed(db, getPayment(db, null, id), now);
  return getPayment(db, null, id);
}

/** A succeeded payment becomes the appointment: all of it in the caller's transaction, or none of it. */
export function succeed(db: Db, payment: PaymentRow, now: number) {
  const order = getPreOrder(db, payment.user_id, payment.pre_order_id);
  if (order.status === 'paid') throw conflict('pre_order_paid', 'pre_order_id');
  if (order.status !== 'pending' || order.expires_at <= now)
    throw conflict('pre_order_expired', 'pre_order_id');
  assertPaymentRules(db, order, payment.voucher_id, now);
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
    `UPDATE payments SET status = 'succeeded', appointment_id = :a, failure_code = NULL, failure_message = NULL,
       action_outcome = NULL WHERE id = :id`,
    { a: appointmentId, id: payment.id },
  );
}

/**
 * check-status: the current state, with the 15-minute window applied. A payment not yet charged whose order
 * now breaks a money rule (another emergency under way, its voucher redeemed by another order) answers that
 * rule's error: it cannot be charged as it stands.
 */
export function paymentStatus(db: Db, userId: number, paymentId: string, now: number): PaymentRow {
  expireAndSettle(db, now);
  return transaction(db, () => {
    const payment = getPayment(db, userId, paymentId);
    if (payment.status === 'succeeded' || payment.status === 'expired') return payment;
    const order = getPreOrder(db, payment.user_id, payment.pre_order_id);
    if (order.status === 'pending') assertPaymentRules(db, order, payment.voucher_id, now);
    return payment;
  });
}

/** The clock's rules, committed on their own (a refusal after them must not roll them back). */
const expireAndSettle = (db: Db, now: number) => transaction(db, () => expireStale(db, now));
