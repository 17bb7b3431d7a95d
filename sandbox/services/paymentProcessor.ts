import { randomBytes } from 'node:crypto';
import { type Db, one, run, transaction } from '../db/connection.ts';
import { ApiError, conflict, notFound } from '../domain/errors.ts';
import { expireStale, getPreOrder } from './booking.ts';
import { assertPaymentRules } from './paymentRules.ts';
import { type PaymentRow, getPayment, succeed } from './payments.ts';

type CardOutcome =
  | { outcome: 'succeeded'; label: string }
  | { outcome: 'authenticate'; label: string }
  | { outcome: 'declined'; code: 'card_declined' | 'insufficient_funds'; label: string };

/**
 * Stripe's test cards, as the sandbox processor understands them (GET /sandbox/test-cards lists them).
 * `authenticate`: the payment waits for the sandbox's authentication challenge (3-D Secure's stand-in).
 */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { outcome: 'succeeded', label: 'Visa: succeeds' },
  '5555555555554444': { outcome: 'succeeded', label: 'Mastercard: succeeds' },
  '4000002500003155': {
    outcome: 'authenticate',
    label: 'Visa: asks for authentication (approve: succeeds; deny: fails)',
  },
  '4000000000000002': {
    outcome: 'declined',
    code: 'card_declined',
    label: 'Visa: declined (generic_decline)',
  },
  '4000000000009995': {
    outcome: 'declined',
    code: 'insufficient_funds',
    label: 'Visa: declined (insufficient_funds)',
  },
};

const cardOf = (cardNumber: string): CardOutcome | undefined => TEST_CARDS[cardNumber.replace(/\D/g, '')];

function fail(db: Db, payment: PaymentRow, code: string) {
  run(
    db,
    `UPDATE payments SET status = 'failed', failure_code = :code, failure_message = NULL, action_outcome = NULL
     WHERE id = :id`,
    { id: payment.id, code },
  );
}

/**
 * The sandbox processor: a test card confirms, declines or asks to authenticate a payment inside its window.
 * A decline is recorded (check-status reports it) and answered 422 payment_declined; a succeeded payment
 * answers as it is (confirming twice charges once). An order that breaks a money rule by now (another
 * emergency under way, its voucher redeemed meanwhile) is refused with that rule's error before the card is
 * charged (paymentRules.ts), and again when the charge is recorded (succeed).
 */
export function confirmPayment(db: Db, paymentId: string, cardNumber: string, now: number): PaymentRow {
  const outcome = transaction(db, () => {
    expireStale(db, now);
    const payment = getPayment(db, null, paymentId);
    if (payment.status === 'expired') throw conflict('payment_expired');
    if (payment.status === 'succeeded') return { declined: false };
    // The money rules, again, before the card is touched: a refusal charges nothing and changes nothing.
    const order = getPreOrder(db, payment.user_id, payment.pre_order_id);
    if (order.status === 'pending') assertPaymentRules(db, order, payment.voucher_id, now);
    const card = cardOf(cardNumber);
    if (!card || card.outcome === 'declined') {
      fail(db, payment, card?.outcome === 'declined' ? card.code : 'card_not_supported');
      return { declined: true };
    }
    if (card.outcome === 'authenticate') {
      run(
        db,
        `UPDATE payments SET status = 'requires_action', action_outcome = 'succeeded', failure_code = NULL,
           failure_message = NULL WHERE id = :id`,
        { id: payment.id },
      );
      return { declined: false };
    }
    succeed(db, payment, now);
    return { declined: false };
  });
  // Thrown after the commit, so the payment stays recorded as failed.
  if (outcome.declined) throw new ApiError(422, 'payment_declined', 'card_number');
  return getPayment(db, null, paymentId);
}

/** The patient's answer to the authentication challenge: approve charges the card, deny fails the payment. */
export function authenticatePayment(db: Db, paymentId: string, approve: boolean, now: number): PaymentRow {
  transaction(db, () => {
    expireStale(db, now);
    const payment = getPayment(db, null, paymentId);
    if (payment.status === 'expired') throw conflict('payment_expired');
    if (payment.status === 'succeeded') return;
    if (payment.status !== 'requires_action') throw conflict('payment_not_pending');
    if (approve) succeed(db, payment, now);
    else fail(db, payment, 'authentication_failed');
  });
  return getPayment(db, null, paymentId);
}

export interface SetupIntentRow {
  id: string;
  user_id: number;
  client_secret: string;
  status: 'requires_payment_method' | 'succeeded' | 'failed';
}

export function createSetupIntent(db: Db, userId: number, now: number): SetupIntentRow {
  const id = `seti_${randomBytes(12).toString('hex')}`;
  run(
    db,
    `INSERT INTO setup_intents (id, user_id, client_secret, status, created_at)
     VALUES (:id, :user, :secret, 'requires_payment_method', :now)`,
    { id, user: userId, secret: `${id}_secret_${randomBytes(8).toString('hex')}`, now },
  );
  return getSetupIntent(db, id);
}

export function getSetupIntent(db: Db, id: string): SetupIntentRow {
  const row = one<SetupIntentRow>(
    db,
    'SELECT id, user_id, client_secret, status FROM setup_intents WHERE id = :id',
    {
      id,
    },
  );
  if (!row) throw notFound('setup_intent_not_found');
  return row;
}

/** The processor saves a card for later charges (no challenge in the sandbox); a declining card fails it. */
export function confirmSetupIntent(db: Db, id: string, cardNumber: string): SetupIntentRow {
  const card = cardOf(cardNumber);
  const declined = !card || card.outcome === 'declined';
  transaction(db, () => {
    const intent = getSetupIntent(db, id);
    if (intent.status === 'succeeded') return;
    run(db, 'UPDATE setup_intents SET status = :status WHERE id = :id', {
      id,
      status: declined ? 'failed' : 'succeeded',
    });
  });
  if (declined) throw new ApiError(422, 'payment_declined', 'card_number');
  return getSetupIntent(db, id);
}
