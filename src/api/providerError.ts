import type { ProviderError } from './types';

/** A failed call the provider answered: its status and `{code, message, field?}` body. */
export type ProviderFailure = ProviderError & { status: number };

/** The provider's error body of a failed RTK Query call, when it answered with one. */
export function providerErrorOf(error: unknown): ProviderFailure | undefined {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof status !== 'number' || typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ProviderError>;
  if (typeof body.code !== 'string') return undefined;
  const field = typeof body.field === 'string' && body.field !== '' ? body.field : undefined;
  return { status, code: body.code, message: String(body.message ?? ''), field };
}

/** No answer came: offline, the connection dropped, or the call ran out of time. */
export function isConnectionFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * The form field a refusal names, as the form calls it: the provider names request fields (`last_name`), a
 * form its inputs (`lastName`). Any 4xx that names a field the form shows belongs under that field.
 */
export function refusedField<Field extends string>(
  error: unknown,
  fields: Partial<Record<string, Field>>,
): { field: Field; code: string } | undefined {
  const failure = providerErrorOf(error);
  if (!failure?.field || failure.status < 400 || failure.status >= 500) return undefined;
  const field = fields[failure.field];
  return field ? { field, code: failure.code } : undefined;
}
