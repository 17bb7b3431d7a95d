import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the error-report journeys share (e2e/errorReports.spec.ts in Chromium, browsers/journeys/errorReports.ts in
 * Firefox and WebKit): how a page is made to throw, where it throws, and the report read back as source lines.
 */
const root = path.join(import.meta.dirname, '..');

/**
 * An answer of the specialities call that the page cannot read: a list that is not a list (a shape the contract
 * does not allow, but a provider can send). The specialities page throws on it as it renders.
 */
export const BROKEN_SPECIALITIES = JSON.stringify({ speciality_list: { id: 1 } });
export const SPECIALTIES_PAGE = 'src/features/specialties/screens/SpecialtiesPage.tsx';

/** The line of the page that throws on that answer (`specialities.map`). */
export function throwingLine(): number {
  const lines = readFileSync(path.join(root, SPECIALTIES_PAGE), 'utf8').split('\n');
  return lines.findIndex((line) => line.includes('specialities.map(')) + 1;
}

/** The build's release, as its reports must carry it. */
export const builtRelease = (): string =>
  (
    JSON.parse(readFileSync(path.join(root, 'dist-sourcemaps', 'release.json'), 'utf8')) as {
      release: string;
    }
  ).release;

/** `npm run symbolicate -- <file>` on the report (saved to `file`): its stack as source lines. */
export function symbolicated(report: unknown, file: string): string[] {
  writeFileSync(file, JSON.stringify(report));
  const output = execFileSync(process.execPath, [path.join(root, 'scripts', 'symbolicate.ts'), file], {
    encoding: 'utf8',
  });
  return output.split('\n');
}
