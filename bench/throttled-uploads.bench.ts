/**
 * Photos through a phone's uplink (docs/spec/console.md#media-library): 20 photos of about 5 MB
 * sent to the media library the way the console sends them (tus-js-client, 1 MB chunks, two at a
 * time, retries after 0, 1, 3, 5 and 10 s) through a link of 1.5 Mbit/s up and 150 ms round
 * trip (bench/lib/throttled-link.ts), which cuts every connection once when 40 % of the bytes
 * are through. It reports: every photo arrived and was processed (its variants made), the bytes
 * sent again after the cut (target: at most one chunk), and the longest time without a progress
 * event for any photo in flight (progress shown throughout).
 *
 * The full run moves 100 MB at 187.5 kB/s, about nine minutes. BENCH_PHOTOS and BENCH_PHOTO_MB
 * make it shorter.
 *
 * @example npm run bench:uploads
 * @example BENCH_PHOTOS=4 BENCH_PHOTO_MB=2 npm run bench:uploads
 */
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { createStaffAccount } from '../packages/api/src/services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from '../packages/api/src/services/staff/sessions.ts';
import { startSiteServer } from './lib/site-server.ts';
import { table } from './lib/table.ts';
import { startThrottledLink } from './lib/throttled-link.ts';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 20);
const PHOTO_MB = Number(process.env.BENCH_PHOTO_MB ?? 5);
const CHUNK = 1024 * 1024;
const AT_ONCE = 2;
const CUT_AT = 0.4;

/** A JPEG of about `mb` megabytes (noise compresses badly, as a phone photo of detail does). */
async function photoOf(index: number, mb: number): Promise<Buffer> {
  // About 0.8 bytes a pixel at this quality; 4:3 like a phone camera.
  const side = Math.round(Math.sqrt((mb * 1024 * 1024) / 0.8 / 0.75));
  const noise = { type: 'gaussian', mean: 120 + index, sigma: 60 } as const;
  return sharp({
    create: { width: side, height: Math.round(side * 0.75), channels: 3, background: '#808080', noise },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const site = await startSiteServer();
const link = await startThrottledLink({ target: site.origin, upBitsPerSecond: 1.5e6, rttMs: 150 });
try {
  const db = site.server.database.db;
  const now = new Date();
  const { account } = await createStaffAccount(db, {
    email: 'uploads@bench.example',
    password: 'bench password 123',
    role: 'editor',
    appSecret: site.server.env.APP_SECRET,
    now,
  });
  const { token } = await createStaffSession(db, { staffId: account.id, ip: null, userAgent: null, now });
  // The console page is on the origin the uploads go to (the link's, here).
  const headers = { cookie: `${STAFF_COOKIE}=${token}`, origin: link.url };
  const direct = { cookie: headers.cookie, origin: site.origin };
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => photoOf(i, PHOTO_MB)));
  const total = photos.reduce((sum, p) => sum + p.byteLength, 0);
  console.log(
    `${PHOTOS} photos, ${(total / 1024 / 1024).toFixed(1)} MB in all; the link is cut once at ${CUT_AT * 100} %`,
  );

  let cut = false;
  const watch = setInterval(() => {
    if (!cut && link.sentBytes() >= total * CUT_AT) {
      cut = true;
      link.cut();
    }
  }, 50);

  interface Result {
    id: number;
    bytes: number;
    patches: number;
    /** Bytes the PATCH requests carried (a cut one counted whole). */
    carried: number;
    longestSilenceMs: number;
  }
  const t0 = performance.now();
  const send = (bytes: Buffer) =>
    new Promise<Result>((resolve, reject) => {
      let patches = 0;
      let carried = 0;
      let last = performance.now();
      let longest = 0;
      const upload = new Upload(bytes, {
        endpoint: `${link.url}/console/api/media/tus`,
        chunkSize: CHUNK,
        retryDelays: [0, 1000, 3000, 5000, 10_000],
        headers,
        metadata: { filename: 'photo.jpg' },
        storeFingerprintForResuming: false,
        onBeforeRequest(req) {
          if (req.getMethod() !== 'PATCH') return;
          const offset = Number(req.getHeader('Upload-Offset'));
          patches += 1;
          carried += Math.min(CHUNK, bytes.byteLength - offset);
        },
        onProgress() {
          const at = performance.now();
          longest = Math.max(longest, at - last);
          last = at;
        },
        onSuccess({ lastResponse }) {
          const id = (JSON.parse(lastResponse.getBody()) as { data: { id: number } }).data.id;
          resolve({ id, bytes: bytes.byteLength, patches, carried, longestSilenceMs: longest });
        },
        onError: reject,
      });
      upload.start();
    });

  const results: Result[] = [];
  const queue = [...photos];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) results.push(await send(next));
    }),
  );
  clearInterval(watch);
  const uploadSeconds = (performance.now() - t0) / 1000;

  // Every photo processed (its variants made) on the job engine.
  const ready = async (id: number) => {
    for (let i = 0; i < 1200; i++) {
      const res = await fetch(`${site.origin}/console/api/media/${id}`, { headers: direct });
      const status = ((await res.json()) as { data: { status: string } }).data.status;
      if (status !== 'processing') return status;
      await new Promise((r) => setTimeout(r, 250));
    }
    return 'processing';
  };
  const statuses = await Promise.all(results.map((r) => ready(r.id)));
  const resent = results.reduce((sum, r) => sum + r.carried - r.bytes, 0);
  const silence = Math.max(...results.map((r) => r.longestSilenceMs));
  console.log(
    table(
      ['measure', 'value'],
      [
        ['photos arrived', `${results.length} / ${PHOTOS}`],
        ['photos processed (ready)', `${statuses.filter((s) => s === 'ready').length} / ${PHOTOS}`],
        ['link cut', cut ? 'once' : 'never (too little data)'],
        [
          'upload time',
          `${uploadSeconds.toFixed(1)} s (${((total * 8) / 1.5e6).toFixed(1)} s at the line rate)`,
        ],
        [
          'bytes sent again after the cut',
          `${(resent / 1024).toFixed(0)} kB (one chunk: ${CHUNK / 1024} kB)`,
        ],
        ['PATCH requests', String(results.reduce((sum, r) => sum + r.patches, 0))],
        ['longest time without progress, a photo in flight', `${(silence / 1000).toFixed(1)} s`],
      ],
    ),
  );
  const ok = results.length === PHOTOS && statuses.every((s) => s === 'ready') && resent <= CHUNK;
  console.log(ok ? 'target met: all arrived, at most one chunk sent again' : 'target NOT met');
  if (!ok) process.exitCode = 1;
} finally {
  await link.close();
  await site.close();
}
