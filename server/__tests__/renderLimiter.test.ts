import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRenderLimiter, RendererBusy, TIMED_OUT, withDeadline } from '../renderLimiter.ts';

/** A task that runs until its `finish` is called. */
function heldTask() {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { task: () => done.then(() => 'done'), finish: () => finish() };
}

describe('the render limiter', () => {
  it('runs `concurrency` tasks at once and starts the next as one ends', async () => {
    const limiter = createRenderLimiter({ concurrency: 2, maxQueue: 5, maxWaitMs: 10_000 });
    const held = [heldTask(), heldTask(), heldTask()];
    const runs = held.map(({ task }) => limiter.run(task));
    assert.deepEqual(limiter.stats(), { active: 2, queued: 1 });
    held[0]?.finish();
    assert.equal(await runs[0], 'done');
    assert.deepEqual(limiter.stats(), { active: 2, queued: 0 });
    held[1]?.finish();
    held[2]?.finish();
    assert.deepEqual(await Promise.all(runs), ['done', 'done', 'done']);
    assert.deepEqual(limiter.stats(), { active: 0, queued: 0 });
  });

  it('turns a task away at once when the queue is full, and after maxWaitMs in it', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, maxQueue: 1, maxWaitMs: 50 });
    const running = heldTask();
    const first = limiter.run(running.task);
    const waiting = limiter.run(async () => 'never');
    await assert.rejects(
      limiter.run(async () => 'never'),
      RendererBusy,
    );
    await assert.rejects(
      waiting,
      (error: Error) => error instanceof RendererBusy && /50 ms/.test(error.message),
    );
    assert.deepEqual(limiter.stats(), { active: 1, queued: 0 });
    running.finish();
    assert.equal(await first, 'done');
  });

  it('frees its slot when a task fails', async () => {
    const limiter = createRenderLimiter({ concurrency: 1, maxQueue: 0, maxWaitMs: 10 });
    await assert.rejects(
      limiter.run(async () => Promise.reject(new Error('boom'))),
      /boom/,
    );
    assert.equal(await limiter.run(async () => 'next'), 'next');
  });
});

describe('withDeadline', () => {
  it('gives the value in time, TIMED_OUT after', async () => {
    assert.equal(await withDeadline(Promise.resolve(1), 1000), 1);
    assert.equal(await withDeadline(new Promise(() => undefined), 10), TIMED_OUT);
  });
});
