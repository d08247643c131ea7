/**
 * Video transcoding (docs/spec/console.md#media-library, ADR 043): a 30 s 1080 × 1920 clip
 * (ffmpeg's testsrc2 pictures at 30 fps and a sine tone, made here) through the media library's
 * transcode — the same ffmpeg arguments the job engine runs (H.264 `veryfast` CRF 23, AAC,
 * faststart). Prints the seconds it took and their ratio to the clip's length; the target is a
 * ratio of at most 2 on this 2-core machine (exit code 1 above it). Also checks the result with
 * ffprobe (H.264, yuv420p, 1080 × 1920, AAC).
 *
 *   npm run bench:video
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeVideo } from '../packages/api/src/media/ffmpeg.ts';
import { transcodeVideo, VIDEO_CRF, VIDEO_PRESET } from '../packages/api/src/media/video-transcode.ts';
import { testClip } from '../packages/api/src/testing/test-clip.ts';

const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 30);
/** The most seconds of work per second of video. */
const TARGET_RATIO = 2;

const dir = join(tmpdir(), `renovo-video-bench-${randomUUID()}`);
await mkdir(dir, { recursive: true });
try {
  const input = join(dir, 'input.mp4');
  const output = join(dir, 'output.mp4');
  process.stdout.write(`making a ${SECONDS} s 1080×1920 clip (testsrc2 + sine)…\n`);
  await writeFile(input, await testClip({ width: 1080, height: 1920, seconds: SECONDS, rate: 30 }));
  const probed = await probeVideo(input, { timeoutMs: 60_000 });
  let lastPercent = -1;
  const started = performance.now();
  await transcodeVideo(input, output, {
    duration: probed.duration,
    hasAudio: probed.hasAudio,
    onProgress: (percent) => {
      if (percent >= lastPercent + 25) {
        lastPercent = percent;
        process.stdout.write(`  ${percent}%\n`);
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const made = await probeVideo(output, { timeoutMs: 60_000 });
  const ratio = seconds / probed.duration;
  const mb = (await stat(output)).size / 1024 / 1024;
  process.stdout.write(
    [
      `preset ${VIDEO_PRESET}, CRF ${VIDEO_CRF}`,
      `input  ${probed.width}×${probed.height}, ${probed.duration.toFixed(1)} s, ${probed.codec}`,
      `output ${made.width}×${made.height} ${made.codec} ${made.pixelFormat}${made.hasAudio ? ' + audio' : ''}, ${mb.toFixed(1)} MB`,
      `transcode ${seconds.toFixed(1)} s = ${ratio.toFixed(2)}× the clip's length (target ≤ ${TARGET_RATIO}×)`,
    ]
      .map((line) => `${line}\n`)
      .join(''),
  );
  const right =
    made.codec === 'h264' && made.pixelFormat === 'yuv420p' && made.hasAudio && made.height === 1920;
  if (!right) process.stdout.write('the output is not the expected H.264/yuv420p/AAC 1080×1920\n');
  process.exitCode = ratio <= TARGET_RATIO && right ? 0 : 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
