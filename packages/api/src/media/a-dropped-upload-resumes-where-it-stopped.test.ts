/**
 * Resumable uploads (docs/spec/console.md#media-library, tus 1.0): a photo sent in chunks whose
 * connection drops mid-chunk resumes from the offset the server kept (HEAD), sending only what
 * is missing; once complete it becomes an asset like a plain upload. A finished file that is not
 * a photo is refused with its zh-TW reason; more than the largest upload (a 200 MB video) is
 * refused before a byte is kept;
 * only editors and admins may upload.
 */
import { MEDIA_MAX_BYTES } from '@renovo/core/contracts';
import { mediaLibraryMessages as m } from '@renovo/core/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, type SignedInStaff, signedInStaff } from '../testing/console.ts';
import { createHarness, type TestHarness } from '../testing/harness.ts';
import { RESUMABLE_PATH } from './resumable-upload.routes.ts';

const TUS = { 'Tus-Resumable': '1.0.0' };

describe('resumable uploads (tus)', () => {
  let h: TestHarness;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let photo: Uint8Array;

  beforeAll(async () => {
    h = await createHarness({ demoContent: false });
    editor = await signedInStaff(h, 'editor', 'tus-editor@example.com');
    support = await signedInStaff(h, 'support', 'tus-support@example.com');
    const noise = { type: 'gaussian', mean: 128, sigma: 50 } as const;
    photo = new Uint8Array(
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#806040', noise } })
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(() => h.close());

  /** Creates an upload of `length` bytes; answers its path. */
  async function create(length: number, staff = editor) {
    const res = await h.app.request(RESUMABLE_PATH, {
      method: 'POST',
      headers: asStaff(staff, { ...TUS, 'Upload-Length': String(length) }),
    });
    return { status: res.status, path: res.headers.get('location') ?? '' };
  }
  const patch = (path: string, offset: number, body: BodyInit, extra: RequestInit = {}) =>
    h.app.request(path, {
      method: 'PATCH',
      headers: asStaff(editor, {
        ...TUS,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      }),
      body,
      ...extra,
    });
  const offsetOf = async (path: string) =>
    Number(
      (await h.app.request(path, { method: 'HEAD', headers: asStaff(editor, TUS) })).headers.get(
        'upload-offset',
      ),
    );

  it('a chunk whose connection drops is resumed from the offset the server kept; the finished photo becomes an asset', async () => {
    expect(photo.byteLength).toBeGreaterThan(200_000);
    const { status, path } = await create(photo.byteLength);
    expect(status).toBe(201);
    expect(path.startsWith(`${RESUMABLE_PATH}/`)).toBe(true);
    const half = Math.floor(photo.byteLength / 2);
    expect((await patch(path, 0, photo.slice(0, half))).status).toBe(204);
    expect(await offsetOf(path)).toBe(half);
    // The next chunk: 64 KB arrive, then the connection drops.
    const dropped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(photo.slice(half, half + 65_536));
        setTimeout(() => controller.error(new Error('connection dropped')), 50);
      },
    });
    try {
      await patch(path, half, dropped, { duplex: 'half' } as RequestInit);
    } catch {
      // The connection dropped: the client never got an answer.
    }
    const kept = await offsetOf(path);
    expect(kept).toBeGreaterThanOrEqual(half);
    expect(kept).toBeLessThanOrEqual(half + 65_536);
    // Only what is missing is sent again.
    const last = await patch(path, kept, photo.slice(kept));
    expect(last.status).toBe(200);
    const asset = ((await last.json()) as { data: { id: number; status: string } }).data;
    expect(asset.status).toBe('processing');
    const stored = await h.call('GET', `/console/api/media/${asset.id}`, { headers: asStaff(editor) });
    expect(stored.body.data).toMatchObject({ kind: 'photo', status: 'processing' });
  });

  it('a finished file that is not a photo is refused with its zh-TW reason; nothing is stored', async () => {
    const text = new TextEncoder().encode('not a photo, only words');
    const { path } = await create(text.byteLength);
    const res = await patch(path, 0, text);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(m.notAPhoto);
  });

  it('more than the largest upload (200 MB, a video) is refused at creation, before a byte is kept', async () => {
    expect((await create(MEDIA_MAX_BYTES + 1)).status).toBe(413);
  });

  it('only editors and admins may upload; without a session the answer is 401', async () => {
    expect((await create(10, support)).status).toBe(403);
    const anonymous = await h.app.request(RESUMABLE_PATH, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '10', origin: asStaff(editor).origin! },
    });
    expect(anonymous.status).toBe(401);
  });
});
