import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import type { Db } from '../db/connection.ts';
import { EMERGENCY_JOIN_LIMIT_MS } from '../domain/appointmentStatus.ts';
import { Round, roundId } from './concurrencyRound.ts';
import { type Scenario, scenarios } from './concurrencyScenarios.ts';
import { type Target, childProcess, inProcess } from './concurrencyTargets.ts';
import { T0, startSandbox, tempDbFile } from './helpers.ts';
import { moneyInvariantViolations } from './invariants.ts';

/**
 * Issue 27's concurrency suite: rounds of payments, cancellations, vouchers, balance, bundles and emergencies,
 * each round's operations sent at once, from one sandbox process and from two processes on one database file.
 * fast-check draws the rounds (orders, choices, operations, which process, small delays); after each round the
 * money invariants must hold and no answer may be a 5xx. Then the clock moves past the emergency join limit and
 * every process reads at once: each never-joined emergency is cancelled and refunded exactly once.
 * The two processes are this test's own sandbox and one child process (fixtures/sandboxProcess.ts), each with
 * its own connection to the file. CONCURRENCY_RUNS sets the rounds per mode (default 10: the machine is shared).
 */
const RUNS = Number(process.env.CONCURRENCY_RUNS ?? 10);
const STEP = EMERGENCY_JOIN_LIMIT_MS + 60_000;

async function property(targets: Target[], readDb: Db) {
  let now = T0;
  await fc.assert(
    fc.asyncProperty(scenarios(targets.length), async (scenario: Scenario) => {
      await Promise.all(targets.map((target) => target.setClock(now)));
      const round = new Round(targets, now, roundId());
      await round.setUp(scenario);
      await Promise.all(scenario.operations.map((operation) => round.run(operation)));
      assert.deepEqual(round.serverErrors, [], 'no answer is a 5xx');
      assert.deepEqual(moneyInvariantViolations(readDb, now), [], 'after the operations');

      now += STEP;
      await Promise.all(targets.map((target) => target.setClock(now)));
      await round.readEverywhere();
      assert.deepEqual(round.serverErrors, []);
      assert.deepEqual(moneyInvariantViolations(readDb, now), [], 'after the join limit passed');
    }),
    {
      numRuns: RUNS,
      endOnFailure: true,
      // A failure prints its seed and path: CONCURRENCY_SEED and CONCURRENCY_PATH replay that round.
      seed: process.env.CONCURRENCY_SEED ? Number(process.env.CONCURRENCY_SEED) : undefined,
      path: process.env.CONCURRENCY_PATH,
    },
  );
}

describe('money under concurrent requests', () => {
  const stops: (() => unknown)[] = [];
  after(() => Promise.all(stops.map((stop) => stop())));

  it('holds its invariants with one sandbox process', async () => {
    const sandbox = await startSandbox();
    stops.push(() => sandbox.close());
    await property([inProcess(sandbox)], sandbox.db);
  });

  it('holds its invariants with two sandbox processes on one database file', async () => {
    const sandbox = await startSandbox({ dbFile: tempDbFile() });
    stops.push(() => sandbox.close());
    const child = await childProcess(sandbox.dbFile, sandbox.clock.now());
    stops.push(() => child.stop());
    await property([inProcess(sandbox), child], sandbox.db);
  });
});
