import {
  AFTER_PAINT_SCRIPT,
  APP_SCRIPT_ATTRIBUTE,
  EARLY_SCRIPT_ATTRIBUTE,
  FALLBACK_MS,
  IMAGE_WAIT_MS,
} from '../afterPaintScript';
import { EARLY_PAGE_GLOBAL, EARLY_PAGE_WAIT_MS, offerEarlyPage, offerNoEarlyPage } from '../earlyPage';

const SCRIPTS = ['/static/js/lib-react.1.js', '/static/js/index.2.js'];

type Entry = { name: string; element?: Element };

/** A PerformanceObserver as a browser with paint (and, optionally, element) timing has it; `emit` delivers entries. */
function fakeObserver(types: string[]) {
  const observers: Array<{ callback: (list: { getEntries(): Entry[] }) => void; types: string[] }> = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    private readonly record: (typeof observers)[number];
    constructor(callback: (list: { getEntries(): Entry[] }) => void) {
      this.record = { callback, types: [] };
      observers.push(this.record);
    }
    observe({ type }: { type: string }) {
      this.record.types.push(type);
    }
    disconnect() {
      this.record.types = [];
    }
  }
  const emit = (type: string, entries: Entry[]) => {
    for (const observer of observers) {
      if (observer.types.includes(type)) observer.callback({ getEntries: () => entries });
    }
  };
  return { FakeObserver, emit, observedTypes: () => observers.flatMap((observer) => observer.types) };
}

/** A marked image the browser is still loading (the doctor's photo). */
function loadingPhoto(): HTMLImageElement {
  const photo = document.createElement('img');
  photo.setAttribute('elementtiming', 'doctor-photo');
  Object.defineProperty(photo, 'complete', { get: () => false });
  document.querySelector('main')!.append(photo);
  return photo;
}

const added = () =>
  Array.from(document.head.querySelectorAll('script'), (script) => script.getAttribute('src'));

/** Runs the inline script as the browser does: the last element of the body, its addresses in its attribute. */
function runInlineScript() {
  const script = document.createElement('script');
  script.setAttribute(APP_SCRIPT_ATTRIBUTE, SCRIPTS.join(' '));
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  try {
    new Function(AFTER_PAINT_SCRIPT)();
  } finally {
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
  }
}

let visibility: DocumentVisibilityState = 'visible';
const originalObserver = window.PerformanceObserver;
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  document.head.innerHTML = '';
  document.body.innerHTML = '<main id="main-content"><h1>Dra. Lucía Martín</h1></main>';
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as { [EARLY_PAGE_GLOBAL]?: unknown })[EARLY_PAGE_GLOBAL];
  window.PerformanceObserver = originalObserver;
});

