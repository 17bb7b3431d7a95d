import { pageOf } from './analytics';
import { BUILD } from './chunks';
import { type ErrorKind, reportTo } from './errorReports';
import { redactReportText } from './redact';

/** The server's endpoint (server/clientErrors.ts), same origin. */
export const CLIENT_ERRORS_URL = '/api/client-errors';
/** Reports one page load sends at most: a loop of errors must not flood the server or the patient's data plan. */
export const MAX_REPORTS_PER_PAGE = 5;

export interface ClientErrorReport {
  /** The build (its compilation hash): `npm run symbolicate` finds its source maps. */
  release: string;
  /** The route pattern (`/doctor/:id`), never the address. */
  page: string;
  browser: { family: 'chrome' | 'edge' | 'firefox' | 'safari' | 'other'; version: number };
  kind: ErrorKind;
  name: string;
  message: string;
  stack?: string;
}

const BROWSERS: Array<[ClientErrorReport['browser']['family'], RegExp]> = [
  ['edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['chrome', /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/],
  ['safari', /\bVersion\/(\d+)[^)]*\bSafari\//],
];

export function browserOf(userAgent: string): ClientErrorReport['browser'] {
  for (const [family, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return { family, version: Math.min(Number(version), 9999) };
  }
  return { family: 'other', version: 0 };
}

/** A stack's frames only (V8 repeats the message on its first line), at most 30, redacted. */
function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s*at\s|@/.test(line));
  return frames.length ? redactReportText(frames.slice(0, 30).join('\n')).slice(0, 8000) : undefined;
}

/** Name, message and stack of what was thrown; nothing of a value that is not an error (it could hold anything). */
export function describeError(error: unknown): Pick<ClientErrorReport, 'name' | 'message' | 'stack'> | null {
  if (typeof error === 'string') {
    // A script of another origin: the browser tells nothing more.
    if (/^Script error\.?$/.test(error)) return null;
    return { name: 'Error', message: redactReportText(error).slice(0, 1000) };
  }
  const { name, message, stack } = (error ?? {}) as { name?: unknown; message?: unknown; stack?: unknown };
  if (typeof message !== 'string') {
    return {
      name: 'NonError',
      message: `A value of type ${error === null ? 'null' : typeof error} was thrown`,
    };
  }
  return {
    name: typeof name === 'string' && /^[\w$.]{1,100}$/.test(name) ? name : 'Error',
    message: redactReportText(message).slice(0, 1000),
    stack: framesOf(stack),
  };
}

interface ReporterOptions {
  release: string;
  /** The page's path now (its route pattern is what is sent). */
  currentPath(): string;
  userAgent: string;
  send(body: string): void;
}

/**
 * Each error once (the same object, or the same name, message and first frame, met by two hooks or again),
 * at most MAX_REPORTS_PER_PAGE per page load.
 */
export function createErrorReporter({ release, currentPath, userAgent, send }: ReporterOptions) {
  const seenErrors = new WeakSet<object>();
  const seen = new Set<string>();
  return (kind: ErrorKind, error: unknown) => {
    if (seen.size >= MAX_REPORTS_PER_PAGE) return;
    if (typeof error === 'object' && error !== null) {
      if (seenErrors.has(error)) return;
      seenErrors.add(error);
    }
    const described = describeError(error);
    if (!described) return;
    const signature = `${described.name}\n${described.message}\n${described.stack?.split('\n')[0] ?? ''}`;
    if (seen.has(signature)) return;
    seen.add(signature);
    const report: ClientErrorReport = {
      release,
      page: pageOf(currentPath()),
      browser: browserOf(userAgent),
      kind,
      ...described,
    };
    send(JSON.stringify(report));
  };
}

/** A string body is text/plain: no preflight, and the request outlives the page (a reload, a link followed). */
function beacon(body: string) {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(CLIENT_ERRORS_URL, body)) return;
  void fetch(CLIENT_ERRORS_URL, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

/** Loaded after the page has shown (src/boot/render.tsx): from now on, errors go to the server. */
export function startErrorReporter(): void {
  reportTo(
    createErrorReporter({
      release: BUILD,
      currentPath: () => window.location.pathname,
      userAgent: navigator.userAgent,
      send: beacon,
    }),
  );
}
