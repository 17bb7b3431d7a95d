import path from 'node:path';

/** Names in the pact file (and on the Pact Broker). */
export const CONSUMER = 'telehealth-web';
export const PROVIDER = 'telehealth-api';
export const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/**
 * Where the contracts live, given the `contracts/` folder. Takes the folder as an argument because Jest
 * (CommonJS) and the node scripts (ES modules) locate themselves differently.
 */
export function pactPaths(contractsDir: string) {
  /** Where a contracts run writes; wiped by the contracts project's globalSetup, never committed. */
  const outDir = path.join(contractsDir, '.pact-out');
  /** The committed contract the provider team verifies. */
  const pactDir = path.join(contractsDir, 'pacts');
  return {
    outDir,
    pactDir,
    freshPact: path.join(outDir, PACT_FILE_NAME),
    committedPact: path.join(pactDir, PACT_FILE_NAME),
  };
}
