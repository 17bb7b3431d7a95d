import { MatchersV3, type Matcher, type V3RegexMatcher } from '@pact-foundation/pact';

export const { boolean, contentType, date, datetime, decimal, eachLike, integer, number, string } =
  MatchersV3;

/** A regex matcher whose example is checked when the test file loads, so a contract never carries a bad one. */
export function pattern(source: string, example: string): V3RegexMatcher {
  if (!new RegExp(source).test(example)) {
    throw new Error(`Contract example ${JSON.stringify(example)} does not match /${source}/`);
  }
  return MatchersV3.regex(source, example);
}

/** One of a fixed set of values (an enum the UI switches on). */
export const oneOf = (values: readonly string[], example: string) =>
  pattern(`^(${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`, example);

/**
 * A request value the provider fills in from its provider state: the state change answers `{variable: value}`
 * and the verifier sends that value instead of our example (Pact's ProviderState generator, built by
 * MatchersV3.fromProviderState). `matcher` still checks the value on our side; its example is what our tests
 * send. Used for tokens and for every date, so the pact holds no date that can fall into the past.
 */
export function fromProviderState<M extends Matcher<unknown>>(
  variable: string,
  matcher: M,
  template = `\${${variable}}`,
): M {
  return { ...MatchersV3.fromProviderState(template, matcher.value), ...matcher };
}

/** A string the provider fills in from its provider state, checked by the regex `source` on our side. */
export const fromState = (variable: string, source: string, example: string, template = `\${${variable}}`) =>
  fromProviderState(variable, pattern(source, example), template);

/** Exactly `example` on our side, filled in by the provider from its state when verifying. */
export function exactlyFromState(template: string, example: string): Matcher<string> {
  return {
    'pact:matcher:type': 'equality',
    'pact:generator:type': 'ProviderState',
    expression: template,
    value: example,
  } as Matcher<string>;
}

/** ISO 8601 date-time with seconds and an offset (`Z` or `±hh:mm`), e.g. 2026-12-01T10:30:00+01:00. */
export const DATE_TIME_FORMAT = "yyyy-MM-dd'T'HH:mm:ssXXX";
export const isoDateTime = (example: string) => datetime(DATE_TIME_FORMAT, example);
export const isoDate = (example: string) => date('yyyy-MM-dd', example);

/** A JSON Web Token: the app decodes `exp` from access tokens (DESIGN §4). */
export const JWT = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$';
export const jwt = (example: string) => pattern(JWT, example);

export const url = (example: string) => pattern('^https?://\\S+$', example);

/** An IANA time zone name, e.g. Europe/Madrid or Atlantic/Canary. */
export const IANA_ZONE = '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$';
