/**
 * Interaction latency through a booking and the signed-in pages (issue 25, item 2): the Event Timing API in
 * Chromium under 4× CPU throttling (the DevTools protocol's Emulation.setCPUThrottlingRate), real input from
 * Playwright (mouse and keyboard), a phone-sized window, the journeys of bench/journeys.ts. For each step, every
 * interaction it made (click, key press) is read from `event` entries (durationThreshold 16 ms, the smallest the
 * API allows); an interaction's latency is its longest entry (as INP counts it): input delay + processing +
 * presentation (until the next paint). An interaction under 16 ms leaves no entry: the step reads "<16".
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { type SelfTime, selfTimes } from './cpuProfile.ts';
import type { Locale } from '../e2e/catalogs.ts';
import { appointmentSteps, bookingSteps, type Step, visitLink } from './journeys.ts';
import { COUNT_RENDERS, type EventEntry, type Frame, OBSERVE_INTERACTIONS, take } from './pageProbes.ts';
import { expect, firstUpcomingAppointment, holdPreOrder, median, ms, signIn, waitForApp } from './session.ts';

export interface Interaction {
  latency: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  event: string;
  target: string;
}

export interface StepResult {
  step: string;
  interactions: Interaction[];
  /** Long animation frames (≥ 50 ms) during the step, and the scripts that ran longest in them. */
  frames: Frame[];
  /** React commits and component renders during the step (--interaction-detail only). */
  commits: number;
  renders: Array<[name: string, count: number]>;
  /** The step's CPU profile: functions by self time (--interaction-detail only). */
  profile: SelfTime[];
  /** Why the step could not be made (the journey stops there). */
  failed?: string;
}

/**
 * Each interaction of the entries (a tap is pointerdown, pointerup and click; a key press keydown, keyup and
 * input). Its latency is its longest entry's duration, as INP counts it: from the input to the next paint after
 * that event's handlers. Where that time went: the wait before the handlers ran (input delay), the handlers of
 * the interaction's events that ran before that paint (processing: with Playwright's click, pointerdown's paint
 * waits for the click's handlers too), and the rest until the paint (presentation: style, layout and paint, and
 * work scheduled after the handlers, such as a React transition).
 */
export function interactionsOf(entries: EventEntry[]): Interaction[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  return [...byId.values()].map((events) => {
    const longest = events.reduce((worst, entry) => (entry.duration > worst.duration ? entry : worst));
    const painted = longest.start + longest.duration;
    const before = events.filter((entry) => entry.processingEnd <= painted);
    return {
      latency: longest.duration,
      inputDelay: longest.processingStart - longest.start,
      processing: before.reduce((sum, entry) => sum + entry.processingEnd - entry.processingStart, 0),
      presentation: painted - Math.max(...before.map((entry) => entry.processingEnd)),
      event: longest.name,
      target: longest.target,
    };
  });
}

/**
 * Runs the steps in order on `page`, reading what each one's interactions cost; with `profiler`, a CPU profile
 * of each step too (its functions by self time).
 */
async function measureSteps(page: Page, steps: Step[], profiler?: CDPSession): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const [name, act, prepare] of steps) {
    let profile: SelfTime[] = [];
    try {
      await prepare?.();
      await take(page); // what came before the step is not the step's
      await profiler?.send('Profiler.start');
      await act();
    } catch (error) {
      // The journey cannot go on from here: the step says why, and the rest of this pass is not measured.
      const failed = String(error).split('\n')[0];
      if (profiler) await profiler.send('Profiler.stop').catch(() => undefined);
      results.push({ step: name, interactions: [], frames: [], commits: 0, renders: [], profile, failed });
      return results;
    }
    const { entries, frames, commits, renders } = await take(page);
    if (profiler) profile = selfTimes((await profiler.send('Profiler.stop')).profile);
    results.push({ step: name, interactions: interactionsOf(entries), frames, commits, renders, profile });
  }
  return results;
}

export interface InteractionOptions {
  origin: string;
  sandboxUrl: string;
  runs: number;
  cpuRate: number;
  locale?: Locale;
  /** Count React's renders and keep the long frames' scripts (costs time in the page: for profiling). */
  detail?: boolean;
}

async function throttledPage(browser: Browser, { cpuRate, detail }: InteractionOptions) {
  // No service worker: the one the sign-in registers fetches the whole app to keep it (1.8 MB) while the first
  // steps are measured, which a patient's installed worker no longer does.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'es-ES',
    serviceWorkers: 'block',
  });
  await context.addInitScript(OBSERVE_INTERACTIONS);
  if (detail) await context.addInitScript(COUNT_RENDERS);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (detail) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  }
  return { context, page, profiler: detail ? cdp : undefined };
}

