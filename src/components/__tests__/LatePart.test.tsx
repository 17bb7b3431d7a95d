import { act, type ComponentType, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { lazyLatePart } from '../LatePart';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A part's code: fails (as offline) until the test lets it load. */
function partCode() {
  let available = false;
  const load = jest.fn(() =>
    available
      ? Promise.resolve({ default: () => <footer>the footer</footer> })
      : Promise.reject(Object.assign(new Error('Loading chunk 4p failed.'), { name: 'ChunkLoadError' })),
  );
  return { load, comeOnline: () => (available = true) };
}

async function render(node: React.ReactNode) {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    root = createRoot(container);
    root.render(node);
  });
  return container;
}

/** The part alone in its Suspense boundary, as a late part is. */
const renderPart = (Part: ComponentType) =>
  render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );

const setOnline = (online: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

describe('lazyLatePart', () => {
  beforeEach(() => setOnline(false));
  afterEach(() => {
    setOnline(true);
    jest.useRealTimers();
  });

  it('shows what stands in for the part when its code cannot load, instead of failing the page', async () => {
    const { load } = partCode();
    const Part = lazyLatePart(load, <span>waiting</span>);
    const page = await render(
      <main>
        <h1>the page</h1>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </main>,
    );
    expect(page.textContent).toBe('the pagewaiting');
  });

  it('loads the part again when the browser is back online', async () => {
    const { load, comeOnline } = partCode();
    const Part = lazyLatePart(load);
    const page = await renderPart(Part);
    expect(page.textContent).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
    comeOnline();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(page.textContent).toBe('the footer');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offline again on the retry: waits for the next time the browser is online', async () => {
    const { load, comeOnline } = partCode();
    const Part = lazyLatePart(load);
    const page = await renderPart(Part);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(page.textContent).toBe('');
    comeOnline();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(page.textContent).toBe('the footer');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a failure while the browser thought it was online (a blip) is tried again a while later', async () => {
    setOnline(true);
    jest.useFakeTimers();
    const { load, comeOnline } = partCode();
    const Part = lazyLatePart(load);
    const page = await renderPart(Part);
    expect(page.textContent).toBe('');
    comeOnline();
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(page.textContent).toBe('the footer');
  });
});
