/**
 * Debian's ffmpeg and ffprobe as child processes (ADR 043): no npm wrapper, the arguments are
 * an array (never a shell), every run has a time limit after which it is killed, and an
 * AbortSignal (the job engine stopping) kills it at once. A run that ends by a signal is an
 * `FfmpegInterrupted` (try again later); one that exits non-zero is an `FfmpegFailed` (the input
 * is bad: trying again would fail the same way).
 */
import { spawn } from 'node:child_process';

/** The programs, overridable for an operator whose ffmpeg is elsewhere. */
export const FFMPEG = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const FFPROBE = process.env.FFPROBE_PATH ?? '/usr/bin/ffprobe';

/** ffmpeg exited with an error: the input could not be read or converted. */
export class FfmpegFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FfmpegFailed';
  }
}

/** ffmpeg was killed (the time limit, a shutdown) or could not start: the work may be tried again. */
export class FfmpegInterrupted extends Error {
  /** True when it was killed because it ran past its time limit. */
  readonly timedOut: boolean;
  constructor(message: string, timedOut = false) {
    super(message);
    this.name = 'FfmpegInterrupted';
    this.timedOut = timedOut;
  }
}

/** Options of one run. */
export interface RunOptions {
  /** Killed after this many milliseconds. */
  timeoutMs: number;
  /** Killed when this aborts (the job engine stops). */
  signal?: AbortSignal;
  /** Each line ffmpeg writes to its standard output (`-progress pipe:1`). */
  onLine?: (line: string) => void;
}

/** The last bytes of stderr kept for the log (ffmpeg is chatty). */
const STDERR_KEPT = 4000;

/** Runs `program` with `args`; answers its standard output. */
export function run(program: string, args: readonly string[], options: RunOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new FfmpegInterrupted('aborted before start'));
      return;
    }
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    let timedOut = false;
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    options.signal?.addEventListener('abort', kill, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onLine) {
        stdout += chunk;
        return;
      }
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line.trim());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    const done = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', kill);
    };
    child.on('error', (error) => {
      done();
      reject(new FfmpegInterrupted(`${program} could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      done();
      if (signal !== null || timedOut)
        reject(new FfmpegInterrupted(`${program} killed (${signal})`, timedOut));
      else if (code !== 0) reject(new FfmpegFailed(stderr.trim() || `${program} exited ${code}`));
      else resolve(stdout);
    });
  });
}

/** What ffprobe tells of a video. */
export interface ProbedVideo {
  /** Seconds. */
  duration: number;
  /** Upright size in pixels (a phone's rotation applied). */
  width: number;
  height: number;
  hasAudio: boolean;
  codec: string;
  pixelFormat: string;
  /** The container's tags (`location` is a phone's GPS position). */
  tags: Record<string, string>;
}

interface ProbeJson {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: Record<string, string>;
    side_data_list?: { rotation?: number }[];
  }[];
}

/** Probes the file at `path`; an FfmpegFailed when it holds no readable video stream. */
export async function probeVideo(path: string, options: RunOptions): Promise<ProbedVideo> {
  const json = JSON.parse(
    await run(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      options,
    ),
  ) as ProbeJson;
  const video = json.streams?.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new FfmpegFailed('no video stream');
  const duration = Number(json.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new FfmpegFailed('no duration');
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0),
  );
  const sideways = rotation % 180 === 90;
  return {
    duration,
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    hasAudio: json.streams?.some((s) => s.codec_type === 'audio') ?? false,
    codec: video.codec_name ?? '',
    pixelFormat: video.pix_fmt ?? '',
    tags: json.format?.tags ?? {},
  };
}
