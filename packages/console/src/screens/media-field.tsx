/**
 * A media-library photo chosen for a content field (a company's logo, a work's cover or photo):
 * its id, typed or picked from the latest photos of the library (never a video), and a preview of
 * it. The picker is a list of buttons (keyboard and screen reader: each names its photo by id and size).
 */
import type { ContractData, consoleMediaListContract } from '@renovo/core/contracts';
import { format, mediaLibraryMessages, consoleWorkMessages as w } from '@renovo/core/messages';
import { useId, useState } from 'react';
import { mediaListRoute } from '../api/routes.ts';
import { LoadState } from '../components.tsx';
import { useData } from '../use-data.ts';

type Asset = ContractData<typeof consoleMediaListContract>['items'][number];

/** The smallest WebP of a ready photo, for a thumbnail. */
function thumbnailOf(asset: Pick<Asset, 'variants'>): string | undefined {
  return asset.variants.find((v) => v.format === 'webp')?.url;
}

/** The latest photos of the library as buttons; choosing one answers its id. */
function MediaPicker({ onPick, label }: { onPick(id: number): void; label: string }) {
  const list = useData<ContractData<typeof consoleMediaListContract>>(mediaListRoute);
  return (
    <div className="media-picker">
      <LoadState loading={list.loading} error={list.error} />
      {list.data?.items.length === 0 ? <p>{mediaLibraryMessages.empty}</p> : null}
      <ul aria-label={label}>
        {list.data?.items
          .filter((asset) => asset.kind === 'photo' && asset.status !== 'failed')
          .map((asset) => {
            const src = thumbnailOf(asset);
            const name = `${w.photoId} ${asset.id}`;
            return (
              <li key={asset.id}>
                <button type="button" className="media-pick" onClick={() => onPick(asset.id)}>
                  {src ? <img src={src} alt="" width={96} height={72} loading="lazy" /> : null}
                  <span>
                    {asset.status === 'ready' ? name : `${name}（${mediaLibraryMessages.processing}）`}
                  </span>
                </button>
              </li>
            );
          })}
      </ul>
    </div>
  );
}

/** A photo id field with the library picker. */
export function MediaField({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const [picking, setPicking] = useState(false);
  const hintId = useId();
  return (
    <div className="media-field">
      <label>
        {label}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          value={value ?? ''}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        />
      </label>
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <button
        type="button"
        className="secondary"
        aria-expanded={picking}
        onClick={() => setPicking(!picking)}
      >
        {format(w.pickFrom, { label })}
      </button>
      {picking ? (
        <MediaPicker
          label={label}
          onPick={(id) => {
            onChange(id);
            setPicking(false);
          }}
        />
      ) : null}
    </div>
  );
}
