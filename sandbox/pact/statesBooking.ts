import { one, run } from '../db/connection.ts';
import type { Handler } from './handler.ts';
import { PRE_ORDER_ID, addPreOrder, ensurePatient } from './world.ts';

/** The provider states of pre-orders and their vouchers (contracts/README.md); payments are in paymentStates.ts. */
export const BOOKING_STATES: Record<string, Handler> = {
  'the patient has a pending pre-order 5001 without images': (ctx) => {
    ensurePatient(ctx);
    if (!one(ctx.db, 'SELECT id FROM pre_orders WHERE id = :p', { p: PRE_ORDER_ID })) addPreOrder(ctx);
  },
  "the patient's pending pre-order 5001 already holds 20 MB of images": (ctx) => {
    ensurePatient(ctx);
    addPreOrder(ctx);
    run(
      ctx.db,
      "INSERT INTO pre_order_images (pre_order_id, file, mime, size) VALUES (:p, 'a.png', 'image/png', 20971520)",
      {
        p: PRE_ORDER_ID,
      },
    );
  },
  'the voucher BIENVENIDA10 is active for the patient': (ctx) => {
    ensurePatient(ctx);
    run(ctx.db, "UPDATE vouchers SET expires_at = NULL WHERE code = 'BIENVENIDA10'");
  },
  'the voucher VERANO2020 has expired': (ctx) =>
    void run(
      ctx.db,
      "INSERT INTO vouchers (code, kind, value, expires_at) VALUES ('VERANO2020', 'percentage', 20, :t)",
      {
        t: Date.parse('2020-09-30T22:00:00Z'),
      },
    ),
};