describe("the inline script that adds the app's scripts", () => {
  it('adds them in order, not async, once the first contentful paint has shown', () => {
    const { FakeObserver, emit } = fakeObserver(['paint']);
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    runInlineScript();
    jest.advanceTimersByTime(FALLBACK_MS / 2);
    emit('paint', [{ name: 'first-paint' }]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);

    emit('paint', [{ name: 'first-contentful-paint' }]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(SCRIPTS);
    expect(Array.from(document.head.querySelectorAll('script'), (script) => script.async)).toEqual([
      false,
      false,
    ]);
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(added()).toEqual(SCRIPTS);
  });

  it('waits for the marked photo to paint after the first paint, for a while at most', () => {
    const photo = loadingPhoto();
    const { FakeObserver, emit, observedTypes } = fakeObserver(['paint', 'element']);
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    runInlineScript();
    expect(observedTypes()).toEqual(['paint', 'element']);

    emit('paint', [{ name: 'first-contentful-paint' }]);
    jest.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(added()).toEqual([]);
    emit('element', [{ name: 'image-paint', element: photo }]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(SCRIPTS);
  });

  it('does not wait for a photo that failed, nor longer than its time for one that never paints', () => {
    const failed = loadingPhoto();
    loadingPhoto();
    const { FakeObserver, emit } = fakeObserver(['paint', 'element']);
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    runInlineScript();
    failed.dispatchEvent(new Event('error'));
    emit('paint', [{ name: 'first-contentful-paint' }]);
    jest.advanceTimersByTime(IMAGE_WAIT_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(SCRIPTS);
  });

  it('adds them at once on a page that is not visible (it does not paint)', () => {
    visibility = 'hidden';
    window.PerformanceObserver = fakeObserver(['paint'])
      .FakeObserver as unknown as typeof PerformanceObserver;
    runInlineScript();
    expect(added()).toEqual(SCRIPTS);
  });

  it('adds them after the next frame in a browser without paint timing', () => {
    window.PerformanceObserver = fakeObserver(['mark']).FakeObserver as unknown as typeof PerformanceObserver;
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    runInlineScript();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    frames.shift()!(0);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(SCRIPTS);
    requestFrame.mockRestore();
  });

  it('adds them after FALLBACK_MS when the first paint is never reported', () => {
    window.PerformanceObserver = fakeObserver(['paint'])
      .FakeObserver as unknown as typeof PerformanceObserver;
    runInlineScript();
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(SCRIPTS);
  });

  describe("a page whose token had expired (its early script may be putting the patient's page in place)", () => {
    /** The early script's offer, with the page's arrival in the test's hands. */
    function offered() {
      let arrive!: () => void;
      let wanted!: () => boolean;
      offerEarlyPage((stillWanted) => {
        wanted = stillWanted;
        return new Promise<void>((resolve) => (arrive = resolve));
      });
      return { arrive: () => arrive(), wanted: () => wanted() };
    }

    it("adds them once the patient's page is in, and nothing replaces the page after", async () => {
      visibility = 'hidden';
      const page = offered();
      runInlineScript();
      await jest.advanceTimersByTimeAsync(EARLY_PAGE_WAIT_MS - 1);
      expect(added()).toEqual([]);
      expect(page.wanted()).toBe(true);
      page.arrive();
      await jest.advanceTimersByTimeAsync(0);
      expect(added()).toEqual(SCRIPTS);
      expect(page.wanted()).toBe(false);
    });

    it('adds them after EARLY_PAGE_WAIT_MS when the page does not come, and the frame stays', async () => {
      visibility = 'hidden';
      const page = offered();
      runInlineScript();
      await jest.advanceTimersByTimeAsync(EARLY_PAGE_WAIT_MS);
      expect(added()).toEqual(SCRIPTS);
      expect(page.wanted()).toBe(false);
    });

    it('waits for the early script to have run (it loads async, and may come after the first paint)', async () => {
      visibility = 'hidden';
      const early = document.createElement('script');
      early.setAttribute(EARLY_SCRIPT_ATTRIBUTE, '');
      document.body.prepend(early);
      runInlineScript();
      await jest.advanceTimersByTimeAsync(100);
      expect(added()).toEqual([]);
      const page = offered();
      early.dispatchEvent(new Event('load'));
      await jest.advanceTimersByTimeAsync(0);
      expect(added()).toEqual([]);
      page.arrive();
      await jest.advanceTimersByTimeAsync(0);
      expect(added()).toEqual(SCRIPTS);
    });

    it('goes on at once when the early script has run and renews nothing, or has failed to load', async () => {
      visibility = 'hidden';
      const early = document.createElement('script');
      early.setAttribute(EARLY_SCRIPT_ATTRIBUTE, '');
      document.body.prepend(early);
      offerNoEarlyPage();
      runInlineScript();
      expect(added()).toEqual(SCRIPTS);

      document.head.innerHTML = '';
      delete (window as { [EARLY_PAGE_GLOBAL]?: unknown })[EARLY_PAGE_GLOBAL];
      runInlineScript();
      early.dispatchEvent(new Event('error'));
      expect(added()).toEqual(SCRIPTS);
    });

    it('an early script that comes after them offers nothing', () => {
      visibility = 'hidden';
      runInlineScript();
      expect(added()).toEqual(SCRIPTS);
      const fill = jest.fn(() => Promise.resolve());
      offerEarlyPage(fill);
      expect(fill).not.toHaveBeenCalled();
    });
  });
});
