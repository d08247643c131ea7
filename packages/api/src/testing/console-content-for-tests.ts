/** Test helpers: a company body the console may send, and a processed library photo. Tests only. */
import { createHash } from 'node:crypto';
import { mediaAssets } from '../db/schema-media.ts';
import type { TestHarness } from './harness.ts';

/** A whole, valid company as the console's form sends it. */
export function companyBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    intro: '專做小坪數的收納設計',
    regionId: 1,
    address: '臺北市信義區松仁路 100 號',
    servedRegionIds: [1, 3],
    styleIds: [1, 12],
    priceMinWan: 80,
    priceMaxWan: 300,
    foundedYear: 2015,
    teamSize: 12,
    phone: '02-2345-6789',
    email: 'hello@example.com',
    website: 'https://example.com',
    taxId: '04595257',
    licenceNo: '室內裝修業登記證 第 0001 號',
    licenceExpiresOn: '2030-12-31',
    ...overrides,
  };
}

/** A photo of the media library that the job engine has processed (its variants as it makes them). */
export async function readyPhoto(h: TestHarness, name: string): Promise<number> {
  // Variant files are named by their content hash, 20 hex digits.
  const file = (format: string, width: number) =>
    createHash('sha256').update(`${name} ${format} ${width}`).digest('hex').slice(0, 20);
  const variants = (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    [640, 1280].map((width) => ({
      file: `${file(format, width)}.${format === 'jpeg' ? 'jpg' : format}`,
      format,
      width,
      height: (width * 3) / 4,
      bytes: 1000,
    })),
  );
  const [row] = await h.db
    .insert(mediaAssets)
    .values({
      kind: 'photo',
      status: 'ready',
      sourceType: 'image/jpeg',
      sourceSha256: name.padEnd(64, '0'),
      sourceBytes: 1000,
      width: 1600,
      height: 1200,
      variants,
      placeholder: { color: '#aabbcc', dataUrl: 'data:image/webp;base64,AAAA' },
    })
    .returning({ id: mediaAssets.id });
  return row!.id;
}
