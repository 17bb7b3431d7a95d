import type { EarlyInput, Field } from './earlyInput';
import { isCommitted, LATE_PART_ATTRIBUTE, onLatePartCommitted } from './lateParts';

/** How long, after the page's commit, held clicks and typed text wait for their late part to be committed. */
const MAX_WAIT_MS = 10_000;

/** One task later: React has rendered what the previous step changed (a submit reads the state a click set). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const latePartsPending = () =>
  [...document.querySelectorAll(`[${LATE_PART_ATTRIBUTE}]`)].some((part) => !isCommitted(part));

/** Resolves true once React has committed the node's part, false if the node left the page or time ran out. */
function whenCommitted(node: Element, deadline: number): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const result = !node.isConnected
        ? false
        : isCommitted(node)
          ? true
          : Date.now() >= deadline
            ? false
            : null;
      if (result === null) return;
      stop();
      clearTimeout(timer);
      resolve(result);
    };
    const stop = onLatePartCommitted(check);
    const timer = setTimeout(check, Math.max(0, deadline - Date.now()));
    check();
  });
}

/** Sets a field's value as the browser does when the user types (the standard setter, not React's). */
function setNativeValue(field: Field, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * Puts typed text back and tells React. React 19 keeps a hydrated field's text without telling its state, and
 * fires `onChange` only for a value that differs from the last one it saw, which is already the typed text. So
 * two `input` events, as if the patient had cleared the field and typed again: first another value, then the
 * typed one.
 */
function retype(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  setNativeValue(field, value === '' ? ' ' : '');
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setNativeValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has committed the page: the typed text first (in page order), then the held clicks in order, each
 * once React has committed its part of the page (a late part comes later: src/lib/lateParts.ts); clicks on a late
 * part held meanwhile join the queue. Holding ends when every late part is committed, or after `MAX_WAIT_MS`.
 * A control or field that left the page, or whose part never came, is skipped.
 */
export async function replayEarlyInput(early: EarlyInput): Promise<void> {
  const deadline = Date.now() + MAX_WAIT_MS;
  const retyped = new Set<Field>();
  let retyping = Promise.resolve();
  // The typed text of each field whose part React has committed, once each and one field a task (each field's
  // `onChange` reads the state the previous one set), text typed into a late part before its code came too.
  // One run at a time: the first pass, a click, and a late part's commit each ask for one.
  const run = async () => {
    for (const [field, value] of early.typed) {
      if (retyped.has(field) || !field.isConnected || !isCommitted(field)) continue;
      retyped.add(field);
      retype(field, value);
      await nextTask();
    }
  };
  const retypeCommitted = () => (retyping = retyping.then(run, run));
  try {
    for (const [field] of early.typed) {
      if (!retyped.has(field) && (await whenCommitted(field, deadline))) await retypeCommitted();
    }
  } finally {
    early.release();
  }
  let clicking = false;
  const clickAll = async () => {
    if (clicking) return;
    clicking = true;
    for (let element = early.clicked.shift(); element; element = early.clicked.shift()) {
      await nextTask();
      if (!(await whenCommitted(element, deadline))) continue;
      // What was typed into its part first: a submit reads it.
      await retypeCommitted();
      element.click();
    }
    clicking = false;
  };
  early.onHeld = () => void clickAll();
  const stopWatching = onLatePartCommitted(() => {
    // After React's commit, not inside it.
    setTimeout(() => void retypeCommitted(), 0);
    if (!latePartsPending()) end();
  });
  const timer = setTimeout(() => end(), Math.max(0, deadline - Date.now()));
  function end() {
    stopWatching();
    clearTimeout(timer);
    early.end();
  }
  if (!latePartsPending()) end();
  await clickAll();
}
