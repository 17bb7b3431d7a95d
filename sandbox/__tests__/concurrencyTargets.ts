import { type ChildProcess, fork } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Reply, type TestSandbox, call } from './helpers.ts';

/** One sandbox process, as the suite talks to it: requests, and its clock. */
export interface Target {
  request(route: string, body?: unknown, token?: string): Promise<Reply>;
  setClock(now: number): Promise<void>;
}

export function inProcess(sandbox: TestSandbox): Target {
  return {
    request: (route, body, token) => call(sandbox.app, route, body, token),
    setClock: async (now) => sandbox.clock.set(now),
  };
}

/** A sandbox in a child process on the same database file (fixtures/sandboxProcess.ts), over HTTP. */
export async function childProcess(dbFile: string, now: number): Promise<Target & { stop(): void }> {
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'fixtures', 'sandboxProcess.ts'),
    [dbFile, String(now)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // Loading the sandbox's modules takes seconds on a busy machine; V8's code cache halves the next start.
      env: { ...process.env, NODE_COMPILE_CACHE: path.join(tmpdir(), 'sandbox-compile-cache') },
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`sandbox process exited (${code})`)));
    child.once('message', (message: { port: number }) => resolve(message.port));
  });
  let sequence = 0;
  return {
    async request(route, body, token) {
      const [method, url] = route.split(' ') as [string, string];
      const response = await fetch(`http://127.0.0.1:${port}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {};
      return { status: response.status, body: json };
    },
    setClock: (at) =>
      new Promise((resolve) => {
        const id = ++sequence;
        const onMessage = (message: { id?: number }) => {
          if (message.id !== id) return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ id, now: at });
      }),
    stop: () => {
      child.removeAllListeners('exit');
      child.disconnect();
    },
  };
}
