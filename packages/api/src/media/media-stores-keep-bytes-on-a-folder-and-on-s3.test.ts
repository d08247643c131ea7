/**
 * The media store adapter (docs/spec/console.md#media-library) on both lanes: the default local
 * folder and an S3-compatible store (an S3-protocol server, s3rver, started on loopback with its
 * own folder). Bytes put are the bytes got; a missing key is null; the originals and the public
 * variants are apart; a key that is not a digest never reaches a path or a URL; and the whole
 * pipeline (upload → job → variants → /uploads/) runs on S3 as on the folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from '@20minutes/s3rver';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { startJobs } from '../services/retention/scheduler.ts';
import { asStaff, signedInStaff } from '../testing/console.ts';
import { createHarness } from '../testing/harness.ts';
import { folderMediaStore, type MediaStore } from './media-store.ts';
import { mediaStoreOf } from './media-store-of.ts';

const BUCKET = 'renovo-media';
let s3: S3rver;
let s3Dir: string;
let folderDir: string;
let endpoint = '';

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'renovo-s3rver-'));
  folderDir = mkdtempSync(join(tmpdir(), 'renovo-media-folder-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  rmSync(folderDir, { recursive: true, force: true });
});

/** The S3 lane's settings, as an operator writes them. */
const s3Env = () =>
  parseEnv({
    NODE_ENV: 'test',
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_BUCKET: BUCKET,
    MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
    MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

const lanes: [string, () => MediaStore][] = [
  ['a local folder', () => folderMediaStore(folderDir)],
  ['S3 (s3rver on loopback)', () => mediaStoreOf(s3Env())],
];

describe.each(lanes)('the media store on %s', (_name, storeOf) => {
  it('bytes put are the bytes got; a missing key is null; originals and public variants are apart', async () => {
    const store = storeOf();
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 7) % 251);
    await store.put('originals', 'ab'.repeat(32), bytes);
    expect(await store.get('originals', 'ab'.repeat(32))).toEqual(bytes);
    expect(await store.get('public', 'ab'.repeat(32))).toBeNull();
    expect(await store.get('public', '0123456789abcdef0123.webp')).toBeNull();
    await store.put('public', '0123456789abcdef0123.webp', bytes.slice(0, 10));
    expect(await store.get('public', '0123456789abcdef0123.webp')).toEqual(bytes.slice(0, 10));
  });

  it('a key that is not a digest is refused before it reaches a path or a URL', async () => {
    const store = storeOf();
    for (const key of [
      '../../etc/passwd',
      'a/b',
      '',
      'ABCDEF0123456789ABCD.jpg',
      '0123456789abcdef0123.jpg?x=1',
    ])
      await expect(store.put('public', key, new Uint8Array(1)), key).rejects.toThrow(/not a media key/);
  });
});

describe('MEDIA_S3_* go together', () => {
  it('a partial S3 setting is refused at start, naming the variables', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', MEDIA_S3_BUCKET: 'b' })).toThrow(
      /MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET/,
    );
  });
});

describe('the whole pipeline on S3', () => {
  it('an upload is processed by the job engine into variants stored in the bucket and served at /uploads/', async () => {
    const media = mediaStoreOf(s3Env());
    const h = await createHarness({ demoContent: false, media });
    const engine = await startJobs({
      handle: h.handle,
      env: h.env,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
      media,
    });
    try {
      const app = h.appWith({ jobs: engine.boss });
      const editor = await signedInStaff(h, 'editor', 's3-editor@example.com');
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3080c0' } })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.set('file', new File([new Uint8Array(photo)], 'p.jpg'));
      const sent = await app.request('/console/api/media', {
        method: 'POST',
        headers: asStaff(editor),
        body: form,
      });
      expect(sent.status).toBe(201);
      const { id } = ((await sent.json()) as { data: { id: number } }).data;
      let asset: { status: string; variants: { url: string; width: number }[] } = {
        status: 'processing',
        variants: [],
      };
      for (let i = 0; i < 150 && asset.status === 'processing'; i += 1) {
        await sleep(200);
        asset = (await h.call('GET', `/console/api/media/${id}`, { headers: asStaff(editor) })).body.data;
      }
      expect(asset.status).toBe('ready');
      expect(asset.variants.map((v) => v.width)).toEqual([640, 640, 640]);
      for (const variant of asset.variants) {
        const res = await app.request(variant.url);
        expect(res.status, variant.url).toBe(200);
        const file = variant.url.slice('/uploads/'.length);
        expect(await media.get('public', file)).toEqual(new Uint8Array(await res.arrayBuffer()));
      }
    } finally {
      await engine.stop();
      await h.close();
    }
  }, 60_000);
});
