import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { all, one } from '../db/connection.ts';
import { notFound } from '../domain/errors.ts';
import { normalisePhone } from '../domain/validation.ts';
import type { Ctx } from '../http/context.ts';
import { parse } from '../http/validate.ts';

/**
 * Back door for the session journeys (registered with the others, sandbox or test mode only): a patient's
 * sessions (refresh-token families), how many times each was refreshed and whether it was revoked (logout, or a
 * reused refresh token). Counted from the tokens themselves, so a browser test can check "one refresh per
 * expiry" at the provider, whatever the tabs did.
 */
export function sessionControlRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get('/sandbox/sessions', async (request) => {
    const query = parse(z.object({ phone: z.string().min(3).max(32) }), request.query);
    const phone = normalisePhone('+34', query.phone); // a Spanish number, with or without +34
    const user = one<{ id: number }>(ctx.db, 'SELECT id FROM users WHERE phone = :phone', { phone });
    if (!user) throw notFound('route_not_found');
    const sessions = all<{ session_id: string; refreshes: number; revoked: number }>(
      ctx.db,
      `SELECT t.family AS session_id,
              SUM(t.used_at IS NOT NULL) AS refreshes,
              EXISTS (SELECT 1 FROM revoked_sessions r WHERE r.session_id = t.family) AS revoked
       FROM refresh_tokens t WHERE t.user_id = :user GROUP BY t.family ORDER BY MIN(t.created_at), MIN(t.rowid)`,
      { user: user.id },
    );
    return {
      sessions: sessions.map((session) => ({
        session_id: session.session_id,
        refreshes: Number(session.refreshes),
        revoked: Boolean(session.revoked),
      })),
    };
  });
}
