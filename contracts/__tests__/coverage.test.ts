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

/** Test code, which may inject endpoints of its own (src/api/__tests__/reauth.test.ts does). */
const isTestFile = (file: string) =>
  /(^|\/)(__tests__|testing)\//.test(file) || /\.(test|spec)\.tsx?$/.test(file) || file.endsWith('.d.ts');

/**
 * Endpoints are injected when their module loads: load every source file under src/ that calls
 * injectEndpoints, wherever it lives, so an endpoint injected outside the usual api.ts files cannot escape.
 */
function loadApiModules(): string[] {
  const modules = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file))
    .filter((file) => /\binjectEndpoints\s*\(/.test(readFileSync(path.join(src, file), 'utf8')))
    .sort();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of modules) require(path.join(src, file));
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
  it('loads every module under src/ that injects endpoints', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'api/shared/catalog.ts',
        'api/shared/doctors.ts',
        'features/booking/api.ts',
        'state/session/api.ts',
      ]),
    );
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
