import { z } from 'zod';
import { ApiError } from '../domain/errors.ts';

/**
 * Parses a body, query or params object; the first problem becomes an error naming the field: a string over
 * its limit is 422 `too_long` (contracts/README.md "Field limits"), anything else 400 `validation_error`.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  if (issue?.code === 'too_big' && issue.origin === 'string')
    throw new ApiError(422, 'too_long', field, issue.message);
  throw new ApiError(400, 'validation_error', field, issue?.message);
}

/** Positive integer ids, in paths and queries (strings on the wire). */
export const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
export const idParams = z.object({ id });
/** The body of a call that takes no fields (the app sends `{}`): nothing, or a JSON object. */
export const emptyBody = z.object({});
export const pageQuery = z.object({
  page: z.coerce.number().int().positive().max(10_000).default(1),
  'page-size': z.coerce.number().int().positive().max(500).default(20),
});
export const languageId = z.union([z.literal(1), z.literal(2)]);
/** An ISO 8601 date-time with a zone designator (Z or ±hh:mm). */
export const isoDateTime = z
  .string()
  .refine((value) => /(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'Expected an ISO 8601 date-time with offset',
  });
export const boolString = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');
