import { ApiError } from '../domain/errors.ts';

/** What a violated constraint is answered with: the contract's error for the rule it guards. */
export interface Answer {
  status: 409 | 422 | 503;
  code: string;
  field?: string;
}

/** Nothing the client can fix but try again: something changed since it looked (contracts/README.md). */
export const CHANGED: Answer = { status: 409, code: 'conflict' };
const INVALID: Answer = { status: 422, code: 'validation_error' };

/**
 * Every UNIQUE and PRIMARY KEY constraint of db/migrations.ts (INTEGER PRIMARY KEYs aside: see below), by the
 * columns SQLite names when one is violated. The services check each rule inside the write transaction first,
 * so these answer only a rule a service forgot; they must still answer what the contract records, never 500.
 * __tests__/constraints.test.ts fails when the schema has a constraint this table does not name.
 */
export const UNIQUE_ANSWERS: Record<string, Answer> = {
  'users.phone': { status: 409, code: 'phone_taken', field: 'phone' },
  'users.email': { status: 409, code: 'email_taken', field: 'email' },
  'users.google_sub': CHANGED,
  'company_links.email': { status: 409, code: 'email_taken', field: 'email' },
  'company_links.user_id, company_links.company_id': CHANGED,
  'voucher_redemptions.voucher_id, voucher_redemptions.user_id': {
    status: 422,
    code: 'voucher_already_used',
    field: 'voucher',
  },
  'slot_claims.doctor_id, slot_claims.start_at': {
    status: 409,
    code: 'doctor_not_available',
    field: 'start_at',
  },
  'appointments.pre_order_id': { status: 409, code: 'pre_order_paid', field: 'pre_order_id' },
  'payments.user_id, payments.idempotency_key': {
    status: 409,
    code: 'idempotency_key_reused',
    field: 'idempotency_key',
  },
  // One live payment per pre-order: a create that lost the race is told to look again (it finds the live one).
  'payments.pre_order_id': CHANGED,
  'payments.id': CHANGED,
  'reviews.appointment_id': { status: 409, code: 'review_exists' },
  'invoices.series, invoices.seq': CHANGED,
  'invoices.transaction_id': CHANGED,
  'refresh_tokens.jti': CHANGED,
  'login_tokens.token': CHANGED,
  'setup_intents.id': CHANGED,
  'revoked_sessions.session_id': CHANGED,
  // Written only by the seed, never by a request.
  'meta.key': CHANGED,
  'specialities.slug': CHANGED,
  'countries.iso_code': CHANGED,
  'company_domains.domain': CHANGED,
  'vouchers.code': CHANGED,
};

/** Every CHECK constraint, by its expression (SQLite names the expression when one is violated). */
export const CHECK_ANSWERS: Record<string, Answer> = {
  'balance_cents >= 0': { status: 409, code: 'insufficient_balance' },
  'used_meetings BETWEEN 0 AND total_meetings': {
    status: 422,
    code: 'bundle_not_usable',
    field: 'bundle_order_id',
  },
  // Enumerations and ranges the services write themselves: a value outside them is a request gone wrong.
  "duty IN ('schedule', 'always', 'never')": INVALID,
  'weekday BETWEEN 1 AND 7': INVALID,
  "plan IN ('covered', 'subscription')": INVALID,
  "state IN ('pending', 'used', 'locked', 'replaced')": INVALID,
  "kind IN ('percentage', 'fixed', 'free_first')": INVALID,
  "status IN ('pending', 'paid', 'expired')": INVALID,
  "type IN ('payment', 'refund', 'voucher', 'bundle')": INVALID,
  "status IN ('pending', 'accepted', 'rejected')": INVALID,
};

const toError = (answer: Answer) => new ApiError(answer.status, answer.code, answer.field);

/**
 * The contract's answer to a database error a request ran into, or undefined when it is no constraint. An
 * INTEGER PRIMARY KEY (a row id) clashes only when two writers pick one id: CHANGED. A FOREIGN KEY names neither
 * table nor column: what the request refers to is gone, CHANGED. NOT NULL names the column: INVALID. A lock another
 * process held past the busy timeout is 503 `busy` (try again), not a failure.
 */
export function constraintError(error: unknown): ApiError | undefined {
  if (!(error instanceof Error) || (error as { code?: unknown }).code !== 'ERR_SQLITE_ERROR')
    return undefined;
  const primary = Number((error as { errcode?: unknown }).errcode) & 0xff;
  if (primary === 5 || primary === 6) return toError({ status: 503, code: 'busy' });
  const [, kind, subject = ''] =
    /^(UNIQUE|CHECK|FOREIGN KEY|NOT NULL) constraint failed(?:: (.*))?$/.exec(error.message) ?? [];
  switch (kind) {
    case 'UNIQUE':
      return toError(UNIQUE_ANSWERS[subject] ?? CHANGED);
    case 'CHECK':
      return toError(CHECK_ANSWERS[subject] ?? INVALID);
    case 'FOREIGN KEY':
      return toError(CHANGED);
    case 'NOT NULL':
      return toError({ ...INVALID, field: subject.split('.')[1] });
    default:
      return undefined;
  }
}
