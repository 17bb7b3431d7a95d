/**
 * Every provider error code the app branches on has an interaction that answers with it (contracts/README.md
 * "Error codes we rely on"), and every code of the pact is listed there for the provider team. Reads the
 * committed pact, like coverage.test.ts, for the same reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codesInPact, codesWithoutInteraction, handledCodes, type SourceFile } from '../errorCodes';
import { pactPaths } from '../paths';

const src = path.resolve(__dirname, '../../src');
const contractsDir = path.resolve(__dirname, '..');

const isTestFile = (file: string) =>
  /(^|\/)(__tests__|testing)\//.test(file) || /\.(test|spec)\.tsx?$/.test(file) || file.endsWith('.d.ts');

const appSources: SourceFile[] = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file))
  .map((file) => ({ path: file, text: readFileSync(path.join(src, file), 'utf8') }));

const pact = JSON.parse(readFileSync(pactPaths(contractsDir).committedPact, 'utf8')) as Parameters<
  typeof codesInPact
>[0];

const errorResponse = (description: string, status: number, code: string) => ({
  description,
  response: { status, body: { content: { code, message: 'text' } } },
});

describe('the checker', () => {
  it('finds a code wherever the app branches on it', () => {
    const found = handledCodes([
      {
        path: 'a.ts',
        text: "if (code === 'compared_after') return 1;\nif ('compared_before' !== error.code) x();",
      },
      { path: 'b.ts', text: "const ok = data?.code == 'loose_equality';" },
      {
        path: 'c.ts',
        text: 'switch (providerError.code) {\n  case \'case_label\':\n    break;\n  case "double_quoted": {}\n}',
      },
      {
        path: 'd.ts',
        text: [
          'export const stepErrors: Record<string, ShownError> = {',
          '  map_key: { message: m.one, field: "phone" },',
          "  'quoted_key': { message: m.two, values: { nested_key: 1 } },",
          '  ...otherErrors,',
          '};',
        ].join('\n'),
      },
      { path: 'e.ts', text: "if (['listed_one', 'listed_two'].includes(error.data.code)) retry();" },
    ]);
    expect([...found.keys()].sort()).toEqual([
      'case_label',
      'compared_after',
      'compared_before',
      'double_quoted',
      'listed_one',
      'listed_two',
      'loose_equality',
      'map_key',
      'quoted_key',
    ]);
    expect(found.get('compared_before')).toEqual(['a.ts:2']);
  });

  it('leaves other strings alone', () => {
    const found = handledCodes([
      {
        path: 'a.ts',
        text: [
          "if (locale === 'es') x();",
          "if (isoCode === 'ES' || countryCode === 'es') y();",
          "switch (step) { case 'identify': break; }",
          "const labels = { first_name: 'Name' };",
          "if (status === 'FETCH_ERROR') z();",
          "if (typeof body.code === 'string') return body.code;",
        ].join('\n'),
      },
    ]);
    expect([...found.keys()]).toEqual([]);
  });

  it('fails a code the app handles that no interaction answers with', () => {
    const handled = handledCodes([
      { path: 'features/x/errors.ts', text: "if (code === 'invalid_otp' || code === 'made_up_code') x();" },
    ]);
    const inPact = codesInPact({
      interactions: [
        errorResponse('verifyCode: a wrong code is rejected', 422, 'invalid_otp'),
        // A 2xx body with a `code` field is not an error answer.
        errorResponse('getVoucher: a voucher', 200, 'made_up_code'),
      ],
    });
    expect(codesWithoutInteraction(handled, inPact)).toEqual([
      { code: 'made_up_code', handledAt: ['features/x/errors.ts:1'] },
    ]);
  });
});

describe('error codes of the app and of the pact', () => {
  const handled = handledCodes(appSources);
  const inPact = codesInPact(pact);

  it('finds the error maps and branches of the app', () => {
    expect([...handled.keys()]).toEqual(
      expect.arrayContaining(['invalid_otp', 'doctor_not_available', 'under_minimum_age']),
    );
  });

  it('every code the app handles has an interaction that answers with it', () => {
    expect(codesWithoutInteraction(handled, inPact)).toEqual([]);
  });

  it('every code of the pact is listed in contracts/README.md "Error codes we rely on"', () => {
    const readme = readFileSync(path.join(contractsDir, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('### Error codes we rely on'));
    expect([...inPact.keys()].filter((code) => !table.includes(`\`${code}\``))).toEqual([]);
  });
});