/** One pass through both journeys, each in a fresh context with a fresh patient. */
async function onePass(browser: Browser, options: InteractionOptions): Promise<StepResult[]> {
  const { origin, sandboxUrl } = options;
  const locale = options.locale ?? 'es';
  const results: StepResult[] = [];

  const booking = await throttledPage(browser, options);
  try {
    const patient = await signIn(booking.page, origin, sandboxUrl, 'new');
    await booking.page.goto(`${origin}/`);
    await waitForApp(booking.page);
    const pay = () => holdPreOrder(sandboxUrl, patient.accessToken);
    results.push(
      ...(await measureSteps(
        booking.page,
        bookingSteps(booking.page, origin, locale, pay),
        booking.profiler,
      )),
    );
  } finally {
    await booking.context.close();
  }

  const visits = await throttledPage(browser, options);
  try {
    const patient = await signIn(visits.page, origin, sandboxUrl, 'demo');
    await firstUpcomingAppointment(sandboxUrl, patient.accessToken);
    await visits.page.goto(`${origin}/appointments`);
    await waitForApp(visits.page);
    await expect(visitLink(visits.page, locale)).toBeVisible();
    results.push(
      ...(await measureSteps(visits.page, appointmentSteps(visits.page, origin, locale), visits.profiler)),
    );
  } finally {
    await visits.context.close();
  }
  return results;
}

const slowest = (interactions: Interaction[]) =>
  interactions.reduce<Interaction | undefined>(
    (worst, interaction) => (!worst || interaction.latency > worst.latency ? interaction : worst),
    undefined,
  );

/** The profiling detail of a step: its React work and the scripts that ran longest in its long frames. */
function logDetail(measured: StepResult[], log: (line: string) => void) {
  const per = (total: number) => total / measured.length;
  const renders = new Map<string, number>();
  for (const [name, count] of measured.flatMap((result) => result.renders))
    renders.set(name, (renders.get(name) ?? 0) + per(count));
  const total = [...renders.values()].reduce((sum, count) => sum + count, 0);
  const top = [...renders].sort((a, b) => b[1] - a[1]).slice(0, 6);
  log(
    `      React: ${per(measured.reduce((sum, result) => sum + result.commits, 0)).toFixed(0)} commits, ${total.toFixed(0)} component renders (${top.map(([name, count]) => `${name} ${count.toFixed(0)}`).join(', ')})`,
  );
  const scripts = new Map<string, number>();
  for (const script of measured.flatMap((result) => result.frames.flatMap((frame) => frame.scripts))) {
    const key = `${script.invoker} ${script.source}`;
    scripts.set(key, (scripts.get(key) ?? 0) + per(script.duration));
  }
  for (const [script, duration] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 3))
    log(`      ${ms(duration, 6)} ms  ${script.slice(0, 110)}`);
  const functions = new Map<string, number>();
  for (const { name, ms: time } of measured.flatMap((result) => result.profile))
    functions.set(name, (functions.get(name) ?? 0) + per(time));
  const busy = [...functions].filter(([name]) => name !== '(idle)');
  const cpu = busy.reduce((sum, [, time]) => sum + time, 0);
  log(
    `      CPU (not idle; (program) is the browser's own work, layout and style among it): ${ms(cpu, 0)} ms; by self time:`,
  );
  for (const [name, time] of busy.sort((a, b) => b[1] - a[1]).slice(0, 8))
    log(`        ${ms(time, 6)} ms  ${name.slice(0, 110)}`);
}

/**
 * Prints, per step, the median over `runs` passes of the step's slowest interaction, with its parts (input
 * delay, processing, presentation), how many interactions left an entry, and its target; with `detail`, the
 * React renders and long frames' scripts of the step (the place to start profiling). Returns the medians.
 */
export async function interactionLatency(
  browser: Browser,
  options: InteractionOptions,
  log: (line: string) => void,
): Promise<Map<string, number>> {
  const passes: StepResult[][] = [];
  for (let run = 0; run < options.runs; run += 1) passes.push(await onePass(browser, options));
  const summary = new Map<string, number>();
  const steps = [...new Set(passes.flatMap((pass) => pass.map((result) => result.step)))];
  log('step                                          worst ms  delay  process  present  n   event, target');
  for (const step of steps) {
    const results = passes.flatMap((pass) => pass.filter((result) => result.step === step));
    for (const { failed } of results.filter((result) => result.failed))
      log(`${step.padEnd(45)} failed: ${failed}`);
    const measured = results.filter((result) => !result.failed);
    if (!measured.length) continue;
    const worsts = measured.map((result) => slowest(result.interactions));
    const middle = median(worsts.map((worst) => worst?.latency ?? 0));
    const typical = worsts.find((worst) => (worst?.latency ?? 0) === middle);
    summary.set(step, middle);
    const count = median(measured.map((result) => result.interactions.length));
    log(
      `${step.padEnd(45)} ${typical ? ms(middle, 8) : '     <16'} ${ms(typical?.inputDelay ?? NaN, 6)} ${ms(typical?.processing ?? NaN, 8)} ${ms(typical?.presentation ?? NaN, 8)} ${String(count).padStart(2)}   ${typical ? `${typical.event}, ${typical.target}` : ''}`,
    );
    if (options.detail) logDetail(measured, log);
  }
  return summary;
}
