import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ASSETS_DIR } from '../config.ts';
import type { Ctx } from '../http/context.ts';
import { parse } from '../http/validate.ts';
import { applyProviderState } from '../pact/states.ts';
import { resetWorld } from '../pact/world.ts';
import { clearFaults } from './controlsFaults.ts';

/**
 * Test mode only (SANDBOX_TEST_MODE=1): the Pact verifier's state-change call. It wipes the database! Sets up the named state and
 * answers with the bearer token of the state's user, which the request filter puts on the replayed request.
 */
export function providerStateRoutes(app: FastifyInstance, ctx: Ctx) {
  // The verifier sets up each state of an interaction, then tears each down: the data is reset when the
  // first state of the next interaction arrives (the same rule as pact-js's beforeEach hook).
  let statesSetUp = 0;
  app.post('/_pact/provider-states', async (request) => {
    const body = parse(
      z.object({
        state: z.string().optional(),
        params: z.record(z.string(), z.unknown()).optional(),
        action: z.enum(['setup', 'teardown']).default('setup'),
      }),
      request.body,
    );
    if (body.action === 'teardown') {
      statesSetUp = Math.max(0, statesSetUp - 1);
      return {};
    }
    if (statesSetUp === 0) {
      resetWorld(ctx, ASSETS_DIR);
      clearFaults(ctx);
    }
    statesSetUp += 1;
    return body.state ? applyProviderState(ctx, body.state, body.params ?? {}) : {};
  });
}
