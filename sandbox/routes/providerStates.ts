import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { applyProviderState } from '../pact/states.ts';

/**
 * Test mode only (SANDBOX_TEST_MODE=1): the Pact verifier's state-change call. Sets up the named state and
 * answers with the bearer token of the state's user, which the request filter puts on the replayed request.
 */
export function providerStateRoutes(app: FastifyInstance, ctx: Ctx) {
  app.post('/_pact/provider-states', async (request) => {
    const body = parse(
      z.object({
        state: z.string().optional(),
        params: z.record(z.string(), z.unknown()).optional(),
        action: z.enum(['setup', 'teardown']).default('setup'),
      }),
      request.body,
    );
    if (!body.state || body.action === 'teardown') return {};
    return applyProviderState(ctx, body.state, body.params ?? {});
  });
}
