/**
 * Choosing a photo of the media library (a cover, an image in an article's body): a dialog
 * with the ready photos, newest first, and an upload of a new one (resumable, with progress;
 * it is chosen once its variants are made). Escape or 關閉 closes it; focus returns to the
 * button that opened it (the native `<dialog>`).
 */
import { errorMessage } from '@renovo/core/api';
import type { ContractData, consoleMediaListContract } from '@renovo/core/contracts';
import {
  articleEditorMessages as a,
  consoleMessages,
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

/** Waits for an uploaded photo's variants; resolves with the asset (ready or failed). */
async function settled(id: number): Promise<Asset> {
  for (;;) {
    const asset = await call<Asset>(mediaRoute, { params: { id } });
    if (asset.status !== 'processing') return asset;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The dialog; `onPick` gets the chosen ready photo. */
export function MediaPicker({
  title,
  onPick,
  onClose,
}: {
  title: string;
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
    setError('');
    setSent(0);
    try {
      const asset = await settled(await uploadPhoto(file, setSent));
      if (asset.status === 'ready') onPick(asset);
      else setError(asset.error ?? consoleMessages.common.failed);
    } catch (cause) {
      setError(errorMessage(cause) ?? m.offline);
    } finally {
      setSent(null);
    }
  }

  const ready = photos.data?.items.filter((asset) => asset.status === 'ready') ?? [];
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
                alt={`${a.pickPhoto} #${asset.id}（${asset.width} × ${asset.height}）`}
                width={asset.width ?? undefined}
                height={asset.height ?? undefined}
                loading="lazy"
              />
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
