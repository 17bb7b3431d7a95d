import type { EarlyInput, Field } from './earlyInput';

/** How long a held click or typed text waits for its part of the page to be taken over by the app. */
const MAX_WAIT_MS = 10_000;
const POLL_MS = 50;

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True once React has hydrated the node: React (17 to 19) marks each DOM node it has taken over with an own
 * property `__reactFiber$…`. A lazy part under Suspense (the header's quick actions and account button) keeps the
 * server's HTML, unmarked, until its code has loaded.
 */
const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** The props React last committed for the node (`__reactProps$…`, set with the fiber): a controlled field's value. */
const committedProps = (node: Node): Record<string, unknown> | undefined => {
  const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
  return key ? (node as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
};

/**
 * Waits until React has the node (false if it left the page or never came). First one task, so React has rendered
 * what the previous step changed: a submit handler reads the state the click before it set.
 */
async function whenHydrated(node: Node): Promise<boolean> {
  await after(0);
  for (let waited = 0; !isHydrated(node); waited += POLL_MS) {
    if (!node.isConnected || waited >= MAX_WAIT_MS) return false;
    await after(POLL_MS);
  }
  return node.isConnected;
}

/**
 * Puts typed text back and tells React. React compares a field's value with the last one it knew of, which after
 * hydration may already be the typed text (React 19 keeps a hydrated field's text without telling its state), so:
 * first set another value through React, then the typed one behind its back, then the `input` event.
 */
function retype(field: Field, value: string) {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = value === '' ? ' ' : '';
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A field is marked as hydrated while React renders its part, which may not be committed yet: an event then is
 * lost like a click (the contact page's app-link form, a lazy part). So the text is put back until React's
 * committed props show it (a controlled field's `value`), or once for a field React does not control.
 */
async function retypeUntilTaken(field: Field, value: string) {
  for (let waited = 0; waited < MAX_WAIT_MS; waited += POLL_MS) {
    if (!(await whenHydrated(field))) return;
    const before = committedProps(field)?.value;
    retype(field, value);
    await after(0);
    const props = committedProps(field);
    // Taken: the value, or any change (a field that formats what it is given).
    if (!props || !('value' in props) || props.value === value || props.value !== before) return;
    await after(POLL_MS);
  }
}

/**
 * Once the app has committed the page: the typed text first (in page order), then the held clicks in order, each
 * when React has its part of the page. A click React gets on a part it has not hydrated yet (a lazy part whose code
 * is still loading) is lost: React 19 tries to hydrate that part at once, cannot, and stops the event (a submit
 * button would even send its form natively). A control that left the page meanwhile is skipped.
 */
export async function replayEarlyInput(early: EarlyInput): Promise<void> {
  try {
    for (const [field, value] of early.typed) await retypeUntilTaken(field, value);
  } finally {
    early.release();
  }
  for (const element of early.clicked) {
    if (await whenHydrated(element)) element.click();
  }
}
