/**
 * `npm run symbolicate -- report.json` (or a log line on standard input): a client error report's minified stack
 * as the source's file:line:column, read from the build's source maps (`dist-sourcemaps/`, scripts/sourceMaps.ts).
 * Takes what the browser sent (`{release, name, message, stack, …}`), the server's log line of it (JSON with
 * `clientError`), or several such lines. `--maps <dir>`: the maps of another build (an archived release).
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SOURCE_MAPS_DIR } from './sourceMaps.ts';

export interface Report {
  release?: string;
  page?: string;
  browser?: string | { family: string; version: number };
  kind?: string;
  name?: string;
  message?: string;
  stack?: string;
}

export interface Frame {
  name?: string;
  /** The script's path as served (`/static/js/async/page-x.1a2b.js`). */
  script: string;
  line: number;
  column: number;
}

/** One frame of V8's (`at name (url:1:2)`), SpiderMonkey's or JavaScriptCore's (`name@url:1:2`) stacks. */
export function parseFrame(text: string): Frame | undefined {
  const match =
    /^\s*at (?:(.+?) \()?(\S+?):(\d+):(\d+)\)?\s*$/.exec(text) ??
    /^\s*(.*?)@(\S+?):(\d+):(\d+)\s*$/.exec(text);
  if (!match) return undefined;
  const [, name, url, line, column] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
    string,
  ];
  let script = url;
  try {
    script = new URL(url).pathname;
  } catch {
    // Already a path.
  }
  return { name: name || undefined, script, line: Number(line), column: Number(column) };
}

/** Reports in a file or on standard input: one JSON document, or one JSON object a line. */
export function reportsIn(text: string): Report[] {
  const documents: unknown[] = [];
  try {
    documents.push(JSON.parse(text));
  } catch {
    for (const line of text.split('\n')) {
      if (!line.trim().startsWith('{')) continue;
      try {
        documents.push(JSON.parse(line));
      } catch {
        // Not a JSON line (a message around it).
      }
    }
  }
  return documents.flat().flatMap((document) => {
    const entry = document as { clientError?: Report } & Report;
    const report = entry.clientError ?? entry;
    return typeof report.stack === 'string' || typeof report.message === 'string' ? [report] : [];
  });
}

/** Where the bundler's source names point, as a path of the repository (`src/…`, `node_modules/…`). */
const sourcePath = (fileName: string) =>
  fileName.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(?:file:\/\/)?(?:\.\.?\/)+/, '');

export function createSymbolicator(mapsDir: string) {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (script: string) => {
    if (!maps.has(script)) {
      const file = path.join(mapsDir, `${path.posix.normalize(script).replace(/^\/+/, '')}.map`);
      maps.set(script, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
    }
    return maps.get(script) ?? undefined;
  };
  /** The frame in the source, or undefined when no map knows it (another build, a script not ours). */
  return (frame: Frame) => {
    const origin = mapOf(frame.script)?.findOrigin(frame.line, frame.column);
    if (!origin || !('fileName' in origin)) return undefined;
    return {
      name: origin.name || frame.name,
      file: sourcePath(origin.fileName),
      line: origin.lineNumber,
      column: origin.columnNumber,
    };
  };
}

/** The report as a stack of the source, one frame a line. */
export function symbolicate(report: Report, mapsDir: string): string {
  const at = createSymbolicator(mapsDir);
  const browser =
    typeof report.browser === 'object'
      ? `${report.browser.family} ${report.browser.version}`
      : report.browser;
  const context = [report.kind, report.page, browser, report.release && `release ${report.release}`];
  const lines = [
    `${report.name ?? 'Error'}: ${report.message ?? ''} (${context.filter(Boolean).join(', ')})`,
  ];
  for (const text of (report.stack ?? '').split('\n')) {
    const frame = parseFrame(text);
    if (!frame) continue;
    const source = at(frame);
    lines.push(
      source
        ? `    at ${source.name ?? '<anonymous>'} (${source.file}:${source.line}:${source.column})`
        : `    at ${frame.name ?? '<anonymous>'} (${frame.script}:${frame.line}:${frame.column}, no source map)`,
    );
  }
  return lines.join('\n');
}

function releaseOf(mapsDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(mapsDir, 'release.json'), 'utf8')) as { release?: string })
      .release;
  } catch {
    return undefined;
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    options: { maps: { type: 'string', default: path.join(import.meta.dirname, '..', SOURCE_MAPS_DIR) } },
    allowPositionals: true,
  });
  const mapsDir = values.maps;
  const text = positionals[0] ? readFileSync(positionals[0], 'utf8') : readFileSync(0, 'utf8');
  const reports = reportsIn(text);
  if (reports.length === 0) {
    console.error('No client error report found (a report as sent, or a log line with "clientError").');
    process.exit(1);
  }
  const release = releaseOf(mapsDir);
  for (const report of reports) {
    if (report.release && release && report.release !== release) {
      console.error(
        `warning: the report is of release ${report.release}, the maps in ${mapsDir} of ${release}`,
      );
    }
    console.log(symbolicate(report, mapsDir));
  }
}
