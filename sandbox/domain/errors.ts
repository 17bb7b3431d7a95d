/**
 * A refusal the client can act on: HTTP status, a stable machine-readable `code` (the client keys on it)
 * and optionally the offending field. The human message comes from http/messages.ts in the request's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(status: number, code: string, field?: string, detail?: string) {
    super(detail ?? code);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export const notFound = (code: string) => new ApiError(404, code);
export const conflict = (code: string, field?: string) => new ApiError(409, code, field);
export const unprocessable = (code: string, field?: string) => new ApiError(422, code, field);
