/**
 * Parts of a server-rendered page that the app takes over after the rest: a lazy component the server rendered
 * (the header's account button and quick actions, the footer) keeps the server's HTML until its code has
 * loaded, and React drops a click on it meanwhile. Such a part is rendered inside `<LatePart>`
 * (src/components/LatePart.tsx), whose element carries `data-late-part` and reports here, through its ref, the
 * moment React commits it: from then on its controls answer. Refs and commits are React's public behaviour, so
 * the early-input replay (docs/decisions/0005-early-input-replay.md) needs nothing of React's internals.
 */
export const LATE_PART_ATTRIBUTE = 'data-late-part';

const committed = new WeakSet<Element>();
const waiting = new Set<() => void>();

/** The ref of a late part's element: called when React commits the part (hydrated or rendered). */
export function latePartCommitted(element: Element | null): void {
  if (!element) return;
  committed.add(element);
  for (const wake of [...waiting]) wake();
}

/** True when the node's late part, if it is in one, has been committed (outside any, the page's commit decides). */
export function isCommitted(node: Element): boolean {
  const part = node.closest(`[${LATE_PART_ATTRIBUTE}]`);
  return part === null || committed.has(part);
}

/** Calls `wake` after each late part's commit, until the returned function is called. */
export function onLatePartCommitted(wake: () => void): () => void {
  waiting.add(wake);
  return () => waiting.delete(wake);
}
