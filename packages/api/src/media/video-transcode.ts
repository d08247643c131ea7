/**
 * A video's transcoding (docs/spec/console.md#media-library, ADR 043): one H.264 MP4 every
 * browser plays — yuv420p, AAC stereo audio when the clip has sound, the `moov` index before the
 * media data (`-movflags +faststart`, so playback starts before the file has arrived), at most
 * VIDEO_MAX_SHORT_SIDE pixels on its short side with the aspect ratio kept (a vertical
 * 1080 × 1920 stays as it is; nothing is enlarged) — and a poster frame as a JPEG. Every piece
 * of metadata is dropped (`-map_metadata -1`: a phone's clip carries its GPS position in
 * `location`), as are chapters, subtitles and data streams.
 */
import { VIDEO_MAX_SHORT_SIDE } from '@renovo/core/contracts';
import { FFMPEG, run } from './ffmpeg.ts';

/**
 * x264's preset and quality: `veryfast` at CRF 23 transcodes a 30 s 1080 × 1920 clip in about
 * half its length on two cores (`npm run bench:video`; ADR 043), at a size a phone streams.
 */
export const VIDEO_PRESET = 'veryfast';
export const VIDEO_CRF = 23;
/** AAC bitrate of the audio. */
const AUDIO_BITRATE = '128k';

/** The longest a transcode may take: a floor, plus this many times the clip's length. */
const TIMEOUT_FLOOR_MS = 2 * 60_000;
const TIMEOUT_PER_SECOND_MS = 10_000;
/** The longest taking one frame may take. */
export const FRAME_TIMEOUT_MS = 60_000;

/** The time limit of transcoding a clip `duration` seconds long. */
const transcodeTimeoutMs = (duration: number) =>
  TIMEOUT_FLOOR_MS + Math.ceil(duration) * TIMEOUT_PER_SECOND_MS;

/** The scale filter: the short side at most VIDEO_MAX_SHORT_SIDE, even sizes, never enlarged. */
const n = VIDEO_MAX_SHORT_SIDE;
const SCALE_FILTER =
  `scale=w='if(lte(iw\\,ih)\\,trunc(min(${n}\\,iw)/2)*2\\,-2)'` +
  `:h='if(lte(iw\\,ih)\\,-2\\,trunc(min(${n}\\,ih)/2)*2)'`;

/** Options of a transcode. */
export interface TranscodeOptions {
  /** The clip's length in seconds (probed), to turn ffmpeg's position into a percentage. */
  duration: number;
  hasAudio: boolean;
  /** Called with 0–99 as ffmpeg works (at most about once a second: ffmpeg's progress period). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Overrides transcodeTimeoutMs (tests). */
  timeoutMs?: number;
}

/** The percentage of a clip `duration` seconds long that ffmpeg's `out_time_us` reached. */
function percentDone(outTimeUs: number, duration: number): number {
  if (!(duration > 0) || !(outTimeUs > 0)) return 0;
  // 100 is written when the file is stored, not when ffmpeg reaches the end.
  return Math.min(99, Math.floor((outTimeUs / 1_000_000 / duration) * 100));
}

/** The ffmpeg arguments that transcode `input` into `output`. */
function transcodeArgs(input: string, output: string, hasAudio: boolean): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', AUDIO_BITRATE, '-ac', '2'] : ['-an']),
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-vf',
    `${SCALE_FILTER},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    VIDEO_PRESET,
    '-crf',
    String(VIDEO_CRF),
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-stats_period',
    '1',
    '-nostats',
    output,
  ];
}

/** Transcodes the file `input` into the MP4 `output`, reporting progress. */
export async function transcodeVideo(
  input: string,
  output: string,
  options: TranscodeOptions,
): Promise<void> {
  await run(FFMPEG, transcodeArgs(input, output, options.hasAudio), {
    timeoutMs: options.timeoutMs ?? transcodeTimeoutMs(options.duration),
    ...(options.signal ? { signal: options.signal } : {}),
    onLine: (line) => {
      const match = /^out_time_us=(\d+)$/.exec(line);
      if (match) options.onProgress?.(percentDone(Number(match[1]), options.duration));
    },
  });
}

/** The moment a poster is taken from by default: a second in, or the middle of a shorter clip. */
export const defaultPosterAt = (duration: number) => Math.min(1, duration / 2);

/**
 * Writes the frame at `atSeconds` of `input` as the JPEG `output`, scaled as the video is. A
 * moment past the end takes the last frame ffmpeg finds before it.
 */
export async function posterFrame(
  input: string,
  output: string,
  atSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  const args = (at: number) => [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-ss',
    at.toFixed(3),
    '-i',
    input,
    '-frames:v',
    '1',
    '-map_metadata',
    '-1',
    '-vf',
    SCALE_FILTER,
    '-q:v',
    '2',
    '-update',
    '1',
    output,
  ];
  const options = { timeoutMs: FRAME_TIMEOUT_MS, ...(signal ? { signal } : {}) };
  await run(FFMPEG, args(atSeconds), options);
}
