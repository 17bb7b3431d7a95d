import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isGoneAfterDeploy, loadChunk, reloadTowards } from '../chunks';
import { reportTo } from '../errorReports';

let server: Server;
let base: string;
beforeEach(async () => {
  // The web server after a deploy: the new build's chunks exist, the old ones answer 404.
  server = createServer((req, res) => {
    res.writeHead(req.url?.includes('new-build') ? 200 : 404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  sessionStorage.clear();
});

/** What the bundler's runtime rejects with when a chunk does not load. */
const chunkLoadError = (request: string) =>
  Object.assign(new Error(`Loading chunk 7 failed.\n(error: ${request})`), {
    name: 'ChunkLoadError',
    request,
  });
const failing = (request: string) => () => Promise.reject(chunkLoadError(request));
const settledWithin = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(() => 'settled'),
    new Promise((resolve) => setTimeout(resolve, 200, 'pending')),
  ]);

/** Waits (a busy machine answers the HEAD request slowly) until the page was told to reload. */
async function reloaded(reload: jest.Mock) {
  for (let waited = 0; reload.mock.calls.length === 0 && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const BUILD_A = 'build-a';
const BUILD_B = 'build-b';
const page = async () => ({ default: 'page' });

describe('loadChunk', () => {
  it('reloads the page once when a chunk answers 404 (a new build), and never settles meanwhile', async () => {
    const reload = jest.fn();
    const loading = loadChunk(failing(`${base}/static/js/async/old.js`), { build: BUILD_A, reload });
    await reloaded(reload);
    expect(await settledWithin(loading)).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith(window.location.href);
    expect(sessionStorage.getItem('reloaded_for_new_build')).toBe(BUILD_A);
  });

  it('chunks that fail together (a page and its texts) reload the page once, and none of them settles', async () => {
    const reload = jest.fn();
    const loading = [
      loadChunk(failing(`${base}/static/js/async/page-old.js`), { page: true, build: BUILD_A, reload }),
      loadChunk(failing(`${base}/static/js/async/i18n-old.js`), { build: BUILD_A, reload }),
    ];
    await reloaded(reload);
    // A third fails after the reload has started: it waits for it too.
    const late = loadChunk(failing(`${base}/static/js/async/late-old.js`), { build: BUILD_A, reload });
    expect(await Promise.all([...loading, late].map(settledWithin))).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads on the address of the page being navigated to, when the router names one', async () => {
    const reload = jest.fn();
    reloadTowards(() => '/en/specialties?x=1');
    try {
      void loadChunk(failing(`${base}/static/js/async/old.js`), { build: BUILD_A, reload });
      await reloaded(reload);
    } finally {
      reloadTowards(() => undefined);
    }
    expect(reload).toHaveBeenCalledWith(new URL('/en/specialties?x=1', window.location.href).href);
  });

  it('still gone after that reload (the same build came back): the error, and no reload again', async () => {
    sessionStorage.setItem('reloaded_for_new_build', BUILD_A);
    const reload = jest.fn();
    for (let click = 0; click < 3; click += 1) {
      const failed = await loadChunk(failing(`${base}/static/js/async/old.js`), {
        build: BUILD_A,
        reload,
      }).catch((error: unknown) => error);
      expect(failed).toMatchObject({ name: 'ChunkLoadError' });
      // The error pages say the page could not be loaded, with the way home (not 'Try again').
      expect(isGoneAfterDeploy(failed)).toBe(true);
      // Other pages of that build load meanwhile: they do not make the next click reload.
      await loadChunk(page, { page: true, build: BUILD_A, reload });
    }
    expect(reload).not.toHaveBeenCalled();
  });

  it('gone in the build the reload brought too (a broken deploy): the error, not a second reload', async () => {
    sessionStorage.setItem('reloaded_for_new_build', BUILD_A);
    const reload = jest.fn();
    // The new build's catalog loads first; its page's chunk is gone.
    await loadChunk(page, { build: BUILD_B, reload });
    await expect(
      loadChunk(failing(`${base}/static/js/async/new.js`), { page: true, build: BUILD_B, reload }),
    ).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a part that only decorates the page, gone after a deploy: its error, never a reload (typed text stays)', async () => {
    const reload = jest.fn();
    const failed = await loadChunk(failing(`${base}/static/js/async/toasts-old.js`), {
      build: BUILD_A,
      reload,
      mayReload: false,
    }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ name: 'ChunkLoadError' });
    expect(isGoneAfterDeploy(failed)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    // The page's own code still reloads the tab once for the new build.
    void loadChunk(failing(`${base}/static/js/async/page-old.js`), { page: true, build: BUILD_A, reload });
    await reloaded(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline (the chunk’s server does not answer): no reload, the error goes on', async () => {
    const reload = jest.fn();
    const offline = `${base}/static/js/async/old.js`;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    const failed = await loadChunk(failing(offline), { reload }).catch((error: unknown) => error);
    expect(failed).toMatchObject({ name: 'ChunkLoadError' });
    expect(isGoneAfterDeploy(failed)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    server = createServer().listen(0);
  });

  it('a chunk that is there but failed for another reason (a crash in it) is no deploy', async () => {
    const reload = jest.fn();
    await expect(loadChunk(failing(`${base}/static/js/async/new-build.js`), { reload })).rejects.toThrow();
    await expect(loadChunk(() => Promise.reject(new TypeError('boom')), { reload })).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a page that loads in the new build ends the reloaded-once state, so a later deploy reloads again', async () => {
    sessionStorage.setItem('reloaded_for_new_build', BUILD_A);
    const reload = jest.fn();
    expect(await loadChunk(page, { page: true, build: BUILD_B, reload })).toEqual({ default: 'page' });
    expect(sessionStorage.getItem('reloaded_for_new_build')).toBeNull();
    void loadChunk(failing(`${base}/static/js/async/old.js`), { build: BUILD_B, reload });
    await reloaded(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('reloaded_for_new_build')).toBe(BUILD_B);
  });

  it('a chunk that fails for good is reported as an error the patient met; the reload for a new build is not', async () => {
    const reported: Array<[string, unknown]> = [];
    reportTo((kind, error) => reported.push([kind, error]));
    const reload = jest.fn();
    void loadChunk(failing(`${base}/static/js/async/old.js`), { build: BUILD_A, reload });
    await reloaded(reload);
    expect(reported).toEqual([]);
    await expect(
      loadChunk(failing(`${base}/static/js/async/old.js`), { build: BUILD_A, reload: jest.fn() }),
    ).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(reported).toEqual([['chunk', expect.objectContaining({ name: 'ChunkLoadError' })]]);
  });
});
