import { routePaths } from '../config/routes';

/**
 * The analytics events (spec §7 "Other traffic", the language switch of §4, and the field metrics of real visits)
 * and what each may carry. Every event also carries the page (a route pattern, never a query) and the page's
 * language. The list is in docs/analytics.md.
 */
export interface AnalyticsEvents {
  /** A sign-in finished: how, which login, and whether the account is new. */
  login: { method: 'phone' | 'email' | 'google' | 'link'; account: 'standard' | 'b2b'; is_new_user: boolean };
  /** A new patient saved their name at sign-in (the name itself is never sent). */
  register_name: Record<string, never>;
  /** The home page was shown. */
  home_page: { is_logged_in: boolean };
  /** A list of doctors was shown (booking): what it was for and how many doctors it had. */
  doctor_list: {
    speciality_id?: number;
    wizard_response_id?: number;
    appointment_type?: 'booked' | 'emergency';
    result_count: number;
    is_b2b?: boolean;
  };
  /** The symptom wizard: started, a question answered, or finished with a recommendation. */
  wizard: {
    form_id: number;
    step: 'started' | 'answered' | 'completed';
    question_id?: number;
    /** The provider's reading of the answers (`completed`). */
    wizard_response_id?: number;
    speciality_id?: number;
  };
  /** The language switch (spec §4), reported on / and /login only. */
  language_switch: { to: 'es' | 'en' };
  /**
   * A Core Web Vital of a real visit, once web-vitals holds it final, for the page it happened on: `value` in
   * whole milliseconds (CLS in thousandths); `navigation_type` is how the page was reached.
   */
  web_vital: {
    metric: WebVitalName;
    value: number;
    rating: WebVitalRating;
    navigation_type?: WebVitalNavigationType;
  };
}

/** web-vitals' names, ratings and navigation types: the closed lists a web vital's fields come from. */
export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export const webVitalNavigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type WebVitalName = (typeof webVitalNames)[number];
export type WebVitalRating = (typeof webVitalRatings)[number];
export type WebVitalNavigationType = (typeof webVitalNavigationTypes)[number];

export type AnalyticsEventName = keyof AnalyticsEvents;

/** What every event carries besides its own fields. */
export interface AnalyticsContext {
  /** A route pattern of the app (`/doctor/:id`), or `other`. */
  page: string;
  language: 'es' | 'en';
}

/** What leaves the browser: flat, and only numbers, booleans and strings from closed lists. */
export type AnalyticsProperties = Record<string, string | number | boolean>;

type Value = string | number | boolean;
type Check = (value: unknown) => Value | undefined;

/**
 * Ids and counts: whole numbers below 10 000 000, so no phone number (8 digits or more) passes as a number.
 * Free text never passes at all: strings come only from the closed lists below.
 */
const MAX_NUMBER = 9_999_999;
const count: Check = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_NUMBER
    ? value
    : undefined;
const flag: Check = (value) => (typeof value === 'boolean' ? value : undefined);
const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? value : undefined;

const languages = ['es', 'en'];
const pagePatterns = Object.values(routePaths);

type Schema<E extends AnalyticsEventName> = { [K in keyof Required<AnalyticsEvents[E]>]: Check };

const schemas: { [E in AnalyticsEventName]: Schema<E> } = {
  login: {
    method: oneOf('phone', 'email', 'google', 'link'),
    account: oneOf('standard', 'b2b'),
    is_new_user: flag,
  },
  register_name: {},
  home_page: { is_logged_in: flag },
  doctor_list: {
    speciality_id: count,
    wizard_response_id: count,
    appointment_type: oneOf('booked', 'emergency'),
    result_count: count,
    is_b2b: flag,
  },
  wizard: {
    form_id: count,
    step: oneOf('started', 'answered', 'completed'),
    question_id: count,
    wizard_response_id: count,
    speciality_id: count,
  },
  language_switch: { to: oneOf(...languages) },
  web_vital: {
    metric: oneOf(...webVitalNames),
    value: count,
    rating: oneOf(...webVitalRatings),
    navigation_type: oneOf(...webVitalNavigationTypes),
  },
};

export const analyticsEventNames = Object.keys(schemas) as AnalyticsEventName[];

export const isAnalyticsEvent = (event: unknown): event is AnalyticsEventName =>
  typeof event === 'string' && Object.hasOwn(schemas, event);

export { pageOf } from '../config/routes';

/**
 * The guard every event passes before it leaves (store/services.ts): the event's own fields that pass their
 * check, plus the page and language. Unknown events, unknown fields and anything that is not an id, a count, a
 * flag or a value from a closed list are dropped, so no token, name, phone or e-mail can be sent.
 */
export function analyticsPayload(event: unknown, properties: unknown): AnalyticsProperties | null {
  if (!isAnalyticsEvent(event)) return null;
  const input = (typeof properties === 'object' && properties !== null ? properties : {}) as Record<
    string,
    unknown
  >;
  const schema: Record<string, Check> = {
    ...schemas[event],
    page: (value) => (typeof value === 'string' && pagePatterns.includes(value as never) ? value : 'other'),
    language: oneOf(...languages),
  };
  const payload: AnalyticsProperties = {};
  for (const [key, check] of Object.entries(schema)) {
    const value = Object.hasOwn(input, key) ? check(input[key]) : undefined;
    if (value !== undefined) payload[key] = value;
  }
  return payload;
}
