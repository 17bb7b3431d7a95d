import type { FastifyRequest } from 'fastify';
import { ApiError } from '../domain/errors.ts';
import { type UserRow, getUser } from '../services/users.ts';
import type { Ctx } from './context.ts';

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The signed-in user, or 401 (missing, malformed, expired or revoked-user token). */
export async function requireUser(ctx: Ctx, request: FastifyRequest): Promise<UserRow> {
  const token = bearerOf(request);
  if (!token) throw new ApiError(401, 'unauthorized');
  const userId = await ctx.tokens.verifyAccess(token);
  return getUser(ctx.db, userId);
}

/** Public calls still know who asks when a valid bearer comes along; a bad one is ignored. */
export async function optionalUser(ctx: Ctx, request: FastifyRequest): Promise<UserRow | null> {
  if (!bearerOf(request)) return null;
  try {
    return await requireUser(ctx, request);
  } catch {
    return null;
  }
}
