import { type Db, all, one, run } from '../db/connection.ts';
import { isoInZone } from '../domain/time.ts';
import type { Lang } from '../http/messages.ts';

export interface NewTransaction {
  user_id: number;
  type: 'payment' | 'refund' | 'voucher' | 'bundle';
  /** What the patient sees: negative for a payment, positive for a refund. */
  amount_cents: number;
  /** How the in-app balance moves (a card payment moves nothing). */
  balance_delta_cents: number;
  description: [es: string, en: string];
  appointment_id: number | null;
  now: number;
}

/** Records a transaction and moves the balance with it; call inside the caller's transaction. */
export function addTransaction(db: Db, tx: NewTransaction): number {
  if (tx.balance_delta_cents !== 0) {
    // The CHECK (balance_cents >= 0) constraint refuses an overdraft and rolls back the caller.
    run(db, 'UPDATE users SET balance_cents = balance_cents + :delta WHERE id = :id', {
      delta: tx.balance_delta_cents,
      id: tx.user_id,
    });
  }
  return run(
    db,
    `INSERT INTO transactions (user_id, type, amount_cents, balance_delta_cents, description_es, description_en,
       appointment_id, created_at)
     VALUES (:user, :type, :amount, :delta, :es, :en, :appointment, :now)`,
    {
      user: tx.user_id,
      type: tx.type,
      amount: tx.amount_cents,
      delta: tx.balance_delta_cents,
      es: tx.description[0],
      en: tx.description[1],
      appointment: tx.appointment_id,
      now: tx.now,
    },
  ).id;
}

export function balanceOf(db: Db, userId: number): number {
  return (
    one<{ balance_cents: number }>(db, 'SELECT balance_cents FROM users WHERE id = :userId', { userId })
      ?.balance_cents ?? 0
  );
}

interface TransactionRow {
  id: number;
  type: NewTransaction['type'];
  amount_cents: number;
  description_es: string;
  description_en: string;
  created_at: number;
}

export function transactionsPage(
  db: Db,
  userId: number,
  page: number,
  pageSize: number,
  lang: Lang,
  base: string,
) {
  const total = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM transactions WHERE user_id = :userId', {
    userId,
  })!.n;
  const rows = all<TransactionRow>(
    db,
    `SELECT * FROM transactions WHERE user_id = :userId ORDER BY created_at DESC, id DESC
     LIMIT :limit OFFSET :offset`,
    { userId, limit: pageSize, offset: (page - 1) * pageSize },
  );
  return {
    transaction_list: rows.map((row) => ({
      id: row.id,
      type: row.type,
      amount: { amount: row.amount_cents, currency: 'EUR' as const },
      description: lang === 'en' ? row.description_en : row.description_es,
      created_at: isoInZone(row.created_at),
      invoice_url: row.type === 'payment' ? `${base}/sandbox/invoices/transaction-${row.id}` : null,
    })),
    pagination: { page, page_size: pageSize, total },
  };
}
