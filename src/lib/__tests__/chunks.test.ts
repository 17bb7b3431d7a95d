import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadChunk } from '../chunks';

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

describe('loadChunk', () => {
  it('reloads the page once when a chunk answers 404 (a new build), and never settles meanwhile', async () => {
    const reload = jest.fn();
    const loading = loadChunk(failing(`${base}/static/js/async/old.js`), reload);
    expect(await settledWithin(loading)).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('reloaded_for_new_build')).toBe('true');
  });

  it('after that reload, a chunk that fails again goes to the error pages', async () => {
    sessionStorage.setItem('reloaded_for_new_build', 'true');
    const reload = jest.fn();
    await expect(loadChunk(failing(`${base}/static/js/async/old.js`), reload)).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline (the chunk’s server does not answer): no reload, the error goes on', async () => {
    const reload = jest.fn();
    const offline = `${base}/static/js/async/old.js`;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await expect(loadChunk(failing(offline), reload)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    expect(reload).not.toHaveBeenCalled();
    server = createServer().listen(0);
  });

  it('a chunk that is there but failed for another reason (a crash in it) is no deploy', async () => {
    const reload = jest.fn();
    await expect(loadChunk(failing(`${base}/static/js/async/new-build.js`), reload)).rejects.toThrow();
    await expect(loadChunk(() => Promise.reject(new TypeError('boom')), reload)).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a chunk that loads ends the reloaded-once state, so a later deploy reloads again', async () => {
    sessionStorage.setItem('reloaded_for_new_build', 'true');
    let fresh!: typeof loadChunk; // the page after the reload: its own copy of the module
    await jest.isolateModulesAsync(async () => {
      fresh = (await import('../chunks')).loadChunk;
    });
    expect(await fresh(async () => ({ default: 'page' }))).toEqual({ default: 'page' });
    expect(sessionStorage.getItem('reloaded_for_new_build')).toBeNull();
  });
});
