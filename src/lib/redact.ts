/**
 * Personal data found by its shape (DESIGN §11), not only by a parameter's name: phone numbers, e-mails, JWTs
 * (even cut short), bearer credentials, Spanish DNI/NIE numbers and `token=` at any depth of URL encoding. One
 * module for the server's logs (server/logging.ts), the client error reports it receives
 * (server/clientErrors.ts) and the browser's reporter (src/lib/errorReporter.ts). No imports: the server loads
 * this file as it is.
 */
export const REDACTED = '[redacted]';

/** `=`, `%3D`, `%253D` …: a URL encoded once, twice or more. */
const EQUALS = '(?:=|%(?:25)*3[Dd])';
/** A character of a value in a query, up to the next `&` at any depth of encoding. */
const VALUE_CHAR = `(?:(?!%(?:25)*26)[^&\\s"'<>])`;
const SPACE = '(?:[ .+()/-]|%(?:25)*20)';
/** A word's start, also right after an encoded character (`%3Ftoken`, `%3DeyJ…`, `%20612…`). */
const START = '(?:\\b|(?<=%(?:25)*[0-9A-Fa-f]{2}))';

const SHAPES: Array<[RegExp, string]> = [
  [new RegExp(`${START}((?:access_|refresh_|id_)?token)${EQUALS}(?!\\[)${VALUE_CHAR}+`, 'gi'), '$1=[token]'],
  // A JWT's header is base64url JSON, so it starts `eyJ`; one cut after a few characters is still one.
  [new RegExp(`${START}eyJ[\\w-]{4,}(?:\\.[\\w-]*){0,2}`, 'g'), '[token]'],
  [/\bBearer\s+[\w.~+/-]+=*/gi, 'Bearer [token]'],
  [/[\w.+%-]*[\w-](?:@|%(?:25)*40)[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/gi, '[email]'],
  [new RegExp(`${START}(?:[XYZ]\\d{7}|\\d{8})[A-Z]\\b`, 'gi'), '[id-number]'],
  // International (+, its encodings, 00), or Spanish: nine digits from 6 to 9, with or without 34 before them.
  [new RegExp(`(?:\\+|%(?:25)*2[Bb]|${START}00)\\d(?:\\d|${SPACE}){6,18}\\d`, 'g'), '[phone]'],
  [new RegExp(`${START}(?:34${SPACE}?)?[6-9]\\d{2}${SPACE}?\\d{3}${SPACE}?\\d{3}\\b`, 'g'), '[phone]'],
];
const ANY_SHAPE = new RegExp(SHAPES.map(([pattern]) => pattern.source).join('|'), 'i');

/** Query parameters whose values are never kept, whatever they look like. */
export const SENSITIVE_PARAMETER =
  /^(?:token|access_token|refresh_token|id_token|code|otp|password|phone|calling_code|email|dni|nie|document|id_number|(?:first_|last_|full_)?name|surname|note)$/i;
const SENSITIVE_NESTED_PARAMETER = new RegExp(
  `(?:^|[?&])(?:${SENSITIVE_PARAMETER.source.slice(4, -2)})=`,
  'i',
);

export function redactText(text: string): string {
  return SHAPES.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

/** True when text may hold personal data: a shape, or a sensitive parameter of a URL inside it. */
export const mayHoldPersonalData = (text: string) => ANY_SHAPE.test(text);

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Each decoding of a URL's part, until nothing changes (a return path inside a return path …). */
function decodings(text: string): string[] {
  const levels = [text];
  for (let depth = 0; depth < 5; depth += 1) {
    const next = decodeOnce(levels.at(-1)!);
    if (next === levels.at(-1)) break;
    levels.push(next);
  }
  return levels;
}

const hidesPersonalData = (part: string) =>
  decodings(part).some((level) => ANY_SHAPE.test(level) || SENSITIVE_NESTED_PARAMETER.test(level));

/**
 * A URL (path and query) as it may be logged: a path segment, or a parameter's value, that holds personal data
 * at any depth of decoding is replaced whole, as are the values of the sensitive parameters; the rest keeps its
 * encoding. `redirect=%2Flogin%3Ftoken%3D…` loses its value; `from=%2Fappointments` keeps it.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path
    .split('/')
    .map((segment) => (hidesPersonalData(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt < 0) return safePath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      if (hidesPersonalData(name)) return REDACTED;
      if (equals < 0) return name;
      const value = pair.slice(equals + 1);
      const hidden = SENSITIVE_PARAMETER.test(decodeOnce(name)) || hidesPersonalData(value);
      return `${name}=${hidden ? REDACTED : value}`;
    })
    .join('&');
  return redactText(`${safePath}?${query}`);
}

const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'`()<>]+/g;
const POSITION = /(?::\d+){1,2}$/;

/** A URL in a report: its origin and path, without query or fragment, numeric segments as `:id`. */
function reportUrl(url: string): string {
  const position = POSITION.exec(url)?.[0] ?? '';
  const address = url.slice(0, url.length - position.length).split(/[?#]/)[0]!;
  const [origin, ...segments] = address.split(/(?<!\/)\/(?!\/)/);
  const path = segments.map((segment) =>
    /^\d+$|^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment) ? ':id' : segment,
  );
  return [origin, ...path].join('/') + position;
}

/** Quoted text in an error's message is what was typed or sent (JSON.parse quotes it): only names stay. */
const quoted = (quote: string, kept: RegExp) =>
  [new RegExp(`${quote}[^${quote}\\n]*${quote}`, 'g'), kept] as const;
const QUOTED = [quoted('"', /^$/), quoted('`', /^$/), quoted("'", /^'[\w$.-]{0,40}'$/)];

/**
 * An error's message or stack as a report may carry it (src/lib/errorReporter.ts, server/clientErrors.ts):
 * URLs without their query or ids, no query anywhere, quoted text other than a name replaced, personal data by its shape, and runs
 * of five digits or more (ids, numbers typed) masked outside a stack's line and column numbers.
 */
export function redactReportText(text: string): string {
  let result = redactText(text).replace(URL_IN_TEXT, reportUrl);
  for (const [pattern, kept] of QUOTED) {
    result = result.replace(pattern, (match) => (kept.test(match) ? match : `${match[0]}…${match[0]}`));
  }
  // A query in the text, of an address without its origin (`/login?email=…`), goes too.
  return result
    .replace(/\?[^\s"'`()<>]*=[^\s"'`()<>]*/g, '')
    .replace(/(?<![:\w.])\d{5,}\b(?!:\d)/g, '[number]');
}
