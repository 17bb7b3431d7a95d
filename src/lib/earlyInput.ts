import { EARLY_INPUT_GLOBAL, HELD_CONTROLS } from './earlyInputScript';
import { isCommitted } from './lateParts';

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the user did on a server-rendered page before the app answered (docs/decisions/0005-early-input-replay.md). */
export interface EarlyInput {
  /** The controls clicked and held, in order: the replay takes them from the front as they come. */
  clicked: HTMLElement[];
  /** The fields the user changed, with their latest value. */
  typed: Map<Field, string>;
  /** Told of each click held from now on (the replay, once it has loaded). */
  onHeld?: () => void;
  /**
   * Stops reading what is typed, but into a late part React has not committed yet (it keeps the server's HTML,
   * and the text typed into it, until its code comes): call it once the app has committed the page.
   */
  stop(): void;
  /**
   * From now on holds only clicks on a late part React has not committed yet (src/lib/lateParts.ts): the replay
   * calls it once the typed text is back, before it clicks again.
   */
  release(): void;
  /** Stops holding clicks and reading what is typed at all. */
  end(): void;
}

/**
 * The control a click is held for, as the inline script decides: the nearest control or link, and never a link
 * (the privacy policy's link inside the consent's label opens the policy; it does not tick the box), a label
 * only for a box.
 */
function heldControl(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest(`${HELD_CONTROLS},a[href]`) : null;
  if (!(control instanceof HTMLElement) || control instanceof HTMLAnchorElement) return null;
  if (control instanceof HTMLLabelElement) {
    const type = control.control instanceof HTMLInputElement ? control.control.type : '';
    if (control.control && type !== 'checkbox' && type !== 'radio') return null;
  }
  return control;
}

const NOT_TYPED = /^(?:checkbox|radio|file|hidden|submit|reset|button|image)$/;

const isTypedField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement ||
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !NOT_TYPED.test(target.type));

function wasChanged(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/**
 * Stops the inline script holding clicks and reads what was typed into the server's HTML: call it right before the
 * app takes the page over. Text typed while React hydrates is read too, until `stop()`, and into a late part until
 * React commits it: React 19 keeps the text of a field it hydrates but not in the field's state, so the field's
 * next render would wipe it. Clicks go on being
 * held until `release()` (a form's submit would read its state without the typed text), and those on a late part
 * not committed yet until `end()` (React would drop them).
 */
export function takeEarlyInput(root: HTMLElement): EarlyInput {
  const early = (window as unknown as Record<string, { take(): Element[] } | undefined>)[EARLY_INPUT_GLOBAL];
  const clicked = (early?.take() ?? []).filter((element) => element instanceof HTMLElement);
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isTypedField(field) && wasChanged(field)) typed.set(field, field.value);
  }
  let stopped = false;
  const read = ({ target }: Event) => {
    if (!isTypedField(target) || !root.contains(target)) return;
    if (!stopped || !isCommitted(target)) typed.set(target, target.value);
  };
  let released = false;
  const hold = (event: MouseEvent) => {
    const control = heldControl(event.target);
    if (!control || !root.contains(control) || (released && isCommitted(control))) return;
    event.preventDefault();
    event.stopPropagation();
    clicked.push(control);
    input.onHeld?.();
  };
  document.addEventListener('input', read, true);
  document.addEventListener('change', read, true);
  document.addEventListener('click', hold, true);
  const input: EarlyInput = {
    clicked,
    typed,
    stop() {
      stopped = true;
    },
    release() {
      released = true;
    },
    end() {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', read, true);
      document.removeEventListener('change', read, true);
    },
  };
  return input;
}
