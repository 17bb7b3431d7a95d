import { waitFor } from '@testing-library/react';
import type { MetricType } from 'web-vitals';
import { routeChanged } from '../../state/shell/shellSlice';
import { type AppServices, browserServices } from '../../store/services';
import { setupStore } from '../../store/store';
import { fakeServices } from '../../testing/services';
import { startFieldMetrics } from '../fieldMetrics';

// web-vitals, faked at its edge: how often the library was loaded, and the callback and options each metric got.
let mockLoads = 0;
let mockRegistrations = 0;
const mockCallbacks = new Map<string, { report: (metric: MetricType) => void; options: unknown }>();
jest.mock('web-vitals', () => {
  mockLoads += 1;
  const on =
    (name: string) =>
    (report: (metric: MetricType) => void, options: unknown): void => {
      mockRegistrations += 1;
      mockCallbacks.set(name, { report, options });
    };
  return { onTTFB: on('TTFB'), onFCP: on('FCP'), onLCP: on('LCP'), onCLS: on('CLS'), onINP: on('INP') };
});

/** What web-vitals hands a callback (only the fields the app reads, plus some it must not send). */
function metric(name: MetricType['name'], value: number, extra: Partial<MetricType> = {}): MetricType {
  return {
    name,
    value,
    delta: value,
    rating: 'needs-improvement',
    id: 'v6-1764201600000-4281',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    navigationURL: 'https://app.test/en/doctor/12?token=abc.def.ghi',
    ...extra,
  } as MetricType;
}

/** web-vitals holds the metric final and calls the app's callback. */
function report(value: MetricType): void {
  const callback = mockCallbacks.get(value.name);
  if (!callback) throw new Error(`web-vitals was not asked for ${value.name}`);
  callback.report(value);
}

/** The dynamic import of the field metrics' chunk, and what follows it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const sendBeacon = jest.fn((_url: string, _body: string) => true);

beforeEach(() => {
  // A fresh module registry: each test loads (or not) the field metrics' chunk, and web-vitals with it, anew.
  jest.resetModules();
  mockLoads = 0;
  mockRegistrations = 0;
  mockCallbacks.clear();
  sendBeacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  window.history.replaceState(null, '', '/en/doctor/12?from=%2Fprofile');
});

/** The app at `/en/doctor/12`, once it answers: its field metrics start, the browser idles when the test says. */
function answeringApp(services: AppServices) {
  const store = setupStore({ language: { locale: 'en' } }, services);
  store.dispatch(routeChanged('/en/doctor/12'));
  const idle: (() => void)[] = [];
  startFieldMetrics(store, services, (run) => idle.push(run));
  const browserIdles = async () => {
    for (const run of idle.splice(0)) run();
    await settle();
  };
  return { store, browserIdles };
}

const beaconed = () =>
  sendBeacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(body) as Record<string, unknown>) }));

