/**
 * A home banner's fields in 網站區塊: its photo (chosen or uploaded in the media library's
 * picker, shown as a thumbnail), its link, its alt text and optional start and end times.
 */
import type { Picture } from '@renovo/core/contracts';
import { siteBlocksMessages as m } from '@renovo/core/messages';
import { useState } from 'react';
import { isoOfTaipeiInput, taipeiInputOf } from '../taipei-input.ts';
import { MediaPicker, thumbnailOf } from './media-picker.tsx';

/** A banner as the screen edits it (its photo as the console read it). */
export interface BannerDraft {
  media_id: number;
  link: string;
  alt: string;
  starts_at: string | null;
  ends_at: string | null;
  picture: Picture | null;
  /** The thumbnail of a photo chosen since the screen loaded (not sent). */
  preview?: string;
}

/** The fields of banner number `index`. */
export function BannerFields({
  banner,
  index,
  onChange,
}: {
  banner: BannerDraft;
  index: number;
  onChange(banner: BannerDraft): void;
}) {
  const [picking, setPicking] = useState(false);
  const id = (name: string) => `banner-${index}-${name}`;
  const thumb = banner.preview ?? banner.picture?.src;
  return (
    <>
      <div className="block-photo">
        <span id={id('photo')} className="field-label">
          {m.fieldPhoto}
        </span>
        {thumb ? (
          <img className="thumb" src={thumb} alt={banner.alt} width={150} height={100} />
        ) : (
          <p className="hint">{m.noPhoto}</p>
        )}
        <p className="hint" id={id('shape')}>
          {m.bannerShape}
        </p>
        <button
          type="button"
          className="secondary"
          aria-describedby={`${id('photo')} ${id('shape')}`}
          onClick={() => setPicking(true)}
        >
          {banner.media_id ? m.changePhoto : m.choosePhoto}
        </button>
      </div>
      {picking ? (
        <MediaPicker
          title={m.fieldPhoto}
          hint={m.bannerShape}
          onClose={() => setPicking(false)}
          onPick={(asset) => {
            setPicking(false);
            onChange({
              ...banner,
              media_id: asset.id,
              picture: null,
              preview: thumbnailOf(asset) ?? asset.variants[0]?.url ?? '',
            });
          }}
        />
      ) : null}
      <label htmlFor={id('link')}>
        {m.fieldLink}
        <input
          id={id('link')}
          value={banner.link}
          onChange={(e) => onChange({ ...banner, link: e.target.value })}
        />
      </label>
      <label htmlFor={id('alt')}>
        {m.fieldAlt}
        <input
          id={id('alt')}
          value={banner.alt}
          onChange={(e) => onChange({ ...banner, alt: e.target.value })}
        />
      </label>
      <label htmlFor={id('starts')}>
        {m.fieldStartsAt}
        <input
          id={id('starts')}
          type="datetime-local"
          value={taipeiInputOf(banner.starts_at)}
          onChange={(e) => onChange({ ...banner, starts_at: isoOfTaipeiInput(e.target.value) })}
        />
      </label>
      <label htmlFor={id('ends')}>
        {m.fieldEndsAt}
        <input
          id={id('ends')}
          type="datetime-local"
          value={taipeiInputOf(banner.ends_at)}
          onChange={(e) => onChange({ ...banner, ends_at: isoOfTaipeiInput(e.target.value) })}
        />
      </label>
    </>
  );
}
