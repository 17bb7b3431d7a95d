/**
 * A refusal the client can act on: HTTP status, a stable machine-readable `code` (the client keys on it)
 * and optionally the offending field. The human message comes from http/messages.ts in the request's language;
 * `details` are more fields of the body the contract names for this code (e.g. `appointment_id`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly details: Readonly<Record<string, string | number>> | undefined;

  constructor(
    status: number,
    code: string,
    field?: string,
    detail?: string,
    details?: Record<string, string | number>,
  ) {
    super(detail ?? code);
    this.status = status;
    this.code = code;
    this.field = field;
    this.details = details;
  }
}

export const notFound = (code: string) => new ApiError(404, code);
export const conflict = (code: string, field?: string) => new ApiError(409, code, field);
export const unprocessable = (code: string, field?: string) => new ApiError(422, code, field);

/** The 'one active appointment' rule: which appointment is under way, so the app can link to it. */
export const activeAppointment = (appointmentId: number) =>
  new ApiError(409, 'active_appointment', undefined, undefined, { appointment_id: appointmentId });
