/**
 * The committed pact (contracts/pacts/) must equal what the consumer tests generate (contracts/.pact-out/).
 *
 *   node scripts/check-pact-fresh.ts            fails, with a summary, when they differ (an `npm test` gate)
 *   node scripts/check-pact-fresh.ts --update   writes the fresh pact over the committed one (`npm run pact:update`)
 *
 * Both sides are normalised first: interactions sorted by description and provider states, exact duplicates
 * dropped (a test that replays a shared interaction writes it again), object keys sorted. Run it after the
 * contracts Jest project, whose globalSetup empties contracts/.pact-out/ so nothing stale survives.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pactPaths } from '../contracts/paths.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Interaction {
  description: string;
  providerStates?: { name: string; params?: Json }[];
  [key: string]: Json | undefined;
}
interface PactFile {
  interactions: Interaction[];
  [key: string]: Json | Interaction[];
}

const root = path.resolve(import.meta.dirname, '..');
const { freshPact, committedPact } = pactPaths(path.join(root, 'contracts'));
const relative = (file: string) => path.relative(root, file);

function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

/** Description plus provider states: what the verifier reports an interaction by. */
const keyOf = (interaction: Interaction) =>
  `${interaction.description} | given ${JSON.stringify(sortKeys((interaction.providerStates ?? []) as Json))}`;

export function normalise(pact: PactFile): string {
  const byKey = new Map<string, string>();
  for (const interaction of pact.interactions) {
    const text = JSON.stringify(sortKeys(interaction as unknown as Json));
    const key = keyOf(interaction);
    const seen = byKey.get(key);
    if (seen !== undefined && seen !== text) {
      throw new Error(`Two different interactions share the description and provider states: ${key}`);
    }
    byKey.set(key, text);
  }
  const interactions = [...byKey.keys()].sort().map((key) => JSON.parse(byKey.get(key)!) as Json);
  return `${JSON.stringify(sortKeys({ ...pact, interactions } as unknown as Json), null, 2)}\n`;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PactFile;

function summary(fresh: PactFile, committed: PactFile): string[] {
  const index = (pact: PactFile) =>
    new Map(pact.interactions.map((i) => [keyOf(i), JSON.stringify(sortKeys(i as unknown as Json))]));
  const now = index(fresh);
  const before = index(committed);
  const lines: string[] = [];
  for (const [key, text] of now) {
    if (!before.has(key)) lines.push(`  + ${key}`);
    else if (before.get(key) !== text) lines.push(`  ~ ${key}`);
  }
  for (const key of before.keys()) if (!now.has(key)) lines.push(`  - ${key}`);
  const { interactions: _a, ...freshRest } = fresh;
  const { interactions: _b, ...committedRest } = committed;
  if (JSON.stringify(sortKeys(freshRest as Json)) !== JSON.stringify(sortKeys(committedRest as Json))) {
    lines.push('  ~ pact metadata (consumer, provider or Pact versions)');
  }
  return lines;
}

function main(): number {
  if (!existsSync(freshPact)) {
    console.error(
      `No generated pact at ${relative(freshPact)}: run the consumer tests first (npm run test:contracts).`,
    );
    return 1;
  }
  const fresh = normalise(read(freshPact));
  if (process.argv.includes('--update')) {
    mkdirSync(path.dirname(committedPact), { recursive: true });
    writeFileSync(committedPact, fresh);
    console.log(
      `Updated ${relative(committedPact)} (${read(committedPact).interactions.length} interactions).`,
    );
    return 0;
  }
  if (!existsSync(committedPact)) {
    console.error(`No committed pact at ${relative(committedPact)}: run npm run pact:update and commit it.`);
    return 1;
  }
  if (normalise(read(committedPact)) === fresh) {
    console.log(
      `${relative(committedPact)} is up to date (${read(committedPact).interactions.length} interactions).`,
    );
    return 0;
  }
  console.error(
    [
      `${relative(committedPact)} is stale: the consumer tests now generate a different contract.`,
      ...summary(read(freshPact), read(committedPact)),
      'If a contract test failed above, fix it first. If the change is intended, run `npm run pact:update`,',
      'commit the pact file, and tell the provider team (contracts/README.md).',
    ].join('\n'),
  );
  return 1;
}

process.exit(main());
