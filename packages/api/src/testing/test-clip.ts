/**
 * Test clips made at test time with ffmpeg's lavfi sources (`testsrc2` pictures, a `sine` tone),
 * so no video file is committed: the media tests, the shorts e2e and `npm run bench:video` use it.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FFMPEG, run } from '../media/ffmpeg.ts';

/** What clip to make. */
export interface ClipOptions {
  width: number;
  height: number;
  seconds: number;
  /** A sine tone as its sound (default true). */
  audio?: boolean;
  /** A phone's GPS position in the container's `location` tag (ISO 6709, e.g. `+25.0330+121.5654/`). */
  location?: string;
  /** The container (default mp4). */
  container?: 'mp4' | 'mov' | 'webm';
  /** Frames per second (default 25). */
  rate?: number;
}

/** The ffmpeg arguments that make the clip `output`. */
function clipArgs(options: ClipOptions, output: string): string[] {
  const { width, height, seconds, audio = true, location, container = 'mp4', rate = 25 } = options;
  const webm = container === 'webm';
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${rate}:duration=${seconds}`,
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    ...(webm
      ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p']),
    ...(audio ? ['-c:a', webm ? 'libopus' : 'aac'] : []),
    ...(location ? ['-metadata', `location=${location}`] : []),
    '-shortest',
    output,
  ];
}

/** Makes a clip and answers its bytes. */
export async function testClip(options: ClipOptions): Promise<Uint8Array> {
  const output = join(tmpdir(), `renovo-clip-${randomUUID()}.${options.container ?? 'mp4'}`);
  try {
    await run(FFMPEG, clipArgs(options, output), { timeoutMs: 120_000 });
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(output, { force: true });
  }
}
