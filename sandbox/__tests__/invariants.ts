import { type Db, all, one } from '../db/connection.ts';

/** Consistency rules the database must satisfy after any sequence of requests, crashes included. */
export function invariantViolations(db: Db): string[] {
  const problems: string[] = [];
  const integrity = one<{ integrity_check: string }>(db, 'PRAGMA integrity_check')?.integrity_check;
  if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
  const check = (label: string, sql: string) => {
    const rows = all(db, sql);
    if (rows.length > 0) problems.push(`${label}: ${JSON.stringify(rows)}`);
  };
  check(
    'balance differs from its transactions',
    `SELECT u.id, u.balance_cents, COALESCE(SUM(t.balance_delta_cents), 0) AS ledger FROM users u
     LEFT JOIN transactions t ON t.user_id = u.id GROUP BY u.id HAVING u.balance_cents != ledger`,
  );
  check(
    'succeeded payment without appointment, or appointment of an unpaid pre-order',
    `SELECT p.id FROM payments p WHERE (p.status = 'succeeded') != (p.appointment_id IS NOT NULL)
     UNION ALL SELECT a.id FROM appointments a JOIN pre_orders o ON o.id = a.pre_order_id WHERE o.status != 'paid'`,
  );
  check(
    'paid pre-order without its appointment',
    `SELECT o.id FROM pre_orders o WHERE o.status = 'paid'
       AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.pre_order_id = o.id)`,
  );
  check(
    'live booked appointment without its slot',
    `SELECT a.id FROM appointments a WHERE a.canceled_at IS NULL AND a.start_at IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM slot_claims c WHERE c.appointment_id = a.id)`,
  );
  check(
    'bundle meetings out of step',
    `SELECT o.id FROM bundle_orders o WHERE o.used_meetings !=
       (SELECT COUNT(*) FROM appointments a WHERE a.bundle_order_id = o.id AND a.canceled_at IS NULL)`,
  );
  return problems;
}
