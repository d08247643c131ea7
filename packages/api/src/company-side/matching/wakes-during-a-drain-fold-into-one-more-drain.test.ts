/**
 * Rules (docs/spec/company-side.md#matching): matching drains new leads one run at a time; the
 * wakes that come during a run (a burst of filed leads) fold into one more run right after it, and
 * a failed run does not stop the next.
 */
import { describe, expect, it } from 'vitest';
import { createDrainer } from './new-leads-wake.ts';

/** A promise and its resolve function. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the new-lead drainer', () => {
  it('runs once per wake when idle, and never two runs at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const gate = deferred();
    const drainer = createDrainer(
      async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await gate.promise;
        running -= 1;
      },
      () => {},
    );
    drainer.wake();
    for (let i = 0; i < 50; i++) drainer.wake();
    gate.resolve();
    await drainer.idle();
    expect(most).toBe(1);
    // The first run, and one more for every wake that came during it.
    expect(runs).toBe(2);
    drainer.wake();
    await drainer.idle();
    expect(runs).toBe(3);
  });

  it('reports a failed run and runs again at the next wake', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const drainer = createDrainer(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database gone');
      },
      (err) => errors.push(err),
    );
    drainer.wake();
    await drainer.idle();
    drainer.wake();
    await drainer.idle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
