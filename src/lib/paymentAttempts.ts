import { localItems } from './storage';

/** A payment attempt of one pre-order: the idempotency key every create for it sends, across reloads. */
export interface PaymentAttempt {
  idempotencyKey: string;
  /** When it was stored (ms): attempts older than a day are dropped (a pre-order lives 15 minutes). */
  savedAt: number;
}

const PAYMENT_ATTEMPT_PREFIX = 'payment_attempt:';
const PAYMENT_ATTEMPT_TTL_MS = 24 * 3600 * 1000;

function isPaymentAttempt(value: unknown): value is PaymentAttempt {
  const attempt = value as Partial<PaymentAttempt> | null;
  return typeof attempt?.idempotencyKey === 'string' && typeof attempt.savedAt === 'number';
}

/**
 * One idempotency key per pre-order, in localStorage: a reload, a second tab or a language switch sends the
 * same key, so the provider sees one payment attempt (DESIGN §9). Only /payment needs it: its own module, out
 * of the entry chunk.
 */
export const paymentAttemptStorage = {
  read(preOrderId: number, now = Date.now()): PaymentAttempt | null {
    try {
      const parsed: unknown = JSON.parse(localItems.read(PAYMENT_ATTEMPT_PREFIX + preOrderId) ?? 'null');
      return isPaymentAttempt(parsed) && now - parsed.savedAt < PAYMENT_ATTEMPT_TTL_MS ? parsed : null;
    } catch {
      return null;
    }
  },
  /** Stores the attempt and drops expired ones of other pre-orders. */
  save(preOrderId: number, attempt: PaymentAttempt): void {
    for (const key of localItems.keys()) {
      if (key.startsWith(PAYMENT_ATTEMPT_PREFIX) && key !== PAYMENT_ATTEMPT_PREFIX + preOrderId) {
        const id = Number(key.slice(PAYMENT_ATTEMPT_PREFIX.length));
        if (!paymentAttemptStorage.read(id, attempt.savedAt)) localItems.write(key, null);
      }
    }
    localItems.write(PAYMENT_ATTEMPT_PREFIX + preOrderId, JSON.stringify(attempt));
  },
};
