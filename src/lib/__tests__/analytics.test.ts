import { waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { routePaths } from '../../config/routes';
import { trackEvent } from '../../state/analytics/trackEvent';
import { browserServices } from '../../store/services';
import { setupStore } from '../../store/store';
import { fakeServices } from '../../testing/services';
import {
  type AnalyticsEventName,
  analyticsEventNames,
  analyticsPayload,
  pageOf,
  webVitalNames,
  webVitalNavigationTypes,
  webVitalRatings,
} from '../analytics';

/** Personal data as it could reach an event by mistake: e-mails, phones, tokens, names. */
const email = fc.emailAddress();
const phoneDigits = fc.stringMatching(/^[6-9]\d{8}$/);
const phone = fc.oneof(
  phoneDigits.map((digits) => `+34${digits}`),
  phoneDigits.map((digits) => `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`),
  phoneDigits,
);
const base64url = fc.base64String({ minLength: 8 }).map((s) => s.replace(/[+/=]/g, 'x'));
const jwt = fc.tuple(base64url, base64url, base64url).map((parts) => parts.join('.'));
const name = fc.oneof(
  fc.constantFrom('Ana García López', 'Lucía', 'José María Pérez', 'María Ángeles', "O'Neill"),
  fc
    .tuple(fc.constantFrom('A', 'L', 'Ñ', 'Z'), fc.string({ minLength: 2 }))
    .map(([first, rest]) => first + rest),
);
const personal = fc.oneof(
  email,
  phone,
  jwt,
  name,
  phoneDigits.map(Number), // a phone typed into a number field
);

/** The keys a careless caller might use, the schema's own keys, and anything else. */
const key = fc.oneof(
  fc.constantFrom(
    'token',
    'access_token',
    'refresh_token',
    'name',
    'full_name',
    'first_name',
    'phone',
    'email',
    'user',
    'page',
    'language',
    'method',
    'account',
    'is_new_user',
    'speciality_id',
    'result_count',
    'form_id',
    'step',
    'to',
    'metric',
    'value',
    'rating',
    'navigation_type',
  ),
  fc.string(),
);
const value = fc.oneof(personal, fc.jsonValue(), fc.record({ phone, email }));
const properties = fc.dictionary(key, value, { maxKeys: 12 });
const event = fc.oneof(fc.constantFrom(...analyticsEventNames), fc.string());

/** Strings the guard may let through: the closed lists of the schemas and the route patterns. */
const allowedStrings = new Set<string>([
  ...Object.values(routePaths),
  'other',
  'es',
  'en',
  'phone',
  'email',
  'google',
  'link',
  'standard',
  'b2b',
  'booked',
  'emergency',
  'started',
  'answered',
  'completed',
  ...webVitalNames,
  ...webVitalRatings,
  ...webVitalNavigationTypes,
]);

function leaks(payload: Record<string, unknown>, secret: string | number): boolean {
  const values = Object.values(payload);
  if (typeof secret === 'number') return values.includes(secret);
  return (
    values.some((v) => typeof v === 'string' && v.includes(secret)) || Object.keys(payload).includes(secret)
  );
}

describe('analytics payloads carry no personal data (fuzzed)', () => {
  it('keeps only flags, small whole numbers and values of closed lists, whatever it is given', () => {
    fc.assert(
      fc.property(event, properties, (name, input) => {
        const payload = analyticsPayload(name, input);
        if (payload === null) return;
        for (const v of Object.values(payload)) {
          if (typeof v === 'string') expect(allowedStrings).toContain(v);
          else if (typeof v === 'number') expect(Number.isInteger(v) && v >= 0 && v < 10_000_000).toBe(true);
          else expect(typeof v).toBe('boolean');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets an e-mail, phone, token or name through, under any key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...analyticsEventNames),
        properties,
        key,
        personal,
        (name, input, where, secret) => {
          const payload = analyticsPayload(name, { ...input, [where]: secret }) ?? {};
          expect(leaks(payload, secret)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reports the page as a route pattern, never its query or its ids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/login', '/en/login', '/doctor/12', '/en/profile', '/', '/en', '/nowhere/at/all'),
        fc.oneof(email, phone, jwt),
        (path, secret) => {
          const page = pageOf(`${path}?token=${encodeURIComponent(String(secret))}#${String(secret)}`);
          expect(allowedStrings).toContain(page);
          expect(page.includes(String(secret))).toBe(false);
        },
      ),
    );
    expect(pageOf('/en/doctor/12?from=%2Fprofile')).toBe('/doctor/:id');
    expect(pageOf('/en')).toBe('/');
    expect(pageOf('/login/')).toBe('/login');
    expect(pageOf('/ana@example.com')).toBe('other');
  });

  it('keeps what an event is for', () => {
    expect(
      analyticsPayload('login', {
        method: 'phone',
        account: 'standard',
        is_new_user: true,
        page: '/login',
        language: 'en',
      }),
    ).toEqual({ method: 'phone', account: 'standard', is_new_user: true, page: '/login', language: 'en' });
    expect(analyticsPayload('doctor_list', { speciality_id: 3, result_count: 12, page: '/x' })).toEqual({
      speciality_id: 3,
      result_count: 12,
      page: 'other',
    });
    const vital = {
      metric: 'INP',
      value: 212,
      rating: 'needs-improvement',
      navigation_type: 'back-forward-cache',
      page: '/payment',
      language: 'es',
    } as const;
    // web-vitals' id of the page view and the tapped element's selector stay out.
    expect(
      analyticsPayload('web_vital', { ...vital, id: 'v6-1764201600000-4281', target: '#card-number' }),
    ).toEqual(vital);
    expect(analyticsPayload('web_vital', { metric: 'CLS', value: 0.12, rating: 'bad' })).toEqual({
      metric: 'CLS',
    });
    expect(analyticsPayload('not_an_event', { page: '/' })).toBeNull();
  });
});

describe('trackEvent', () => {
  it('adds the page and the language and drops personal data a caller slipped in', () => {
    const services = fakeServices(
      'http://provider.test/',
      '/en/login?phone=%2B34612345678&token=abc.def.ghi',
    );
    const store = setupStore({ language: { locale: 'en' } }, services);
    const slipped = { method: 'email', account: 'b2b', is_new_user: false, email: 'ana@example.com' };
    store.dispatch(trackEvent('login', slipped as never));
    expect(services.events).toEqual([
      {
        event: 'login',
        properties: { method: 'email', account: 'b2b', is_new_user: false, page: '/login', language: 'en' },
      },
    ]);
  });
});

describe('the browser analytics service', () => {
  const sendBeacon = jest.fn(() => true);
  beforeEach(() => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  const track = (analyticsUrl: string | undefined, name: AnalyticsEventName, input: unknown) =>
    browserServices({
      apiBaseUrl: 'http://provider.test/',
      apiTimeoutMs: 30_000,
      analyticsUrl,
    }).analytics.track(name, input as never);

  it('sends nothing when PUBLIC_ANALYTICS_URL is unset', () => {
    track(undefined, 'home_page', { is_logged_in: true, page: '/', language: 'es' });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('beacons the guarded payload, even to a caller that skipped trackEvent', async () => {
    track('https://analytics.test/e', 'home_page', {
      is_logged_in: true,
      page: '/',
      language: 'es',
      full_name: 'Ana García',
      phone: '+34612345678',
    });
    // The guard comes with the first event (its own chunk).
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(1));
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://analytics.test/e');
    const sent = JSON.parse(body) as { event: string; properties: unknown };
    expect(sent).toMatchObject({
      event: 'home_page',
      properties: { is_logged_in: true, page: '/', language: 'es' },
    });
    expect(body).not.toMatch(/Ana|612345678/);
  });
});
