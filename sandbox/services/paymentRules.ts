import { type Db, one } from '../db/connection.ts';
import { ApiError, unprocessable } from '../domain/errors.ts';
import { assertNoActiveAppointment } from './appointments.ts';
import type { PreOrderRow } from './booking.ts';

/**
 * The money rules a payment must still meet when it is created, when the processor is asked to charge it and
 * when its status is asked (DESIGN §10), each time inside the caller's transaction, before anything is charged:
 * - an emergency only while no other appointment is under way (409 `active_appointment` + `appointment_id`);
 * - its voucher not redeemed meanwhile by another order of the patient (422 `voucher_already_used`, field
 *   `voucher`: the payment calls name no voucher, so the field is the order's, as the summary names it).
 * The balance is checked as it is drawn (succeed: 409 `insufficient_balance`), bundle credit likewise.
 */
export function assertPaymentRules(db: Db, order: PreOrderRow, voucherId: number | null, now: number) {
  if (order.appointment_type === 'emergency') assertNoActiveAppointment(db, order.user_id, now);
  if (voucherId === null) return;
  const redeemed = one(
    db,
    'SELECT 1 AS one FROM voucher_redemptions WHERE voucher_id = :v AND user_id = :u',
    {
      v: voucherId,
      u: order.user_id,
    },
  );
  if (redeemed) throw unprocessable('voucher_already_used', 'voucher');
}

/** Pricing's voucher refusals (field `voucher_code` of order/update) as a payment call says them (`voucher`). */
export function voucherOfTheOrder<T>(price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (error instanceof ApiError && error.field === 'voucher_code') {
      throw new ApiError(error.status, error.code, 'voucher');
    }
    throw error;
  }
}
