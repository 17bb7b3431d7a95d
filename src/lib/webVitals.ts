import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { AnalyticsEvents } from './analytics';

/**
 * The Core Web Vitals of a real visit, measured by `web-vitals`, as the fields of a `web_vital` event
 * (docs/analytics.md). This module, and the library with it, loads only once the page answers and analytics may
 * measure the visit (src/boot/fieldMetrics.ts).
 */

/** A page of the visit: its path, shown from `at` (performance.now()) on. */
export interface PageShown {
  at: number;
  path: string;
}

/** The path shown at `time`: the last page that began by then (the first page for anything earlier). */
export function pathShownAt(pages: readonly PageShown[], time: number): string {
  let path = pages[0]?.path ?? '/';
  for (const page of pages) if (page.at <= time) path = page.path;
  return path;
}

/**
 * When the metric happened, to tell its page: the interaction INP counts, the largest layout shift of CLS's worst
 * window. The loading metrics (TTFB, FCP, LCP) belong to the page the visit landed on, or, after a return from
 * the back/forward cache, to the page that came back (`now`).
 */
export function metricTime(metric: MetricType, now: number): number {
  if (metric.name === 'INP') return metric.entries[0]?.startTime ?? now;
  if (metric.name === 'CLS') {
    const largest = metric.entries.reduce<(typeof metric.entries)[number] | undefined>(
      (worst, shift) => (!worst || shift.value > worst.value ? shift : worst),
      undefined,
    );
    return largest?.startTime ?? now;
  }
  return metric.navigationType === 'back-forward-cache' ? now : 0;
}

/** The guard's ceiling for a number (src/lib/analytics.ts). */
const MAX_VALUE = 9_999_999;

/** The event's fields: whole milliseconds (CLS, a score, in thousandths), the rating and how the page was reached. */
export function webVitalFields(metric: MetricType): AnalyticsEvents['web_vital'] {
  const scaled = metric.name === 'CLS' ? metric.value * 1000 : metric.value;
  return {
    metric: metric.name,
    value: Math.min(MAX_VALUE, Math.max(0, Math.round(scaled))),
    rating: metric.rating,
    navigation_type: metric.navigationType,
  };
}

/**
 * Calls `report` with each metric once web-vitals holds it final (not at each change): TTFB and FCP when known,
 * LCP at the first input or when the page is hidden, CLS and INP when the page is hidden. A page that comes back
 * from the back/forward cache is measured again.
 */
export function onWebVitals(report: (metric: MetricType) => void): void {
  const options = { reportAllChanges: false };
  onTTFB(report, options);
  onFCP(report, options);
  onLCP(report, options);
  onCLS(report, options);
  onINP(report, options);
}
