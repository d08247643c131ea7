import { describe, expect, test } from 'vitest';
import { createPreloadQueue } from './preload-queue.ts';

/** A preload the test finishes by hand. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('route preload (docs/spec/platform.md#limits: at most 5 concurrent)', () => {
  test('at most 5 run at once; the others start in order as ones finish', async () => {
    const preload = createPreloadQueue();
    const jobs = Array.from({ length: 8 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    for (const [i, job] of jobs.entries()) {
      preload(`/works/${i}`, () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        return job.promise.finally(() => {
          running -= 1;
        });
      });
    }
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    jobs[2]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    jobs[0]?.reject(new Error('offline'));
    jobs[1]?.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const job of jobs) job.resolve();
    await settle();
    expect(most).toBe(5);
  });

  test('a path asked for again is preloaded once; a failed one may be tried again', async () => {
    const preload = createPreloadQueue();
    let calls = 0;
    let fail = true;
    const task = () => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    preload('/article/1', task);
    preload('/article/1', task);
    await settle();
    expect(calls).toBe(1);
    fail = false;
    preload('/article/1', task);
    await settle();
    preload('/article/1', task);
    await settle();
    expect(calls).toBe(2);
  });
});
