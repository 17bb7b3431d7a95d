import { type Db, all, one } from '../db/connection.ts';
import { unprocessable } from '../domain/errors.ts';
import { type PricingResult, type VoucherRule, priceOrder, voucherDiscount } from '../domain/pricing.ts';
import { subscriptionCoverage } from '../domain/trial.ts';
import { statusOf, userAppointments } from './appointments.ts';
import { type PreOrderRow, usableBundle } from './booking.ts';
import { type UserRow, requireCompany } from './users.ts';

export interface OrderChoices {
  voucher_code: string | null;
  use_balance: boolean;
  bundle_order_id: number | null;
}

export interface PricedOrder extends PricingResult {
  voucher: (VoucherRule & { id: number }) | null;
  bundleOrderId: number | null;
  companyId: number | null;
  /** What the patient could use (shown beside the switches): the whole balance, bundles of the speciality. */
  availableBalance: number;
  usableBundles: { id: number; remaining_meetings: number }[];
}

/** The patient's active bundles of the order's speciality with meetings left. */
function usableBundles(db: Db, userId: number, specialityId: number, now: number) {
  return all<{ id: number; remaining_meetings: number }>(
    db,
    `SELECT o.id, o.total_meetings - o.used_meetings AS remaining_meetings FROM bundle_orders o
     JOIN bundle_products p ON p.id = o.product_id
     WHERE o.user_id = :userId AND p.speciality_id = :specialityId AND o.used_meetings < o.total_meetings
       AND (o.expires_at IS NULL OR o.expires_at > :now)
     ORDER BY o.id`,
    { userId, specialityId, now },
  );
}

/** Voucher → bundle credit → balance → card, or everything covered for an employee whose company pays. */
export function priceFor(
  db: Db,
  user: UserRow,
  order: PreOrderRow,
  choices: OrderChoices,
  now: number,
): PricedOrder {
  const companyId = order.company_id;
  if (companyId !== null) {
    const company = requireCompany(db, user, companyId);
    const covered = company.plan === 'covered' || subscriptionCovers(db, user, order.start_at ?? now, now);
    if (covered) {
      return {
        ...priceOrder({
          subtotal: order.price_cents,
          voucherDiscount: 0,
          bundleHasCredit: false,
          balance: 0,
          useBalance: false,
          coveredByCompany: true,
        }),
        voucher: null,
        bundleOrderId: null,
        companyId,
        availableBalance: 0,
        usableBundles: [],
      };
    }
  }
  let voucher: PricedOrder['voucher'] = null;
  let discount = 0;
  if (choices.voucher_code) {
    voucher =
      one<VoucherRule & { id: number }>(
        db,
        `SELECT id, code, kind, value, expires_at FROM vouchers
         WHERE upper(code) = upper(:code) AND (user_id IS NULL OR user_id = :user)`,
        { code: choices.voucher_code.trim(), user: user.id },
      ) ?? null;
    if (!voucher) throw unprocessable('voucher_invalid', 'voucher_code');
    const history = userAppointments(db, user.id).filter((row) => statusOf(row, now) !== 'canceled');
    const redeemed = one(
      db,
      'SELECT 1 AS one FROM voucher_redemptions WHERE voucher_id = :v AND user_id = :u',
      {
        v: voucher.id,
        u: user.id,
      },
    );
    discount = voucherDiscount(voucher, order.price_cents, {
      now,
      isFirstConsultation: history.length === 0,
      alreadyRedeemed: Boolean(redeemed),
    });
  }
  if (choices.bundle_order_id !== null)
    usableBundle(db, user.id, choices.bundle_order_id, order.speciality_id, now);
  const priced = priceOrder({
    subtotal: order.price_cents,
    voucherDiscount: discount,
    bundleHasCredit: choices.bundle_order_id !== null,
    balance: user.balance_cents,
    useBalance: choices.use_balance,
    coveredByCompany: false,
  });
  return {
    ...priced,
    voucher,
    bundleOrderId: choices.bundle_order_id,
    companyId: null,
    availableBalance: user.balance_cents,
    usableBundles: usableBundles(db, user.id, order.speciality_id, now),
  };
}

/** Trial plan: is this session covered by the employee's subscription (at most 2 a month in the trial)? */
export function subscriptionCovers(db: Db, user: UserRow, sessionAt: number, now: number): boolean {
  const covered = userAppointments(db, user.id).filter(
    (row) => row.company_id !== null && statusOf(row, now) !== 'canceled',
  );
  return subscriptionCoverage(
    {
      active: Boolean(user.subscription_active),
      trialEndsAt: user.trial_ends_at,
      coveredSessionStarts: covered.map((row) => row.start_at ?? row.created_at),
    },
    sessionAt,
  ).covered;
}

export function summaryView(order: PreOrderRow, priced: PricedOrder) {
  const money = (amount: number) => ({ amount, currency: 'EUR' as const });
  return {
    pre_order_id: order.id,
    subtotal: money(priced.subtotal),
    voucher: priced.voucher
      ? { code: priced.voucher.code, kind: priced.voucher.kind, discount: money(priced.voucherDiscount) }
      : null,
    bundle_credit: money(priced.bundleCredit),
    balance_used: money(priced.balanceUsed),
    total: money(priced.total),
    covered_by_company: priced.coveredByCompany,
    available_balance: money(priced.availableBalance),
    usable_bundles: priced.usableBundles,
  };
}

/** The choices stored on the pre-order (by order/update), overridden by those in the request. */
export function choicesOf(order: PreOrderRow, request: Partial<OrderChoices>): OrderChoices {
  return {
    voucher_code: request.voucher_code !== undefined ? request.voucher_code : order.voucher_code,
    use_balance: request.use_balance ?? Boolean(order.use_balance),
    bundle_order_id: request.bundle_order_id !== undefined ? request.bundle_order_id : order.bundle_order_id,
  };
}
