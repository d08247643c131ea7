/**
 * ffmpeg as a child process (ADR 043): a run past its time limit is killed and reported as timed
 * out (the asset then fails with its own reason); a run whose signal aborts (the job engine
 * stopping) is killed at once and reported as interrupted (tried again later); ffmpeg exiting
 * with an error is a failure of the input (failed for good).
 */
import { describe, expect, it } from 'vitest';
import { FFMPEG, FfmpegFailed, FfmpegInterrupted, run } from './ffmpeg.ts';

/** An endless lavfi source written nowhere: ffmpeg runs until it is killed. */
const ENDLESS = [
  '-hide_banner',
  '-nostdin',
  '-re',
  '-f',
  'lavfi',
  '-i',
  'testsrc2=size=64x64:rate=5',
  '-f',
  'null',
  '-',
];

describe('ffmpeg runs', () => {
  it('a run past its time limit is killed and reported as timed out', async () => {
    const started = Date.now();
    const error = await run(FFMPEG, ENDLESS, { timeoutMs: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegInterrupted);
    expect((error as FfmpegInterrupted).timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a run whose signal aborts (the engine stopping) is killed at once, not as a timeout', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const started = Date.now();
    const error = await run(FFMPEG, ENDLESS, { timeoutMs: 60_000, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FfmpegInterrupted);
    expect((error as FfmpegInterrupted).timedOut).toBe(false);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('ffmpeg exiting with an error is a failure of the input, with its message', async () => {
    const error = await run(FFMPEG, ['-hide_banner', '-i', '/nonexistent/clip.mp4', '-f', 'null', '-'], {
      timeoutMs: 10_000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegFailed);
    expect((error as Error).message).toContain('No such file');
  });
});
