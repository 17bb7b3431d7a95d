import type { Ctx } from '../http/context.ts';

export interface StateResult {
  /** Bearer for the state's user, when the state has one. */
  token?: string;
  [key: string]: unknown;
}

/** Placeholder until the pact file's states are known. */
export async function applyProviderState(
  _ctx: Ctx,
  _state: string,
  _params: Record<string, unknown>,
): Promise<StateResult> {
  return {};
}
