/**
 * A photo as a phone sends it, for the media library's tests and benchmark: the pixels of
 * `image` as a JPEG carrying a camera's tags, a GPS position and an EXIF orientation — every tag
 * the library must strip.
 *
 * @example const jpeg = await taggedPhoto(sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c08040' } }));
 */
import type { Sharp } from 'sharp';

/** The JPEG of `image` with camera and GPS tags (25°2′N 121°33′E) and EXIF orientation `orientation` (6: sideways). */
export async function taggedPhoto(image: Sharp, { orientation = 1, quality = 90 } = {}): Promise<Uint8Array> {
  const data = await image
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '25/1 2/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 33/1 0/1',
      },
    })
    .toBuffer();
  return new Uint8Array(data);
}
