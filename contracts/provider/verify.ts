/**
 * `npm run verify:provider`: verifies every interaction in contracts/pacts/ against the sandbox provider.
 * It starts a sandbox on a temporary database in test mode, on the real clock, resets the data before each
 * interaction and sets up each provider state through sandbox/pact/states.ts, whose values (tokens, the
 * slot's dates) the verifier puts into the requests.
 *
 *   npm run verify:provider -- --now 2031-06-15T09:00:00Z
 * runs the sandbox on a clock stopped at that instant instead: a check that the pact holds no date that
 * expires (every date in a request comes from a provider state).
 *
 *   npm run verify:provider -- --provider-base-url <url> [--state-change-url <url>]
 * verifies another provider instead (the provider team's build). That provider sets up the states itself at
 * the state-change URL (default <url>/_pact/provider-states; our sandbox has it when SANDBOX_TEST_MODE=1).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { configFromEnv, manualClock } from '../../sandbox/config.ts';
import { openDb } from '../../sandbox/db/connection.ts';
import { migrate } from '../../sandbox/db/migrations.ts';
import { PROVIDER_STATES, applyProviderState } from '../../sandbox/pact/states.ts';
import { resetWorld } from '../../sandbox/pact/world.ts';
import { ASSETS_DIR, buildSandbox } from '../../sandbox/server.ts';

const PROVIDER = 'telehealth-api';
const pactDir = path.resolve(import.meta.dirname, '..', 'pacts');

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    'provider-states-setup-url': { type: 'string' },
    'state-change-url': { type: 'string' },
    now: { type: 'string' },
    pact: { type: 'string', multiple: true },
  },
});

const pactUrls =
  values.pact?.map((file) => path.resolve(file)) ??
  readdirSync(pactDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(pactDir, file));
if (pactUrls.length === 0) {
  console.error(`No pact files in ${pactDir}: run the consumer contracts first (npm run test:contracts).`);
  process.exit(1);
}

const common: Pick<VerifierOptions, 'provider' | 'pactUrls' | 'logLevel'> = {
  provider: PROVIDER,
  pactUrls,
  logLevel: process.env.PACT_LOG_LEVEL === 'debug' ? 'debug' : 'warn',
};

async function verifyOther(baseUrl: string) {
  await new Verifier({
    ...common,
    providerBaseUrl: baseUrl,
    providerStatesSetupUrl:
      values['provider-states-setup-url'] ??
      values['state-change-url'] ??
      new URL('_pact/provider-states', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href,
  }).verifyProvider();
}

function clockAt(instant: string | undefined) {
  if (instant === undefined) return undefined;
  const now = Date.parse(instant);
  if (Number.isNaN(now)) {
    console.error(`--now: not an ISO 8601 instant: ${instant}`);
    process.exit(1);
  }
  return manualClock(now);
}

async function verifySandbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sandbox-pact-'));
  const config = {
    ...configFromEnv({}),
    dbFile: path.join(dir, 'sandbox.sqlite'),
    testMode: true,
    sandboxMode: true,
  };
  const db = openDb(config.dbFile);
  migrate(db);
  const { app, ctx } = await buildSandbox({
    db,
    config,
    clock: clockAt(values.now),
    log: () => undefined,
  });
  resetWorld(ctx, ASSETS_DIR);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await new Verifier({
      ...common,
      providerBaseUrl: baseUrl,
      beforeEach: async () => resetWorld(ctx, ASSETS_DIR),
      stateHandlers: Object.fromEntries(
        Object.keys(PROVIDER_STATES).map((state) => [
          state,
          async () => ({ ...(await applyProviderState(ctx, state)) }),
        ]),
      ),
    }).verifyProvider();
  } finally {
    await app.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The verifier's error carries its whole report as JSON; keep the failing interactions and why. */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const report = JSON.parse(message) as {
      errors?: { interaction: string; mismatch?: { mismatches?: { mismatch: string; path?: string }[] } }[];
    };
    return (report.errors ?? [])
      .map(({ interaction, mismatch }) =>
        [
          `✘ ${interaction}`,
          ...(mismatch?.mismatches ?? []).map((item) => `    ${item.path ?? ''} ${item.mismatch}`),
        ].join('\n'),
      )
      .join('\n');
  } catch {
    return message;
  }
}

try {
  const other = values['provider-base-url'];
  await (other ? verifyOther(other) : verifySandbox());
  console.log(`Provider verification passed: ${pactUrls.map((file) => path.basename(file)).join(', ')}`);
} catch (error) {
  console.error(`Provider verification failed:\n${describeFailure(error)}`);
  process.exit(1);
}
