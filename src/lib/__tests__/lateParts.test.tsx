import { act, lazy, type ReactNode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LatePart } from '../../components/LatePart';
import { takeEarlyInput } from '../earlyInput';
import { replayEarlyInput } from '../earlyInputReplay';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT } from '../earlyInputScript';
import { isCommitted } from '../lateParts';

/** A button that counts its clicks, as the app's menus open on one. */
function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <button id={id} type="button" onClick={() => setCount((n) => n + 1)}>
      {`${id} ${count}`}
    </button>
  );
}

/** A lazy part whose code arrives when the test says so. */
function deferredPart() {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: () => ReactNode }>((resolve) => {
    arrive = () => resolve({ default: () => <Counter id="late" /> });
  });
  return { Late: lazy(() => code), arrive };
}

function Page({ late }: { late: ReactNode }) {
  return (
    <header>
      <Counter id="eager" />
      <LatePart>{late}</LatePart>
    </header>
  );
}

const text = (id: string) => document.getElementById(id)?.textContent;
const click = (id: string) =>
  document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = '';
});

/** The server's HTML of the page with its late part rendered, and the inline script, as the browser has them. */
function serverPage(): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(<Page late={<Counter id="late" />} />)}</div>`;
  new Function(EARLY_INPUT_SCRIPT)();
  return document.getElementById('root')!;
}

it('makes a click held on a late part again once React has committed that part, not before', async () => {
  const container = serverPage();
  click('eager');
  click('late');
  const { Late, arrive } = deferredPart();

  const early = takeEarlyInput(container);
  await act(async () => {
    root = hydrateRoot(container, <Page late={<Late />} />);
  });
  // The page is the app's but the late part's code has not come: its button is the server's HTML.
  expect(isCommitted(document.getElementById('late')!)).toBe(false);
  const replayed = replayEarlyInput(early);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(text('eager')).toBe('eager 1');
  expect(text('late')).toBe('late 0');

  await act(async () => arrive());
  await replayed;
  expect(isCommitted(document.getElementById('late')!)).toBe(true);
  expect(text('late')).toBe('late 1');
});

it("once the page is the app's, still holds a click on a late part React has not committed and makes it once it has", async () => {
  const container = serverPage();
  const { Late, arrive } = deferredPart();
  const early = takeEarlyInput(container);
  await act(async () => {
    root = hydrateRoot(container, <Page late={<Late />} />);
  });
  early.stop();
  const replayed = replayEarlyInput(early);

  // React has the eager part: the click goes straight to it.
  await act(async () => click('eager'));
  expect(text('eager')).toBe('eager 1');
  // Not the late part yet: held (cancelled), then made once the part is committed.
  let cancelled = false;
  await act(async () => {
    cancelled = !click('late');
  });
  expect(cancelled).toBe(true);
  await act(async () => arrive());
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(text('late')).toBe('late 1');
  // From then on React answers it directly.
  await replayed;
  await act(async () => click('late'));
  expect(text('late')).toBe('late 2');
});
