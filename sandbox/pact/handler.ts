import type { Ctx } from '../http/context.ts';
import { ensurePatient } from './world.ts';

/**
 * Values the verifier puts into the replayed request (the pact's ProviderState generators): `accessToken`
 * (the bearer), `refreshToken`, `loginToken`, `googleCredential`, and the dates that must lie in the
 * future (or the past) whenever the pact is verified: `slotStart`, `slotDate`, `windowFrom`, `windowTo`,
 * `minorBirthDay`. contracts/README.md lists which state returns which.
 */
export type StateResult = Record<string, string>;

/**
 * What a handler may add: an expired bearer instead of a valid one, the session the bearer belongs to (a
 * refresh-token family, which logout revokes), and values for the pact's generators.
 */
export type Handler = (
  ctx: Ctx,
) => { expiredToken?: boolean; sessionId?: string; values?: Record<string, string> } | void;

/** Patient 1001, with the given differences from the complete profile. */
export const patient =
  (fields: Record<string, string | number | null> = {}): Handler =>
  (ctx) =>
    ensurePatient(ctx, fields);

export const nothing: Handler = () => undefined;
