/**
 * A work's photos (docs/spec/console.md#works): each a media-library photo with its space, caption
 * and alt text, in order. Staff reorder them by dragging (a pointer) or with 上移 / 下移 (the
 * keyboard, a screen reader, a phone); focus stays on the moved photo's button and a live region
 * says where it went. The server groups the photos by space in this order.
 */
import type { WorkPhotoInput } from '@renovo/core/contracts';
import { SPACES } from '@renovo/core/data';
import { format, consoleWorkMessages as w } from '@renovo/core/messages';
import { useRef, useState } from 'react';
import { MediaField } from './media-field.tsx';

/** A photo as the form holds it, with a key of its own (two rows may show the same photo). */
export type PhotoDraft = WorkPhotoInput & { key: number; thumbnail?: string };

const SPACE_OPTIONS = SPACES.filter((s) => Number(s.value) > 0);
const spaceName = (id: number) => SPACE_OPTIONS.find((s) => s.value === id)?.label ?? '';

/** `list` with the item at `from` moved to `to`. */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

export function WorkPhotos({
  photos,
  onChange,
}: {
  photos: PhotoDraft[];
  onChange(next: PhotoDraft[]): void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const [newId, setNewId] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const keys = useRef(photos.reduce((top, p) => Math.max(top, p.key), 0));

  function move(from: number, to: number, focus?: 'up' | 'down') {
    if (to < 0 || to >= photos.length) return;
    onChange(moved(photos, from, to));
    setSaid(format(w.moved, { n: to + 1 }));
    if (focus)
      requestAnimationFrame(() =>
        list.current?.querySelectorAll<HTMLButtonElement>(`[data-move="${focus}"]`)[to]?.focus(),
      );
  }
  const patch = (index: number, change: Partial<PhotoDraft>) =>
    onChange(photos.map((p, i) => (i === index ? { ...p, ...change } : p)));

  return (
    <fieldset className="work-photos">
      <legend>{w.photos}</legend>
      <p className="hint">{w.photosHint}</p>
      {photos.length === 0 ? <p>{w.noPhotos}</p> : null}
      <ol ref={list}>
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            className={dragging === index ? 'photo-row dragging' : 'photo-row'}
            draggable
            onDragStart={(e) => {
              setDragging(index);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) move(dragging, index);
              setDragging(null);
            }}
            onDragEnd={() => setDragging(null)}
          >
            <span className="drag-handle" aria-hidden="true" title={w.dragHandle}>
              ⠿
            </span>
            <span className="photo-label">
              {format(w.photoLabel, { n: index + 1, space: spaceName(photo.spaceId) })}（{w.photoId}{' '}
              {photo.mediaId}）
            </span>
            {photo.thumbnail ? <img src={photo.thumbnail} alt="" width={96} height={72} /> : null}
            <label>
              {w.space}
              <select
                value={photo.spaceId}
                onChange={(e) => patch(index, { spaceId: Number(e.target.value) })}
              >
                {SPACE_OPTIONS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {w.caption}
              <input
                maxLength={200}
                value={photo.caption}
                onChange={(e) => patch(index, { caption: e.target.value })}
              />
            </label>
            <label>
              {w.alt}
              <input
                maxLength={200}
                value={photo.alt}
                onChange={(e) => patch(index, { alt: e.target.value })}
              />
            </label>
            <div className="row">
              <button
                type="button"
                className="secondary"
                data-move="up"
                disabled={index === 0}
                onClick={() => move(index, index - 1, 'up')}
              >
                {w.moveUp}
                <span className="visually-hidden">
                  {format(w.photoLabel, { n: index + 1, space: spaceName(photo.spaceId) })}
                </span>
              </button>
              <button
                type="button"
                className="secondary"
                data-move="down"
                disabled={index === photos.length - 1}
                onClick={() => move(index, index + 1, 'down')}
              >
                {w.moveDown}
                <span className="visually-hidden">
                  {format(w.photoLabel, { n: index + 1, space: spaceName(photo.spaceId) })}
                </span>
              </button>
              <button
                type="button"
                className="link"
                onClick={() => onChange(photos.filter((_, i) => i !== index))}
              >
                {w.remove}
                <span className="visually-hidden">
                  {format(w.photoLabel, { n: index + 1, space: spaceName(photo.spaceId) })}
                </span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
      <div className="add-photo">
        <MediaField label={w.photoId} value={newId} onChange={setNewId} />
        <button
          type="button"
          disabled={newId === null}
          onClick={() => {
            if (newId === null) return;
            keys.current += 1;
            onChange([...photos, { key: keys.current, mediaId: newId, spaceId: 1, caption: '', alt: '' }]);
            setNewId(null);
          }}
        >
          {w.addPhoto}
        </button>
      </div>
    </fieldset>
  );
}
