/** A CPU profile (the DevTools protocol's Profiler.Profile) summed by function: self time in ms. */
export interface SelfTime {
  /** `function file:line`; `(program)` and `(garbage collector)` as Chromium names them. */
  name: string;
  ms: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * The page's own work only: functions of the page's scripts and what they call (the DOM, layout), the browser's
 * `(program)` and garbage collection. Playwright's injected code (its locators poll the page while a step
 * waits for its result) and idle time are left out.
 */
export function selfTimes(profile: {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}): SelfTime[] {
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const ofPage = new Map<number, boolean>();
  const isPage = (node: ProfileNode | undefined): boolean => {
    if (!node) return false;
    const known = ofPage.get(node.id);
    if (known !== undefined) return known;
    const page =
      /^https?:/.test(node.callFrame.url) ||
      ['(program)', '(garbage collector)'].includes(node.callFrame.functionName) ||
      isPage(parents.get(node.id));
    ofPage.set(node.id, page);
    return page;
  };
  const names = new Map<number, string>();
  for (const node of profile.nodes) {
    if (!isPage(node)) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    names.set(
      node.id,
      file ? `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}` : functionName || '(native)',
    );
  }
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // Each sample's time is the delta to the next one.
  for (let index = 0; index < samples.length; index += 1) {
    const name = names.get(samples[index]!);
    if (name) totals.set(name, (totals.get(name) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
  }
  return [...totals].map(([name, ms]) => ({ name, ms }));
}
