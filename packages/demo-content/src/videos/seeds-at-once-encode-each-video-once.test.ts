/**
 * The demo videos' shared cache (ADR 037): seeds that run at once (parallel test workers, two
 * development starts) encode each video once between them — one claims it, the others wait for
 * its file — and a claim whose process is gone is taken over, so a killed seed blocks nobody.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoVideo, fillCache } from './index.ts';

const videos: DemoVideo[] = Array.from({ length: 6 }, (_, i) => ({
  id: i + 1,
  url: `/media/videos/1-${i + 1}-500${i}.mp4`,
  name: `1-${i + 1}-500${i}.mp4`,
  params: [1, i + 1, 5000 + i],
}));

/** An encoder that takes a moment (`ms()`, 20 by default) and counts what it made, by name. */
function countingEncoder(ms: () => number = () => 20) {
  const made: string[] = [];
  const encode = async (style: number, space: number, seed: number) => {
    made.push(`${style}-${space}-${seed}.mp4`);
    await sleep(ms());
    return new TextEncoder().encode(`mp4 of ${style}-${space}-${seed}`);
  };
  return { made, encode };
}

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo videos cache shared by seeds that run at once', () => {
  it('three seeds at once encode each video once, and each finds every video in the cache', async () => {
    dir = mkdtempSync(join(tmpdir(), 'renovo-demo-cache-'));
    const seeds = [countingEncoder(), countingEncoder(), countingEncoder()];
    const counts = await Promise.all(seeds.map((seed) => fillCache(videos, dir, seed.encode)));
    const made = seeds.flatMap((seed) => seed.made).sort();
    expect(made).toEqual(videos.map((v) => v.name).sort());
    expect(counts.reduce((a, b) => a + b, 0)).toBe(videos.length);
    // Every MP4 whole, no claim or temporary file left.
    expect(readdirSync(dir).sort()).toEqual(videos.map((v) => v.name).sort());
    for (const video of videos)
      expect(readFileSync(join(dir, video.name), 'utf8')).toBe(`mp4 of ${video.params.join('-')}`);
    // A later seed encodes nothing.
    const later = countingEncoder();
    expect(await fillCache(videos, dir, later.encode)).toBe(0);
  });

  it('a seed that found no MP4 and gets the claim just after another seed wrote it and let go encodes nothing (20 rounds of three seeds with jittered encoders)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'renovo-demo-cache-'));
    for (let round = 0; round < 20; round++) {
      const roundDir = mkdtempSync(join(dir, 'round-'));
      const seeds = [0, 1, 2].map(() => countingEncoder(() => Math.random() * 4));
      await Promise.all(seeds.map((seed) => fillCache(videos, roundDir, seed.encode)));
      expect(seeds.flatMap((seed) => seed.made).sort(), `round ${round}`).toEqual(
        videos.map((v) => v.name).sort(),
      );
    }
  });

  it('a video another running seed has claimed is waited for, not encoded again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'renovo-demo-cache-'));
    const claimed = videos[0]!;
    // This process holds the claim, as another running seed would.
    writeFileSync(join(dir, `${claimed.name}.claim`), String(process.pid));
    setTimeout(() => writeFileSync(join(dir, claimed.name), 'made by the other seed'), 300);
    const seed = countingEncoder();
    expect(await fillCache(videos, dir, seed.encode)).toBe(videos.length - 1);
    expect(seed.made).not.toContain(claimed.name);
    expect(readFileSync(join(dir, claimed.name), 'utf8')).toBe('made by the other seed');
  });

  it('a claim whose seed is gone (its process ended, or it is older than 5 minutes) is taken over', async () => {
    dir = mkdtempSync(join(tmpdir(), 'renovo-demo-cache-'));
    // The id of a process that has ended.
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(join(dir, `${videos[0]!.name}.claim`), gone);
    // A live process's claim, but an old one.
    const old = join(dir, `${videos[1]!.name}.claim`);
    writeFileSync(old, String(process.pid));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(old, tenMinutesAgo, tenMinutesAgo);
    const seed = countingEncoder();
    expect(await fillCache(videos, dir, seed.encode)).toBe(videos.length);
    for (const video of videos) {
      expect(existsSync(join(dir, video.name))).toBe(true);
      expect(existsSync(join(dir, `${video.name}.claim`))).toBe(false);
    }
  });

  it('a failed encode lets its claim go, so the next seed can try', async () => {
    dir = mkdtempSync(join(tmpdir(), 'renovo-demo-cache-'));
    const failing = async () => {
      throw new Error('encoder crashed');
    };
    await expect(fillCache(videos.slice(0, 1), dir, failing)).rejects.toThrow('encoder crashed');
    expect(readdirSync(dir)).toEqual([]);
    expect(await fillCache(videos.slice(0, 1), dir, countingEncoder().encode)).toBe(1);
  });
});