describe('field metrics', () => {
  it('beacons each final metric with its route pattern and language, through the guard, once the browser is idle', async () => {
    const services = browserServices({
      apiBaseUrl: 'http://provider.test/',
      apiTimeoutMs: 30_000,
      analyticsUrl: 'https://analytics.test/e',
    });
    const { browserIdles } = answeringApp(services);
    await settle();
    expect(mockLoads).toBe(0); // nothing of web-vitals before the browser is idle

    await browserIdles();
    expect(mockLoads).toBe(1);
    expect([...mockCallbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    for (const { options } of mockCallbacks.values()) expect(options).toEqual({ reportAllChanges: false });

    report(metric('LCP', 2512.4, { rating: 'needs-improvement' }));
    report(metric('CLS', 0.1236, { rating: 'poor', navigationType: 'reload' }));
    // The guard comes with the first event (its own chunk).
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(2));
    expect(beaconed()).toEqual([
      {
        url: 'https://analytics.test/e',
        event: 'web_vital',
        properties: {
          metric: 'LCP',
          value: 2512,
          rating: 'needs-improvement',
          navigation_type: 'navigate',
          page: '/doctor/:id',
          language: 'en',
        },
        at: expect.any(String),
      },
      {
        url: 'https://analytics.test/e',
        event: 'web_vital',
        properties: {
          metric: 'CLS',
          value: 124,
          rating: 'poor',
          navigation_type: 'reload',
          page: '/doctor/:id',
          language: 'en',
        },
        at: expect.any(String),
      },
    ]);
    // Neither the doctor's id, nor the query, nor web-vitals' id of the page view leaves.
    const bodies = sendBeacon.mock.calls.map(([, body]) => body).join('\n');
    expect(bodies).not.toMatch(/doctor\/12|from=|token|abc\.def|v6-1764201600000|entries/);
  });

  it('sends each metric for the page it happened on, not the one shown when it is final', async () => {
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const services = fakeServices('http://provider.test/', '/en/doctor/12');
    services.allowAnalytics();
    const { store, browserIdles } = answeringApp(services);
    await browserIdles();

    now.mockReturnValue(5000);
    store.dispatch(routeChanged('/appointments')); // in Spanish: the language is the page's too
    now.mockReturnValue(9000);
    // The slowest tap was on the doctor's page; the worst shift, later, on the appointments.
    report(metric('INP', 480, { entries: [{ startTime: 3000 } as PerformanceEventTiming] }));
    report(
      metric('CLS', 0.3, {
        entries: [
          { startTime: 2000, value: 0.05 } as LayoutShift,
          { startTime: 6000, value: 0.25 } as LayoutShift,
        ],
      }),
    );
    // The page's loading belongs to where the visit landed.
    report(metric('TTFB', 120.7));
    now.mockRestore();

    expect(
      services.events.map(({ properties }) => [properties?.metric, properties?.page, properties?.language]),
    ).toEqual([
      ['INP', '/doctor/:id', 'en'],
      ['CLS', '/appointments', 'es'],
      ['TTFB', '/doctor/:id', 'en'],
    ]);
  });

  it('loads nothing and sends nothing without the consent analytics needs', async () => {
    const services = fakeServices('http://provider.test/', '/en/doctor/12');
    const { browserIdles } = answeringApp(services);
    await browserIdles();
    expect(mockLoads).toBe(0);
    expect(mockCallbacks.size).toBe(0);
    expect(services.events).toEqual([]);
  });

  it('starts when the consent is given later in the visit', async () => {
    const services = fakeServices('http://provider.test/', '/en/doctor/12');
    const { browserIdles } = answeringApp(services);
    await browserIdles();
    expect(mockLoads).toBe(0);

    services.allowAnalytics();
    await browserIdles();
    expect(mockLoads).toBe(1);
    report(metric('FCP', 812.2, { rating: 'good' }));
    expect(services.events).toEqual([
      {
        event: 'web_vital',
        properties: {
          metric: 'FCP',
          value: 812,
          rating: 'good',
          navigation_type: 'navigate',
          page: '/doctor/:id',
          language: 'en',
        },
      },
    ]);
  });

  it('measures a page load once, however often the app says it answers (StrictMode does twice)', async () => {
    const services = fakeServices('http://provider.test/', '/en/doctor/12');
    services.allowAnalytics();
    const { store, browserIdles } = answeringApp(services);
    startFieldMetrics(store, services, (run) => run());
    await browserIdles();
    report(metric('LCP', 1800, { rating: 'good' }));
    expect(mockRegistrations).toBe(5);
    expect(services.events).toHaveLength(1);
  });

  it('loads nothing and sends nothing when PUBLIC_ANALYTICS_URL is unset', async () => {
    const services = browserServices({ apiBaseUrl: 'http://provider.test/', apiTimeoutMs: 30_000 });
    const { browserIdles } = answeringApp(services);
    await browserIdles();
    expect(mockLoads).toBe(0);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
