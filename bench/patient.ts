/**
 * The bench's sections about what a patient feels (issue 25; method and findings in docs/performance-field.md),
 * run by bench/run.ts after its cold loads, Lighthouse, installability and server load:
 *
 * 5. interaction latency through a booking, the appointments, the cancel dialog and the language switch, under
 *    4× CPU (`--no-interactions`; `--interaction-runs` 3, `--cpu` 4, `--interaction-detail` for the scripts);
 * 6. Lighthouse mobile on the signed-in pages, a patient's session seeded (`--no-signed-in`; `--lighthouse-runs`; `--signed-in-page /profile` for some pages);
 * 7. the code after the first paint against scripts in the head, under Slow 4G and 4× CPU applied by Chromium
 *    (`--no-loading`; `--loading-runs` 5);
 * 8. the JS heap after a forced GC through a long session of client-side navigations (`--no-long-session`;
 *    `--navigations` 200);
 * 9. what hydrating each signed-in page costs: components, elements and hydration time under `--cpu`× CPU
 *    (`--no-renders`; `--render-runs` 3; component names with `--dist dist-profile`).
 *
 * `--only interactions|signed-in|loading|long-session|renders` (and cold|lighthouse|installability|load, bench/run.ts's
 * own; repeatable) runs only the sections named.
 */
import { chromium } from '@playwright/test';
import { interactionLatency } from './interactions.ts';
import { loadingComparison } from './loading.ts';
import { longSession } from './longSession.ts';
import { CHROMIUM_ARGS, executablePath } from './session.ts';
import { frameworkFloor } from './floor.ts';
import { signedInRenders } from './renders.ts';
import { signedInLighthouse } from './signedIn.ts';

export const PATIENT_OPTIONS = {
  'no-interactions': { type: 'boolean', default: false },
  'interaction-runs': { type: 'string', default: '3' },
  'interaction-detail': { type: 'boolean', default: false },
  cpu: { type: 'string', default: '4' },
  'no-signed-in': { type: 'boolean', default: false },
  'no-loading': { type: 'boolean', default: false },
  'loading-runs': { type: 'string', default: '5' },
  'no-long-session': { type: 'boolean', default: false },
  navigations: { type: 'string', default: '200' },
  'no-renders': { type: 'boolean', default: false },
  'render-runs': { type: 'string', default: '3' },
  'render-detail': { type: 'boolean', default: false },
  'signed-in-page': { type: 'string', multiple: true },
} as const;

type Values = Record<string, string | boolean | string[] | undefined>;

export const SECTIONS = [
  'cold',
  'lighthouse',
  'installability',
  'load',
  'interactions',
  'signed-in',
  'loading',
  'long-session',
  'renders',
  'floor',
];

/** Whether the section runs: named by `--only`, or no `--only` and not switched off with `--no-<section>`. */
export function wants(values: Values, section: string): boolean {
  const only = values.only as string[] | undefined;
  const unknown = only?.find((name) => !SECTIONS.includes(name));
  if (unknown) throw new Error(`--only ${unknown}: the sections are ${SECTIONS.join(', ')}`);
  if (only?.length) return only.includes(section);
  return values[`no-${section}`] !== true;
}

const count = (value: unknown, fallback: number) => Math.max(1, Number(value) || fallback);

export async function patientSections(
  values: Values,
  { origin, distDir, apiBaseUrl }: { origin: string; distDir: string; apiBaseUrl: string },
) {
  if (wants(values, 'interactions')) {
    const runs = count(values['interaction-runs'], 3);
    const cpuRate = count(values.cpu, 4);
    console.log(
      `\n5. Interaction latency (Event Timing, ${cpuRate}× CPU, 390 px window), slowest interaction of each step, median of ${runs}\n`,
    );
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const detail = values['interaction-detail'] === true;
      await interactionLatency(browser, { origin, sandboxUrl: apiBaseUrl, runs, cpuRate, detail }, (line) =>
        console.log(line),
      );
    } finally {
      await browser.close();
    }
  }
  if (wants(values, 'signed-in')) {
    const runs = count(values['lighthouse-runs'], 3);
    console.log(`\n6. Lighthouse, mobile, signed-in pages (a patient's session seeded), median of ${runs}\n`);
    const pages = (values['signed-in-page'] as string[] | undefined) ?? [];
    await signedInLighthouse({ origin, sandboxUrl: apiBaseUrl, runs, pages }, (line) => console.log(line));
  }
  if (wants(values, 'loading')) {
    const runs = count(values['loading-runs'], 5);
    console.log(
      `\n7. The app's code after the first paint vs in the head (Slow 4G + 4× CPU applied by Chromium), median of ${runs}\n`,
    );
    await loadingComparison({ distDir, runs }, (line) => console.log(line));
  }
  if (wants(values, 'long-session')) {
    const navigations = count(values.navigations, 200);
    console.log(`\n8. Long session: ${navigations} client-side navigations, JS heap after a forced GC\n`);
    await longSession({ origin, sandboxUrl: apiBaseUrl, navigations }, (line) => console.log(line));
  }
  if (wants(values, 'renders')) {
    const runs = count(values['render-runs'], 3);
    const cpuRate = count(values.cpu, 4);
    console.log(
      `\n9. Hydrating the signed-in pages (${cpuRate}× CPU, a phone and a desktop), median of ${runs}\n`,
    );
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const detail = values['render-detail'] === true;
      await signedInRenders(browser, { origin, sandboxUrl: apiBaseUrl, runs, cpuRate, detail }, (line) =>
        console.log(line),
      );
    } finally {
      await browser.close();
    }
  }
  if (wants(values, 'floor')) {
    console.log(`\n10. The JavaScript of / against the framework floor (gzip)\n`);
    await frameworkFloor(distDir, (line) => console.log(line));
  }
}
