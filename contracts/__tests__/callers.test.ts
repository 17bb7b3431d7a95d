/**
 * Every endpoint of `standardApi` and `b2bApi` is called by the app: at least one source file under src/ (not a
 * test) calls its hook (`useXQuery(`, `useLazyXQuery(`, `useXMutation(`), `endpoints.x.initiate(` or
 * `prefetch('x'`. Beside coverage.test.ts (every endpoint has a contract), this says every contract is used: no
 * provider call the app declares and never makes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { b2bApi } from '../../src/api/b2bApi';
import { standardApi } from '../../src/api/standardApi';

const src = path.resolve(__dirname, '../../src');

/**
 * Endpoints allowed to have no caller yet. It was a shrink-only list while the booking, payment, appointments
 * and money screens were being built; every endpoint now has its screen, so it is empty and must stay so: a new
 * endpoint comes with its caller. The last test fails when an entry here already has a caller.
 */
const AWAITING_SCREENS = new Set<string>([]);

const isTestFile = (file: string) =>
  /(^|\/)(__tests__|testing)\//.test(file) || /\.(test|spec)\.tsx?$/.test(file) || file.endsWith('.d.ts');

/** Source files (not tests), comments removed so a mention in a comment is not a call. */
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file))
  .map((file) => ({
    file,
    code: readFileSync(path.join(src, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
  }));

// Endpoints are injected when their module loads: load every module that injects some, as coverage.test does.
for (const { file, code } of sources) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  if (/\binjectEndpoints\s*\(/.test(code)) require(path.join(src, file));
}

const endpointNames = [...new Set([...Object.keys(standardApi.endpoints), ...Object.keys(b2bApi.endpoints)])];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The files that call endpoint `name` (through its hook, `initiate` or `prefetch`). */
function callersOf(name: string, files = sources): string[] {
  const hook = escape(name.charAt(0).toUpperCase() + name.slice(1));
  const call = new RegExp(
    [
      `\\buse(?:Lazy)?${hook}(?:Query|Mutation|InfiniteQuery|QueryState)\\s*\\(`,
      `\\.endpoints\\.${escape(name)}\\.initiate\\s*\\(`,
      `\\bprefetch\\s*\\(\\s*['"]${escape(name)}['"]`,
    ].join('|'),
  );
  return files.filter(({ code }) => call.test(code)).map(({ file }) => file);
}

describe('every endpoint has a caller in src/', () => {
  it('finds the endpoints of both APIs', () => {
    expect(endpointNames.length).toBeGreaterThan(50);
    expect(endpointNames).toEqual(
      expect.arrayContaining(['getPolicies', 'sendAppLink', 'getProfileSummary']),
    );
  });

  it.each(endpointNames.filter((name) => !AWAITING_SCREENS.has(name)))('%s is called by the app', (name) => {
    expect(callersOf(name)).not.toEqual([]);
  });

  it('recognises calls, not declarations, exports or comments', () => {
    const files = [
      { file: 'a.ts', code: 'export const { useGetPoliciesQuery } = catalogApi;' },
      { file: 'b.ts', code: 'getPolicies: build.query({ query: () => "x" }),' },
      { file: 'c.tsx', code: 'const { data } = useGetPoliciesQuery();' },
      { file: 'd.ts', code: 'await dispatch(sessionApi.endpoints.getPolicies.initiate());' },
      { file: 'e.ts', code: "dispatch(api.util.prefetch('getPolicies', undefined, {}));" },
      { file: 'f.ts', code: 'const [trigger] = useLazyGetPoliciesQuery();' },
    ];
    expect(callersOf('getPolicies', files)).toEqual(['c.tsx', 'd.ts', 'e.ts', 'f.ts']);
  });

  it('keeps the temporary allow-list to endpoints that exist and still have no caller', () => {
    const stale = [...AWAITING_SCREENS].filter(
      (name) => !endpointNames.includes(name) || callersOf(name).length > 0,
    );
    expect(stale).toEqual([]);
  });
});
