import type { ProviderError } from './types';

/** The provider's `{code, message, field?}` body of a failed RTK Query call, when there is one. */
export function providerErrorOf(error: unknown): (ProviderError & { status: number }) | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status !== 'number' || typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ProviderError>;
  return typeof body.code === 'string'
    ? { status, code: body.code, message: String(body.message ?? ''), field: body.field }
    : undefined;
}
