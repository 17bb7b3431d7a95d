import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A port nobody listens on now (the OS picks it): for the servers behind the fronts. */
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

/** Waits until `url` answers at all (any status), as Playwright's webServer does. */
export async function waitForUrl(url: string, timeout: number, process?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (process && process.exitCode !== null)
      throw new Error(`exited (${process.exitCode}) before ${url} answered`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeout / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
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

/** Starts a command in a process group of its own (so it can be stopped with everything it started). */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  log: (line: string) => void,
): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => chunk.split('\n').filter(Boolean).forEach(log));
  }
  return child;
}

/** Stops a process started here and everything it started; waits until it has gone. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  children.delete(child);
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(child.pid);
  const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
