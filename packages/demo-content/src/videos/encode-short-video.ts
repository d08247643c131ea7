/**
 * The demo shorts as real video (ADR 037): each short's three drawn rooms — the first
 * is its poster — rendered by resvg, panned slowly and cross-faded, encoded to H.264 by
 * `@napi-rs/webcodecs` (the WebCodecs `VideoEncoder` on FFmpeg's libx264/openh264, a prebuilt
 * binary from the npm registry, no system ffmpeg) and muxed into a fast-start MP4 by `mediabunny`.
 *
 * @example const mp4 = await encodeShortVideo(3, 1, 5007); // Uint8Array, or throws
 */

import { renderMedia } from '@renovo/api/seeding';
import { Resvg } from '@resvg/resvg-js';
import { BufferTarget, EncodedPacket, EncodedVideoPacketSource, Mp4OutputFormat, Output } from 'mediabunny';

/** The shape of every demo short video. */
export const SHORT_VIDEO = {
  /** Portrait 9:16, like the 720 × 1280 posters (half their size: small files, fast to encode). */
  width: 360,
  height: 640,
  fps: 24,
  /** Seconds each room is shown (three rooms). */
  sceneSeconds: 2.5,
  /** Frames of the cross-fade into the next room. */
  fadeFrames: 8,
  /** Pixels the camera pans across a room. */
  pan: 48,
  /** Keyframe every second (seeking). */
  keyframeEvery: 24,
  /**
   * Asked for as H.264 Constrained Baseline 3.0; FFmpeg's encoder behind `@napi-rs/webcodecs`
   * writes High 3.0 (`avc1.64001e`), which every current browser and phone decodes too.
   */
  codec: 'avc1.42E01E',
  bitrate: 500_000,
} as const;

/** The spaces a short shows: its own first (its poster), then two others. */
function shortSpaces(spaceId: number): number[] {
  return [spaceId, ...[1, 6, 5, 2, 3].filter((s) => s !== spaceId)].slice(0, 3);
}

/** One room drawn at the video's height: RGBA pixels, `width` × SHORT_VIDEO.height. */
interface Scene {
  pixels: Uint8Array;
  width: number;
}

function drawScene(styleId: number, spaceId: number, seed: number): Scene {
  const svg = renderMedia('photos', `${styleId}-${spaceId}-${seed}.svg`);
  if (!svg) throw new Error(`no drawing for style ${styleId}, space ${spaceId}`);
  const image = new Resvg(svg, { fitTo: { mode: 'height', value: SHORT_VIDEO.height } }).render();
  return { pixels: new Uint8Array(image.pixels), width: image.width };
}

/**
 * Frame `into` of the video: the portrait window of `scene` at horizontal offset `x`. The poster
 * shows the middle of the room (viewBox x 375–825 of 1200), so the pan is centred on it.
 */
function crop(scene: Scene, x: number, into: Uint8Array): void {
  const { width: w, height: h } = SHORT_VIDEO;
  for (let row = 0; row < h; row++) {
    const from = (row * scene.width + x) * 4;
    into.set(scene.pixels.subarray(from, from + w * 4), row * w * 4);
  }
}

function blend(a: Uint8Array, b: Uint8Array, t: number, into: Uint8Array): void {
  for (let i = 0; i < into.length; i++) into[i] = a[i]! + (b[i]! - a[i]!) * t;
}

/** The frames of the short (RGBA), one at a time. */
function* frames(styleId: number, spaceId: number, seed: number): Generator<Uint8Array> {
  const { width: w, height: h, fps, sceneSeconds, fadeFrames, pan } = SHORT_VIDEO;
  const scenes = shortSpaces(spaceId).map((space, i) => drawScene(styleId, space, seed + i));
  const perScene = Math.round(fps * sceneSeconds);
  const frame = new Uint8Array(w * h * 4);
  const next = new Uint8Array(w * h * 4);
  const out = new Uint8Array(w * h * 4);
  for (let s = 0; s < scenes.length; s++) {
    const scene = scenes[s]!;
    const centre = Math.round((scene.width * 600) / 1200 - w / 2);
    for (let f = 0; f < perScene; f++) {
      const x = Math.max(0, Math.min(scene.width - w, centre - pan / 2 + Math.round((pan * f) / perScene)));
      crop(scene, x, frame);
      const following = scenes[s + 1];
      const fadeAt = perScene - fadeFrames;
      if (following && f >= fadeAt) {
        const c = Math.round((following.width * 600) / 1200 - w / 2) - pan / 2;
        crop(following, Math.max(0, c), next);
        blend(frame, next, (f - fadeAt + 1) / (fadeFrames + 1), out);
        yield out;
      } else {
        yield frame;
      }
    }
  }
}

/** The WebCodecs of `@napi-rs/webcodecs`, loaded when first needed (a native module). */
type WebCodecs = typeof import('@napi-rs/webcodecs');
let webCodecs: Promise<WebCodecs> | undefined;

/** Loads the encoder; rejects where its prebuilt binary does not run (the caller falls back). */
export function loadWebCodecs(): Promise<WebCodecs> {
  webCodecs ??= import('@napi-rs/webcodecs');
  return webCodecs;
}

/** Encodes the short of style `styleId`, space `spaceId` and drawing seed `seed` to an MP4. */
export async function encodeShortVideo(styleId: number, spaceId: number, seed: number): Promise<Uint8Array> {
  const { VideoEncoder, VideoFrame } = await loadWebCodecs();
  const { width, height, fps, codec, bitrate, keyframeEvery } = SHORT_VIDEO;
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  const chunks: {
    data: Uint8Array;
    type: 'key' | 'delta';
    timestamp: number;
    duration: number;
    meta: unknown;
  }[] = [];
  let failure: unknown = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => {
      const data = new Uint8Array(chunk.byteLength);
      chunk.copyTo(data);
      chunks.push({
        data,
        type: chunk.type,
        timestamp: chunk.timestamp,
        duration: chunk.duration ?? 0,
        meta,
      });
    },
    error: (err) => {
      failure = err;
    },
  });
  encoder.configure({ codec, width, height, bitrate, framerate: fps, avc: { format: 'avc' } });
  let index = 0;
  for (const pixels of frames(styleId, spaceId, seed)) {
    const frame = new VideoFrame(pixels, {
      format: 'RGBA',
      codedWidth: width,
      codedHeight: height,
      timestamp: Math.round((index * 1e6) / fps),
      duration: Math.round(1e6 / fps),
    });
    encoder.encode(frame, { keyFrame: index % keyframeEvery === 0 });
    frame.close();
    index++;
    // A turn of the event loop every half second of video: a server encoding its demo shorts
    // after it listens (a first start) keeps answering meanwhile.
    if (index % (fps / 2) === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await encoder.flush();
  encoder.close();
  if (failure) throw failure;
  for (const chunk of chunks) {
    const packet = new EncodedPacket(chunk.data, chunk.type, chunk.timestamp / 1e6, chunk.duration / 1e6);
    await source.add(packet, chunk.meta as Parameters<typeof source.add>[1]);
  }
  await output.finalize();
  const buffer = output.target.buffer;
  if (!buffer) throw new Error('the MP4 muxer produced nothing');
  return new Uint8Array(buffer);
}
