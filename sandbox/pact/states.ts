import { one, transaction } from '../db/connection.ts';
import { ApiError } from '../domain/errors.ts';
import type { Ctx } from '../http/context.ts';
import { ERROR_STATES } from './errorStates.ts';
import type { Handler, StateResult } from './handler.ts';
import { PAYMENT_STATES } from './paymentStates.ts';
import { PAYMENT_RULE_STATES } from './statesPaymentRules.ts';
import { APPOINTMENT_STATES } from './statesAppointments.ts';
import { BOOKING_STATES } from './statesBooking.ts';
import { CATALOG_STATES } from './statesCatalog.ts';
import { MONEY_STATES } from './statesMoney.ts';
import { PRESCRIPTION_STATES } from './statesPrescriptions.ts';
import { SESSION_STATES } from './statesSession.ts';
import { PATIENT_ID } from './world.ts';

export type { Handler, StateResult };

/**
 * Every provider state sentence of contracts/pacts, turned into data (see contracts/README.md), one module
 * per area. A sentence defined in two areas is a mistake: the check below refuses to start.
 */
const AREAS: Record<string, Handler>[] = [
  SESSION_STATES,
  CATALOG_STATES,
  APPOINTMENT_STATES,
  BOOKING_STATES,
  PAYMENT_STATES,
  PAYMENT_RULE_STATES,
  MONEY_STATES,
  PRESCRIPTION_STATES,
  ERROR_STATES,
];

export const PROVIDER_STATES: Record<string, Handler> = {};
for (const area of AREAS) {
  for (const [state, handler] of Object.entries(area)) {
    if (state in PROVIDER_STATES) throw new Error(`Provider state defined twice: ${state}`);
    PROVIDER_STATES[state] = handler;
  }
}

/** Sets up one provider state; answers with the bearer of patient 1001 (when there is one) and the state's values. */
export async function applyProviderState(
  ctx: Ctx,
  state: string,
  _params: Record<string, unknown> = {},
): Promise<StateResult> {
  const handler = PROVIDER_STATES[state];
  if (!handler) throw new ApiError(400, 'unknown_provider_state', 'state', state);
  const outcome = transaction(ctx.db, () => handler(ctx)) ?? {};
  if (!one(ctx.db, 'SELECT id FROM users WHERE id = :p', { p: PATIENT_ID })) return outcome.values ?? {};
  const issuedAt = outcome.expiredToken ? ctx.clock.now() - 24 * 3600 * 1000 : ctx.clock.now();
  const accessToken = await ctx.tokens.accessToken(PATIENT_ID, issuedAt, outcome.sessionId);
  return { accessToken, ...outcome.values };
}
