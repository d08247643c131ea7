/**
 * A short's video in the shorts form (docs/spec/console.md#shorts): choose a vertical clip, see
 * it sent (tus, resumable) and then transcoded (the job engine's progress, read every second),
 * or the zh-TW reason it failed with 重試; once ready, pick the cover frame with a time slider.
 * Every state change is announced (a polite live region) and every control is a labelled native
 * control, so it works by keyboard and screen reader.
 */
import { errorMessage, NetworkError } from '@renovo/core/api';
import type { MediaAsset } from '@renovo/core/contracts';
import {
  consoleMessages,
  format,
  mediaLibraryMessages as m,
  consoleShortsMessages as s,
} from '@renovo/core/messages';
import { useEffect, useState } from 'react';
import { call } from '../api/call.ts';
import { mediaPosterRoute, mediaRetryRoute, mediaRoute } from '../api/routes.ts';
import { uploadPhoto as uploadFile } from './media-upload.ts';

/** How often a processing video is read again, ms. */
const POLL_MS = 1000;
/** The video types the picker offers (the server decides by the bytes). */
const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm';

/** The video part of the form: `video` is the asset (null before an upload). */
export function ShortVideo({
  video,
  onVideo,
}: {
  video: MediaAsset | null;
  onVideo: (asset: MediaAsset) => void;
}) {
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [posterAt, setPosterAt] = useState(0);
  const [busy, setBusy] = useState(false);

  // A processing video is read again until it is ready or failed.
  const processingId = video?.status === 'processing' ? video.id : null;
  useEffect(() => {
    if (processingId === null) return;
    const timer = setInterval(async () => {
      try {
        onVideo(await call<MediaAsset>(mediaRoute, { params: { id: processingId } }));
      } catch {
        // Read again on the next round.
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [processingId, onVideo]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem('');
    setSent(0);
    try {
      const id = await uploadFile(file, setSent);
      onVideo(await call<MediaAsset>(mediaRoute, { params: { id } }));
    } catch (error) {
      setProblem(
        error instanceof NetworkError ? m.offline : (errorMessage(error) ?? consoleMessages.common.failed),
      );
    } finally {
      setSent(null);
    }
  }

  async function act(work: () => Promise<unknown>) {
    setBusy(true);
    setProblem('');
    try {
      await work();
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    } finally {
      setBusy(false);
    }
  }

  const retry = (id: number) =>
    act(async () => {
      await call(mediaRetryRoute, { params: { id } });
      onVideo(await call<MediaAsset>(mediaRoute, { params: { id } }));
    });
  const takePoster = (id: number) =>
    act(async () =>
      onVideo(await call<MediaAsset>(mediaPosterRoute, { params: { id }, body: { at_seconds: posterAt } })),
    );

  const progress = video?.progress ?? 0;
  return (
    <fieldset className="short-video">
      <legend>{s.video}</legend>
      <label>
        {video ? s.replaceVideo : s.chooseVideo}
        <input
          type="file"
          accept={VIDEO_ACCEPT}
          disabled={sent !== null}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <div aria-live="polite" className="short-video-state">
        {sent !== null ? (
          <label>
            {m.uploading} {Math.round(sent * 100)}%
            <progress max={1} value={sent} />
          </label>
        ) : video?.status === 'processing' ? (
          <label>
            {format(m.transcoding, { percent: progress })}
            <progress max={100} value={progress} />
          </label>
        ) : video?.status === 'failed' ? (
          <p className="form-error">
            {format(s.videoFailedLabel, { reason: video.error ?? '' })}{' '}
            <button type="button" className="secondary" disabled={busy} onClick={() => retry(video.id)}>
              {m.retry}
            </button>
          </p>
        ) : video?.status === 'ready' ? (
          <p>
            {s.videoReady}
            {video.duration_seconds !== undefined
              ? `（${format(m.duration, { seconds: Math.round(video.duration_seconds) })}）`
              : null}
          </p>
        ) : (
          <p>{s.noVideo}</p>
        )}
      </div>
      {video?.status === 'ready' ? (
        <div className="short-cover">
          {video.poster_url ? (
            <img src={video.poster_url} alt={s.coverPreview} width={135} height={240} />
          ) : null}
          <label>
            {s.coverAt}：{posterAt.toFixed(1)}
            <input
              type="range"
              min={0}
              max={Math.max(0, (video.duration_seconds ?? 0) - 0.1)}
              step={0.1}
              value={posterAt}
              aria-valuetext={format(m.duration, { seconds: posterAt.toFixed(1) })}
              onChange={(event) => setPosterAt(Number(event.target.value))}
            />
          </label>
          <button type="button" className="secondary" disabled={busy} onClick={() => takePoster(video.id)}>
            {s.takeCover}
          </button>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="form-error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
