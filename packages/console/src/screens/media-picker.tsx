/**
 * Choosing a photo of the media library (a cover, a banner, an image in an article's body): a
 * dialog with the ready photos (never a video), newest first, each with its size and upload day,
 * what the place needs (`hint`: a banner's shape), and an upload of a new one (resumable, with
 * progress; it is chosen once its variants are made; a video or another file is refused with
 * the picker's own words). Escape or 關閉 closes it; focus returns to the button that opened it
 * (the native `<dialog>`).
 */
import { errorMessage } from '@renovo/core/api';
import type { ContractData, consoleMediaListContract } from '@renovo/core/contracts';
import {
  articleEditorMessages as a,
  consoleMessages,
  format,
  mediaLibraryMessages as m,
} from '@renovo/core/messages';
import { useEffect, useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { mediaListRoute, mediaRoute } from '../api/routes.ts';
import { LoadState } from '../components.tsx';
import { useData } from '../use-data.ts';
import { uploadPhoto } from './media-upload.ts';

type MediaPage = ContractData<typeof consoleMediaListContract>;
/** A media-library asset. */
export type Asset = MediaPage['items'][number];

/** How often a new photo's processing is read again, ms. */
const POLL_MS = 1000;

/** The smallest WebP of a photo (a thumbnail). */
export function thumbnailOf(asset: Asset): string | undefined {
  return asset.variants.find((v) => v.format === 'webp')?.url;
}

/** A photo's number, size and upload day (Taipei), as the picker names it. */
function captionOf(asset: Asset): string {
  const date = new Date(asset.created_at).toLocaleDateString('zh-TW', { timeZone: 'Asia/Taipei' });
  return format(m.pickerCaption, {
    id: asset.id,
    width: asset.width ?? '?',
    height: asset.height ?? '?',
    date,
  });
}

/** Waits for an uploaded photo's variants; resolves with the asset (ready or failed). */
async function settled(id: number): Promise<Asset> {
  for (;;) {
    const asset = await call<Asset>(mediaRoute, { params: { id } });
    if (asset.status !== 'processing') return asset;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A file the picker takes (the photo types, or an iPhone's HEIC, which the server explains). */
function looksLikePhoto(file: File): boolean {
  return file.type.startsWith('image/') || /\.hei[cf]$/i.test(file.name);
}

/** The dialog; `onPick` gets the chosen ready photo; `hint` says what the place needs. */
export function MediaPicker({
  title,
  hint,
  onPick,
  onClose,
}: {
  title: string;
  hint?: string;
  onPick: (asset: Asset) => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const photos = useData<MediaPage>(mediaListRoute);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!looksLikePhoto(file)) {
      setError(m.photosOnly);
      return;
    }
    setError('');
    setSent(0);
    try {
      const asset = await settled(await uploadPhoto(file, setSent));
      if (asset.kind !== 'photo') setError(m.photosOnly);
      else if (asset.status === 'ready') onPick(asset);
      else setError(asset.error ?? consoleMessages.common.failed);
    } catch (cause) {
      const said = errorMessage(cause);
      setError(said === m.notAPhoto ? m.photosOnly : (said ?? m.offline));
    } finally {
      setSent(null);
    }
  }

  const ready =
    photos.data?.items.filter((asset) => asset.kind === 'photo' && asset.status === 'ready') ?? [];
  return (
    <dialog
      ref={dialog}
      className="drawer media-picker"
      aria-labelledby="media-picker-title"
      onClose={onClose}
    >
      <header className="drawer-head">
        <h2 id="media-picker-title">{title}</h2>
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          {a.close}
        </button>
      </header>
      {hint ? (
        <p className="hint" id="media-picker-hint">
          {hint}
        </p>
      ) : null}
      <label>
        {m.choose}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,.heic,.heif"
          disabled={sent !== null}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {sent !== null ? (
        <p>
          <progress max={1} value={sent} aria-label={`${m.uploading} ${Math.round(sent * 100)}%`} />{' '}
          {sent >= 1 ? m.processing : m.uploading}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <LoadState loading={photos.loading} error={photos.error} />
      {!photos.loading && ready.length === 0 && !photos.error ? <p>{m.empty}</p> : null}
      <ul className="media-grid">
        {ready.map((asset) => (
          <li key={asset.id}>
            <button type="button" className="media-choice" onClick={() => onPick(asset)}>
              <img
                src={thumbnailOf(asset)}
                alt={`${a.pickPhoto} ${captionOf(asset)}`}
                width={asset.width ?? undefined}
                height={asset.height ?? undefined}
                loading="lazy"
              />
              <span className="media-choice__caption" aria-hidden="true">
                {captionOf(asset)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
