import { type Db, all, one } from '../db/connection.ts';
import {
  type AppointmentTimes,
  EMERGENCY_JOIN_LIMIT_MS,
  blocksEmergency,
} from '../domain/appointmentStatus.ts';

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

/**
 * The money invariants of issue 27, on top of the consistency rules above, at the clock's `now`: a paid pre-order
 * has exactly one succeeded payment and one appointment; every balance equals the sum of its movements and is
 * never negative; a voucher is redeemed at most once per patient (and a redemption belongs to a live visit); at
 * most one appointment per patient is under way; a paid visit has one charge, a cancelled paid visit one refund.
 */
export function moneyInvariantViolations(db: Db, now: number): string[] {
  const problems = invariantViolations(db);
  const check = (label: string, sql: string) => {
    const rows = all(db, sql);
    if (rows.length > 0) problems.push(`${label}: ${JSON.stringify(rows)}`);
  };
  check(
    'pre-order paid ⇔ one succeeded payment ⇔ one appointment',
    `SELECT o.id, o.status,
       (SELECT COUNT(*) FROM payments p WHERE p.pre_order_id = o.id AND p.status = 'succeeded') AS succeeded,
       (SELECT COUNT(*) FROM appointments a WHERE a.pre_order_id = o.id) AS appointments
     FROM pre_orders o WHERE NOT (
       (o.status = 'paid' AND succeeded = 1 AND appointments = 1) OR (o.status <> 'paid' AND succeeded = 0 AND appointments = 0))`,
  );
  check('negative balance', 'SELECT id, balance_cents FROM users WHERE balance_cents < 0');
  check(
    'voucher redeemed more than once',
    `SELECT voucher_id, user_id, COUNT(*) AS n FROM appointments WHERE voucher_id IS NOT NULL AND canceled_at IS NULL
     GROUP BY voucher_id, user_id HAVING n > 1`,
  );
  check(
    'redemption without its live visit, or live visit without its redemption',
    `SELECT r.voucher_id, r.user_id FROM voucher_redemptions r WHERE NOT EXISTS (SELECT 1 FROM appointments a
       WHERE a.id = r.appointment_id AND a.canceled_at IS NULL AND a.voucher_id = r.voucher_id)
     UNION ALL SELECT a.voucher_id, a.user_id FROM appointments a WHERE a.voucher_id IS NOT NULL
       AND a.canceled_at IS NULL AND NOT EXISTS (SELECT 1 FROM voucher_redemptions r WHERE r.appointment_id = a.id)`,
  );
  check(
    'a paid visit without exactly one charge',
    `SELECT a.id FROM appointments a WHERE a.pre_order_id IS NOT NULL AND a.paid_card_cents + a.paid_balance_cents > 0
       AND (SELECT COUNT(*) FROM transactions t WHERE t.appointment_id = a.id AND t.type = 'payment') <> 1`,
  );
  check(
    'refunds out of step with cancellations',
    `SELECT a.id FROM appointments a WHERE (SELECT COUNT(*) FROM transactions t WHERE t.appointment_id = a.id
       AND t.type = 'refund') <> (CASE WHEN a.canceled_at IS NOT NULL AND a.company_id IS NULL
       AND a.paid_card_cents + a.paid_balance_cents > 0 THEN 1 ELSE 0 END)`,
  );
  check(
    'an emergency no doctor joined, still open past the join limit',
    `SELECT id FROM appointments WHERE appointment_type = 'emergency' AND doctor_joined_at IS NULL
       AND canceled_at IS NULL AND ended_at IS NULL AND created_at <= ${now - EMERGENCY_JOIN_LIMIT_MS}`,
  );
  const active = new Map<number, number[]>();
  for (const row of all<AppointmentTimes & { id: number; user_id: number }>(
    db,
    'SELECT * FROM appointments',
  )) {
    if (blocksEmergency(row, now)) active.set(row.user_id, [...(active.get(row.user_id) ?? []), row.id]);
  }
  const crowded = [...active].filter(([, ids]) => ids.length > 1);
  if (crowded.length > 0) problems.push(`more than one active appointment: ${JSON.stringify(crowded)}`);
  return problems;
}
