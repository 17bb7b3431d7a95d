import { type EarlyInput, takeEarlyInput } from '../earlyInput';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '../earlyInputScript';
import { LATE_PART_ATTRIBUTE, latePartCommitted } from '../lateParts';

const PAGE = `
  <form id="form">
    <label for="phone">Phone</label><input id="phone" value="">
    <select id="country"><option value="ES" selected>Spain</option><option value="PT">Portugal</option></select>
    <label id="consent-label"><input id="consent" type="checkbox"> I accept the <a id="policy" href="#policy">policy</a></label>
    <div role="tab" id="tab"><span id="tab-text">Tab</span></div>
    <button id="submit" type="submit"><span id="submit-text">Continue</span></button>
  </form>
  <a id="link" href="#elsewhere"><span id="link-text">Elsewhere</span></a>
  <div id="late" ${LATE_PART_ATTRIBUTE}><input id="card" value=""></div>`;

const byId = (id: string) => document.getElementById(id)!;

/** Clicks `id` as a user would; true when the page's default action (submit, tick, follow) was cancelled. */
function click(target: string | Element): boolean {
  const element = typeof target === 'string' ? byId(target) : target;
  return !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${PAGE}</div>`;
  // The page's inline script, as the browser runs it.
  new Function(EARLY_INPUT_SCRIPT)();
});
afterEach(() => {
  take().stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
});

const taken: EarlyInput[] = [];
/** Takes over as the app does; each test's takes are released after it. */
function take(): EarlyInput {
  const early = takeEarlyInput(byId('root'));
  taken.push(early);
  return early;
}
afterEach(() => {
  for (const early of taken.splice(0)) {
    early.stop();
    early.end();
  }
});

describe('the inline early-input script', () => {
  it('holds clicks on buttons, tabs and a checkbox (directly or through its label), in order', () => {
    expect(click('consent')).toBe(true);
    expect((byId('consent') as HTMLInputElement).checked).toBe(false);
    expect(click('tab-text')).toBe(true);
    expect(click('consent-label')).toBe(true);
    expect(click('submit-text')).toBe(true);
    expect(take().clicked.map((element) => element.id)).toEqual([
      'consent',
      'tab',
      'consent-label',
      'submit',
    ]);
  });

  it('leaves links and a text field’s label alone', () => {
    expect(click('link-text')).toBe(false);
    expect(click('policy')).toBe(false);
    expect(click('phone')).toBe(false);
    expect(click(document.querySelector('label[for=phone]')!)).toBe(false);
    expect(take().clicked).toEqual([]);
  });

  it('keeps the first five clicks but cancels every one; the app holds them on until it releases them', () => {
    for (let i = 0; i < 7; i++) expect(click('submit')).toBe(true);
    const early = take();
    expect(early.clicked).toHaveLength(5);
    // Until the typed text is back (src/lib/earlyInputReplay.ts), then clicks go to React.
    expect(click('tab-text')).toBe(true);
    expect(early.clicked.at(-1)?.id).toBe('tab');
    early.release();
    expect(click('tab')).toBe(false);
  });

  it('while the app holds clicks, leaves links alone too, a link inside a checkbox’s label included', () => {
    const early = take();
    // The privacy policy's link in the consent's label: it opens the policy, never ticks the box.
    expect(click('policy')).toBe(false);
    expect(click('link-text')).toBe(false);
    expect(click('consent-label')).toBe(true);
    expect(early.clicked.map((element) => element.id)).toEqual(['consent-label']);
  });

  it('cancels a native form submission', () => {
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    expect(byId('form').dispatchEvent(submit)).toBe(false);
  });
});

describe('takeEarlyInput', () => {
  it('reads the fields the user changed, and what is typed until stopped', () => {
    (byId('country') as HTMLSelectElement).value = 'PT';
    const early = take();
    expect([...early.typed].map(([field, value]) => [field.id, value])).toEqual([['country', 'PT']]);

    const phone = byId('phone') as HTMLInputElement;
    phone.value = '612';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    early.stop();
    phone.value = '612345678';
    phone.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.typed.get(phone)).toBe('612');
  });

  it('after the page’s commit, reads what is typed into a late part until React commits that part', () => {
    const early = take();
    early.stop();
    const card = byId('card') as HTMLInputElement;
    const type = (value: string) => {
      card.value = value;
      card.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('12/3');
    expect(early.typed.get(card)).toBe('12/3');
    latePartCommitted(byId('late'));
    // From its commit on, the part's fields are React's.
    type('12/34');
    expect(early.typed.get(card)).toBe('12/3');
  });
});
