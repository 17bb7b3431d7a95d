/**
 * Every endpoint of `standardApi` and `b2bApi` has at least one interaction in the pact, named by the
 * "<endpointName>: " prefix of its description (DESIGN §5), and every provider state is documented for the
 * provider team.
 *
 * It reads the committed pact, not this run's output: Jest runs test files in any order, in parallel, so the
 * fresh file may still be half written here. The `pact:check` gate of `npm test` (scripts/check-pact-fresh.ts)
 * fails when the committed file differs from the regenerated one, so together they cover what the tests
 * generate.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { b2bApi } from '../../src/api/b2bApi';
import { standardApi } from '../../src/api/standardApi';
import { pactPaths } from '../paths';

const src = path.resolve(__dirname, '../../src');
const contractsDir = path.resolve(__dirname, '..');

/** Endpoints are injected when their module loads: load every module that may inject some. */
function loadApiModules(): string[] {
  const modules = [
    ...readdirSync(path.join(src, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(src, 'features', entry.name, 'api.ts')),
    ...readdirSync(path.join(src, 'api', 'shared')).map((file) => path.join(src, 'api', 'shared', file)),
    ...readdirSync(path.join(src, 'state'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(src, 'state', entry.name, 'api.ts')),
  ].filter((file) => {
    try {
      return readFileSync(file, 'utf8').includes('injectEndpoints');
    } catch {
      return false;
    }
  });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of modules) require(file);
  return modules;
}

interface PactInteraction {
  description: string;
  providerStates?: { name: string }[];
}

const pact = JSON.parse(readFileSync(pactPaths(contractsDir).committedPact, 'utf8')) as {
  interactions: PactInteraction[];
};
const modules = loadApiModules();
const endpoints = [
  ...Object.keys(standardApi.endpoints).map((name) => ({ api: 'standardApi', name })),
  ...Object.keys(b2bApi.endpoints).map((name) => ({ api: 'b2bApi', name })),
];
const endpointOf = (description: string) => description.slice(0, description.indexOf(':'));

describe('contract coverage', () => {
  it('loads the API modules of every feature', () => {
    expect(modules.length).toBeGreaterThanOrEqual(8);
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it.each(endpoints)('$name ($api) has an interaction in the pact', ({ name }) => {
    const described = pact.interactions.filter((interaction) => endpointOf(interaction.description) === name);
    expect(described.map((interaction) => interaction.description)).not.toEqual([]);
  });

  it('every interaction is named after an existing endpoint', () => {
    const names = new Set(endpoints.map((endpoint) => endpoint.name));
    const unknown = pact.interactions
      .map((interaction) => interaction.description)
      .filter((description) => !names.has(endpointOf(description)));
    expect(unknown).toEqual([]);
  });

  it('every provider state is listed in contracts/README.md for the provider team', () => {
    const readme = readFileSync(path.join(contractsDir, 'README.md'), 'utf8');
    const states = new Set(pact.interactions.flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    expect([...states].filter((state) => !readme.includes(state))).toEqual([]);
  });
});
