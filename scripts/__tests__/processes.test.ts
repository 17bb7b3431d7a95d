import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { describe, it } from 'node:test';
import { freePort, startProcess, stopProcess, untilAnswers, waitForUrl } from '../processes.ts';

const node = process.execPath;

/** Running, not gone nor a zombie (an orphan here may wait a while for a parent to reap it). */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('the processes scripts, tests, the bench and the browser journeys start', () => {
  it('polls until a server answers, and gives up at the deadline or when told to stop', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/health`;
    assert.equal(await waitForUrl(url, 300, () => false, 50), false);
    assert.equal(await waitForUrl(url, 10_000, () => true, 50), false);
    const server = createServer((_request, response) => response.end('ok'));
    setTimeout(() => server.listen(port, '127.0.0.1'), 300);
    const started = Date.now();
    assert.equal(await waitForUrl(url, 10_000, () => false, 50), true);
    assert.ok(Date.now() - started >= 250);
    server.close();
  });

  it('says why a process never answered: it exited first', async () => {
    const child = startProcess(node, ['-e', 'process.exit(3)']);
    await assert.rejects(
      untilAnswers(child, `http://127.0.0.1:${await freePort()}/`, 10_000),
      /exited \(3\)/,
    );
  });

  it('logs whole lines from both streams, also a line written in pieces', async () => {
    const lines: string[] = [];
    const script = `process.stdout.write('{"msg":'); setTimeout(() => { process.stdout.write('"one"}\\n'); console.error('two'); }, 200);`;
    const child = startProcess(node, ['-e', script], {
      env: { UNUSED: '1' },
      log: (line) => lines.push(line),
    });
    await new Promise((resolve) => child.once('close', resolve));
    assert.deepEqual(lines.sort(), ['two', '{"msg":"one"}']);
  });

  it('stops a process with everything it started', async () => {
    let grandchild = 0;
    const child = startProcess('sh', ['-c', 'sleep 60 & echo $!; wait'], {
      log: (line) => (grandchild = Number(line)),
    });
    await new Promise<void>((resolve) => child.stdout!.once('data', () => setImmediate(resolve)));
    assert.ok(grandchild > 0 && alive(grandchild));
    await stopProcess(child);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(alive(grandchild), false, 'the sleep it started has gone too');
  });
});
