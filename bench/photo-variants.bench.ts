/**
 * Photo variants (docs/spec/console.md#media-library): phone-sized photos (4032 × 3024 JPEGs of a
 * few MB, with camera and GPS tags) through the media library's variant maker, one after another
 * on this machine. Prints p50 / p95 / max seconds per photo (target: p95 ≤ 5 s) and checks with
 * exifr that no variant keeps a tag. Then AVIF effort 2 (ours) and 4 (sharp's default), pair by
 * pair on the same photos: seconds and bytes, as ratios.
 *
 *   npm run bench:photos
 */
import exifr from 'exifr';
import sharp from 'sharp';
import { makePhotoVariants } from '../packages/api/src/media/photo-variants.ts';
import { taggedPhoto } from '../packages/api/src/testing/tagged-photo.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 12);
/** The AVIF effort compared with ours (sharp’s default, 4, unless BENCH_AVIF_VS says). */
const OTHER_EFFORT = Number(process.env.BENCH_AVIF_VS ?? 4);

/** A phone-like photo: a gradient with fine noise (it compresses like a real scene), tagged. */
async function phonePhoto(seed: number): Promise<Uint8Array> {
  const width = 4032;
  const height = 3024;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(seed * 47) % 360},60%,70%)"/><stop offset="1" stop-color="hsl(${(seed * 91) % 360},50%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return taggedPhoto(sharp(gradient).composite([{ input: noise, blend: 'overlay' }]), {
    orientation: seed % 2 === 0 ? 1 : 6,
    quality: 92,
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

const photos: Uint8Array[] = [];
for (let i = 0; i < PHOTOS; i += 1) photos.push(await phonePhoto(i));
const inputMb = photos.reduce((n, p) => n + p.byteLength, 0) / photos.length / 1024 / 1024;

const seconds: number[] = [];
let tagged = 0;
let variants = 0;
for (const photo of photos) {
  const started = performance.now();
  const made = await makePhotoVariants(photo);
  seconds.push((performance.now() - started) / 1000);
  for (const variant of made.variants) {
    variants += 1;
    const tags = await exifr
      .parse(Buffer.from(variant.bytes), { tiff: true, gps: true, xmp: true, iptc: true })
      .catch(() => undefined);
    if (tags && Object.keys(tags).length > 0) tagged += 1;
  }
}
const sorted = [...seconds].sort((a, b) => a - b);
console.log(`photo variants: ${PHOTOS} photos of 4032 × 3024, ${inputMb.toFixed(1)} MB each on average`);
console.log(
  `  seconds per photo: p50 ${quantile(sorted, 0.5).toFixed(2)}  p95 ${quantile(sorted, 0.95).toFixed(2)}  max ${sorted.at(-1)!.toFixed(2)}  (target p95 ≤ 5)`,
);
console.log(`  variants with any EXIF/GPS/XMP/IPTC tag left: ${tagged} of ${variants}`);

// AVIF effort 2 against OTHER_EFFORT, pair by pair (alternating which goes first).
let [time2, timeOther, bytes2, bytesOther] = [0, 0, 0, 0];
for (const [i, photo] of photos.slice(0, 6).entries()) {
  const run = async (effort: number) => {
    const started = performance.now();
    const made = await makePhotoVariants(photo, { avifEffort: effort });
    const avif = made.variants.filter((v) => v.format === 'avif').reduce((n, v) => n + v.bytes.byteLength, 0);
    return { s: (performance.now() - started) / 1000, avif };
  };
  const [a, b] =
    i % 2 === 0 ? [await run(2), await run(OTHER_EFFORT)] : [await run(OTHER_EFFORT), await run(2)].reverse();
  time2 += a!.s;
  bytes2 += a!.avif;
  timeOther += b!.s;
  bytesOther += b!.avif;
}
console.log(
  `  AVIF effort ${OTHER_EFFORT} / effort 2, same ${Math.min(6, PHOTOS)} photos: time ${(timeOther / time2).toFixed(2)}×, AVIF bytes ${(bytesOther / bytes2).toFixed(2)}×`,
);
if (tagged > 0 || quantile(sorted, 0.95) > 5) process.exitCode = 1;
