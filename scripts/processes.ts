/**
 * Starting and stopping the servers and drivers that scripts, tests, the bench and the browser journeys run:
 * free ports, waiting for an address to answer, and child processes in groups of their own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Polls `url` until it answers with any HTTP status below 500; false when `timeoutMs` passes first or
 * `stopped()` says to give up (a server exited).
 */
export async function waitForUrl(
  url: string,
  timeoutMs: number,
  stopped: () => boolean = () => false,
  intervalMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!stopped()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    if (Date.now() >= deadline) return false;
    await sleep(intervalMs);
  }
  return false;
}

/** Waits until `child` answers at `url`; throws when it exits first or `timeoutMs` passes. */
export async function untilAnswers(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  if (await waitForUrl(url, timeoutMs, exited, 250)) return;
  throw new Error(
    exited()
      ? `exited (${child.exitCode ?? child.signalCode}) before ${url} answered`
      : `${url} did not answer within ${timeoutMs / 1000} s`,
  );
}

const children = new Set<ChildProcess>();
// A runner that dies still takes its servers and browsers with it.
process.once('exit', () => {
  for (const child of children) if (child.pid) killGroup(child.pid);
});

function killGroup(pid: number, signal: NodeJS.Signals = 'SIGTERM') {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

export interface ProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** Each whole line it writes, standard output and error alike. */
  log?: (line: string) => void;
  /** Runs it as this user (nginx started by root runs as nobody). */
  user?: { uid: number; gid: number };
}

/**
 * Starts a command from the project's folder in a process group of its own (so it can be stopped with
 * everything it started), with `env` over this process's environment.
 */
export function startProcess(command: string, args: string[], options: ProcessOptions = {}): ChildProcess {
  const { env = {}, log = () => undefined, user } = options;
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => line && log(line));
  }
  return child;
}

/** Stops a process started here and everything it started; waits until it has gone. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  children.delete(child);
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child.pid, signal);
  const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
