import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../http/auth.ts';
import { type Ctx, lang } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { balanceOf, transactionsPage } from '../services/finance.ts';
import { baseUrl } from './util.ts';

export function financeRoutes(app: FastifyInstance, ctx: Ctx) {
  app.get('/api/v1/finance/balance', async (request) => {
    const user = await requireUser(ctx, request);
    return { balance: { amount: balanceOf(ctx.db, user.id), currency: 'EUR' } };
  });

  app.get('/api/v1/finance/transactions', async (request) => {
    const user = await requireUser(ctx, request);
    const query = parse(
      z.object({
        page: z.coerce.number().int().positive().max(10_000).default(1),
        'page-size': z.coerce.number().int().positive().max(100).default(5),
      }),
      request.query,
    );
    return transactionsPage(ctx.db, user.id, query.page, query['page-size'], lang(request), baseUrl(request));
  });
}
