/**
 * The seed gives the demo shorts real video (ADR 037): each MP4 starts with an `ftyp` box, holds
 * one H.264 (`avc1`) video track of 360 × 640 with a positive duration (read by mediabunny's
 * demuxer), the rows point at it with its real duration, and a second seed does nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '@renovo/api';
import type { DatabaseHandle } from '@renovo/api/db';
import { shorts } from '@renovo/api/schema-content';
import { openTestDatabase } from '@renovo/api/testing';
import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeShortVideo } from './encode-short-video.ts';
import { attachDemoVideos } from './index.ts';

/** The boxes at the top level of an MP4 (size, four-character type). */
function topBoxes(mp4: Uint8Array): string[] {
  const view = new DataView(mp4.buffer, mp4.byteOffset, mp4.byteLength);
  const types: string[] = [];
  for (let at = 0; at + 8 <= mp4.length; ) {
    const size = view.getUint32(at);
    types.push(String.fromCharCode(...mp4.subarray(at + 4, at + 8)));
    if (size < 8) break;
    at += size;
  }
  return types;
}

describe('the demo shorts as H.264 MP4', () => {
  it('an encoded short is an MP4 (ftyp first) with one avc1 track, 360 × 640, duration > 0', async () => {
    const mp4 = await encodeShortVideo(3, 1, 5001);
    expect(topBoxes(mp4)[0]).toBe('ftyp');
    // Fast start: the index (moov) before the media data, so playback starts before the end loads.
    expect(topBoxes(mp4).indexOf('moov')).toBeLessThan(topBoxes(mp4).indexOf('mdat'));
    const input = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
    const tracks = await input.getVideoTracks();
    expect(tracks).toHaveLength(1);
    const track = tracks[0]!;
    expect(track.codec).toBe('avc');
    expect(await track.getCodecParameterString()).toMatch(/^avc1\./);
    expect([track.displayWidth, track.displayHeight]).toEqual([360, 640]);
    expect(await input.computeDuration()).toBeGreaterThan(5);
    expect(await input.getMimeType()).toMatch(/^video\/mp4/);
  });

  describe('seeding', () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    const mediaDir = mkdtempSync(join(tmpdir(), 'renovo-demo-media-'));
    beforeAll(async () => {
      ({ handle, dispose } = await openTestDatabase(parseEnv({ NODE_ENV: 'test' }), 'pglite', true));
    }, 120_000);
    afterAll(async () => {
      await dispose?.();
      rmSync(mediaDir, { recursive: true, force: true });
    });

    it('every short gets its MP4 file and its row points at it with the real duration', async () => {
      // The machine's shared cache, as the development start uses it: a CI run encodes the set once,
      // here or in the route tests' stack, whichever comes first (the encoder is checked above).
      const outcome = await attachDemoVideos(handle.db, { mediaDir });
      expect(outcome.attached).toBe(50);
      expect(outcome.encoded).toBeLessThanOrEqual(50);
      const rows = await handle.db.select().from(shorts);
      const files = readdirSync(join(mediaDir, 'videos')).sort();
      expect(files).toHaveLength(50);
      for (const row of rows) {
        expect(row.videoUrl).toMatch(/^\/media\/videos\/\d+-\d+-\d+\.mp4$/);
        expect(files).toContain(row.videoUrl.slice('/media/videos/'.length));
        expect(row.durationSeconds).toBe(7);
      }
      const first = readFileSync(join(mediaDir, 'videos', files[0]!));
      expect(topBoxes(first)[0]).toBe('ftyp');
      // Seeded again: nothing left to do.
      expect(await attachDemoVideos(handle.db, { mediaDir })).toEqual({ attached: 0, encoded: 0 });
    }, 300_000);
  });
});
