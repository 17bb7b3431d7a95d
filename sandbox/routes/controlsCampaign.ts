import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { normalisePhone } from '../domain/validation.ts';
import type { Ctx } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { appLinksTo } from '../services/appLinks.ts';

/**
 * Back door of the campaign landing (sandbox or test mode only, like the other back doors): the app download
 * links texted to a number, so browser tests can check what a patient's phone received.
 */
export function campaignControlRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get('/sandbox/app-links', async (request) => {
    const { phone } = parse(z.object({ phone: z.string().min(1).max(32) }), request.query);
    // E.164 (`%2B34612345678`) or a Spanish number as typed.
    const cleaned = phone.replace(/[\s().-]/g, '');
    const normalised = cleaned.startsWith('+') ? cleaned : (normalisePhone('+34', cleaned) ?? cleaned);
    return {
      app_links: appLinksTo(ctx.db, normalised).map((row) => ({
        phone: row.phone,
        language_id: row.language_id,
        sent_at: new Date(row.requested_at).toISOString(),
      })),
    };
  });
}
