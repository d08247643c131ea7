/**
 * An asset as the console reads it (`MediaAsset`, docs/spec/console.md#media-library): variant
 * URLs on the CDN's origin when one is set (else this site's), and for a video its poster, its
 * transcoding progress and its length.
 */
import type { MediaAsset } from '@renovo/core/contracts';
import type { MediaAssetRow } from './media.service.ts';
import { uploadUrl } from './picture.ts';

/** The variants of a row as answered. */
function variantsOf(rows: MediaAssetRow['variants'], origin: string | undefined) {
  return rows.map((v) => ({
    url: uploadUrl(origin, v.file),
    format: v.format,
    width: v.width,
    height: v.height,
  }));
}

/** The largest JPEG of a video's poster: the one `<video poster>` and a short's card show. */
export function posterFileOf(asset: Pick<MediaAssetRow, 'poster'>): string | null {
  const jpegs = (asset.poster ?? []).filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width);
  return jpegs[0]?.file ?? null;
}

/** The MP4 of a ready video. */
export function videoFileOf(asset: Pick<MediaAssetRow, 'variants'>): string | null {
  return asset.variants.find((v) => v.format === 'mp4')?.file ?? null;
}

/** An asset as the console reads it. */
export function mediaView(asset: MediaAssetRow, origin: string | undefined): MediaAsset {
  const view: MediaAsset = {
    id: asset.id,
    kind: asset.kind,
    status: asset.status,
    width: asset.width,
    height: asset.height,
    variants: variantsOf(asset.variants, origin),
    placeholder: asset.placeholder
      ? { color: asset.placeholder.color, data_url: asset.placeholder.dataUrl }
      : null,
    error: asset.error,
    created_at: asset.createdAt.toISOString(),
  };
  if (asset.kind !== 'video') return view;
  const poster = posterFileOf(asset);
  if (poster) view.poster_url = uploadUrl(origin, poster);
  if (asset.poster) view.poster = variantsOf(asset.poster, origin);
  if (asset.progress !== null) view.progress = asset.progress;
  if (asset.durationSeconds !== null) view.duration_seconds = Math.round(asset.durationSeconds * 100) / 100;
  return view;
}
