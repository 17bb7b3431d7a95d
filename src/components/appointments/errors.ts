/** The provider's error `code` of a failed RTK Query call, when it sent one. */
export function providerCode(error: unknown): string | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  const code = (data as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The request never got an answer (offline, a dropped connection, a timeout). */
export function isConnectionError(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}
