/**
 * What the interaction bench reads inside the page (installed before any page script). Plain script text: it
 * runs in the browser, not in Node.
 */
import type { Page } from '@playwright/test';

/**
 * Every Event Timing entry that belongs to an interaction (durationThreshold 16 ms, the API's smallest), and the
 * long animation frames (≥ 50 ms) with the scripts that ran in them.
 */
export const OBSERVE_INTERACTIONS = `(() => {
  const kept = [];
  const describe = (node) => {
    if (!node || !node.tagName) return '';
    const label = node.getAttribute('aria-label') || node.getAttribute('name') || node.textContent || '';
    return node.tagName.toLowerCase() + (node.getAttribute('role') ? '[' + node.getAttribute('role') + ']' : '') +
      ' "' + label.trim().slice(0, 30) + '"';
  };
  const keep = (entries) => {
    for (const e of entries) if (e.interactionId) kept.push({
      id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration,
      processingStart: e.processingStart, processingEnd: e.processingEnd, target: describe(e.target),
    });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const frames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) frames.push({
        start: f.startTime, duration: f.duration, blocking: f.blockingDuration,
        scripts: f.scripts.map((s) => ({ invoker: s.invoker, source: s.sourceFunctionName + ' ' +
          s.sourceURL.split('/').pop() + ':' + s.sourceCharPosition, duration: s.duration })),
      });
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  const renders = new Map();
  let commits = 0;
  window.__benchInteractions = {
    take() {
      keep(observer.takeRecords());
      const taken = { entries: kept.splice(0), frames: frames.splice(0), commits, renders: [...renders] };
      renders.clear();
      commits = 0;
      return taken;
    },
    rendered(name) { renders.set(name, (renders.get(name) || 0) + 1); },
    committed() { commits += 1; },
  };
})()`;

/**
 * React's commits and the components each one rendered, through the hook React DevTools uses (React calls it in
 * production builds too). Walking the tree at every commit costs time in the page, so the bench installs it only
 * for --interaction-detail, whose latencies are then not the patient's. A component rendered in a commit if its
 * fiber is a new object since the last commit (React clones the fibers it works on; a subtree it skips keeps
 * its old objects, and their old flags) and has React's PerformedWork flag (1). Names are the build's
 * (minified unless built without minifying).
 */
export const COUNT_RENDERS = `(() => {
  const named = (fiber) => {
    const type = fiber.tag === 11 ? fiber.type && fiber.type.render : fiber.tag === 14 ? fiber.type && fiber.type.type : fiber.type;
    return (type && (type.displayName || type.name)) || 'anonymous';
  };
  let previous = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), checkDCE() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    inject() { return 1; },
    onCommitFiberRoot(_id, root) {
      const probe = window.__benchInteractions;
      if (!probe) return;
      probe.committed();
      const seen = new WeakSet();
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (!previous.has(fiber) && [0, 1, 11, 14, 15].includes(fiber.tag) && fiber.flags & 1) probe.rendered(named(fiber));
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = seen;
    },
  };
})()`;

export interface EventEntry {
  id: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  target: string;
}

export interface Frame {
  start: number;
  duration: number;
  blocking: number;
  scripts: { invoker: string; source: string; duration: number }[];
}

export interface Taken {
  entries: EventEntry[];
  frames: Frame[];
  /** React commits and components rendered (by name) since the last take (with COUNT_RENDERS only). */
  commits: number;
  renders: Array<[name: string, count: number]>;
}

/** After a step: two frames and a task, so the interactions' entries (dispatched after their paint) are in. */
export async function take(page: Page): Promise<Taken> {
  return page.evaluate(
    () =>
      new Promise<Taken>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(
              () =>
                resolve(
                  (
                    window as unknown as { __benchInteractions: { take(): Taken } }
                  ).__benchInteractions.take(),
                ),
              100,
            ),
          ),
        ),
      ),
  );
}
