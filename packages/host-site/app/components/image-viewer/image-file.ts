/**
 * What the viewer's download and copy actions do with an image once the gate let them through
 * (docs/spec/session.md#states, docs/spec/platform.md#calls): the save request's body, the file saved under
 * the name the server gave, and the
 * image put on the clipboard as a PNG (the one image type every browser's clipboard takes).
 */
import type { ImageSaveBody } from '@renovo/core';
import type { ImageSource, ViewerImage } from './viewer-image.ts';

/**
 * The body of POST /api/images/save: a work's photo by its image id, anything else (an article's
 * photo, a work's photo shown in an article) by its URL; an image's own source wins.
 */
export function imageSaveBody(viewerSource: ImageSource, image: ViewerImage): ImageSaveBody {
  const source = image.source ?? viewerSource;
  const imageId = Number(image.id);
  if (source.type === 'work' && Number.isInteger(imageId) && imageId > 0) {
    return { source_type: 'work', source_id: source.id, image_id: imageId };
  }
  return { source_type: source.type, source_id: source.id, url: image.url };
}

/** Fetches an image of the site (same origin, the visitor's cookies) as a blob; throws on a failed answer. */
async function fetchImage(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}

/**
 * Saves `url` as `fileName`: fetched first so the browser downloads it under that name (the
 * `download` attribute alone is ignored for another origin) instead of opening it.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const objectUrl = URL.createObjectURL(await fetchImage(url));
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; keep it a little for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Draws an image blob (SVG, JPEG, WebP…) onto a canvas and answers it as a PNG. */
async function toPng(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png') return blob;
  const objectUrl = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = objectUrl;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth || 1200;
    canvas.height = img.naturalHeight || 800;
    canvas.getContext('2d')?.drawImage(img, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((png) => (png ? resolve(png) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

/**
 * Puts the image at `url` on the clipboard as a PNG. The ClipboardItem is made at once with a
 * promise of the PNG, so Safari still counts the click as the user's gesture.
 */
export async function copyImage(url: string): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) {
    throw new Error('no image clipboard');
  }
  const png = fetchImage(url).then(toPng);
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]);
}
