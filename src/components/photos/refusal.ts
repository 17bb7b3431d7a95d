/**
 * A photo the provider refused for what it is (413 too large, 415/422 not an image or unreadable): sending it
 * again cannot succeed, so it is removed, not retried. Its reason is the provider's message, which comes in the
 * patient's language (every call sends Accept-Language); `code` picks our own text when there is no message.
 * Anything else (no answer, a timeout, a 5xx) is worth retrying.
 */
export interface UploadRefusal {
  code: string | null;
  message: string | null;
}

const REFUSING_STATUSES = new Set([413, 415, 422]);

export function uploadRefusal(error: unknown): UploadRefusal | null {
  const { status, data } = (error ?? {}) as {
    status?: unknown;
    data?: { code?: unknown; message?: unknown };
  };
  if (typeof status !== 'number' || !REFUSING_STATUSES.has(status)) return null;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  return { code: text(data?.code), message: text(data?.message) };
}
