/**
 * Resumable photo and video uploads (docs/spec/console.md#media-library) by the tus protocol 1.0
 * (`@tus/server`), beside `POST /console/api/media` for clients that cannot resume: the console
 * sends a file in 1 MB chunks to `/console/api/media/tus`; after a dropped connection the
 * client asks the server how much arrived (HEAD) and sends only the rest. When the last chunk
 * arrives the bytes go the same way as a plain upload (their type read from them, the original
 * stored privately, the variants queued) and the answer carries the asset, or the zh-TW reason
 * it was refused. Partial uploads live in `<RENOVO_DATA_DIR>/media/tus` and expire after a day.
 * Editors and admins only, as every console route (the staff session cookie, Origin checked).
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_MAX_BYTES } from '@renovo/core/contracts';
import { mediaLibraryRoles } from '@renovo/core/schemas';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { requireStaff } from '../middleware/staff-auth/index.ts';
import { acceptUpload, UPLOAD_LIMITS } from './media.routes.ts';
import { mediaTypeOf } from './media.service.ts';

/** Where the tus endpoint is. */
export const RESUMABLE_PATH = '/console/api/media/tus';
/** How long a partial upload is kept. */
const EXPIRES_MS = 24 * 60 * 60 * 1000;

/** The folder of the partial uploads in the data folder `dataDir`. */
const partialUploadsDirOf = (dataDir: string) => join(dataDir, 'media', 'tus');

/**
 * Deletes the partial uploads last written before `before` (a retention job); returns how many
 * files it removed. A finished upload's files are removed when it finishes.
 */
export async function removePartialUploadsBefore(dataDir: string, before: Date): Promise<number> {
  const directory = partialUploadsDirOf(dataDir);
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(directory, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && info.mtime < before) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The tus routes for the data folder `dataDir`. */
export function resumableUploadRoutes(dataDir: string) {
  const directory = partialUploadsDirOf(dataDir);
  // The request being answered, for the finish hook (it needs the staff and the app's deps).
  const contexts = new WeakMap<Request, Context<AppEnv>>();
  // Made on the first upload (its store makes its folder).
  let tus: Server | undefined;
  const server = () =>
    (tus ??= new Server({
      path: RESUMABLE_PATH,
      datastore: new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRES_MS }),
      maxSize: MEDIA_MAX_BYTES,
      relativeLocation: true,
      async onUploadFinish(request, upload) {
        const c = contexts.get(request);
        const path = join(directory, upload.id);
        try {
          const bytes = new Uint8Array(await readFile(path));
          const media = await mediaTypeOf(bytes);
          const json = { 'Content-Type': 'application/json; charset=utf-8' };
          const refuse = (status_code: number, message: string) => ({
            status_code,
            body: JSON.stringify({ message }),
            headers: json,
          });
          if ('refused' in media || !c) throw refuse(415, 'refused' in media ? media.refused : '');
          const limit = UPLOAD_LIMITS[media.kind];
          if (bytes.byteLength > limit.bytes) throw refuse(413, limit.refused);
          const id = await acceptUpload(c, bytes, media);
          return {
            status_code: 200,
            headers: json,
            body: JSON.stringify({ data: { id, status: 'processing' } }),
          };
        } finally {
          await rm(path, { force: true });
          await rm(`${path}.json`, { force: true });
        }
      },
    }));
  const app = new Hono<AppEnv>();
  app.use(`${RESUMABLE_PATH}/*`, requireStaff(...mediaLibraryRoles()));
  app.use(RESUMABLE_PATH, requireStaff(...mediaLibraryRoles()));
  const handle = (c: Context<AppEnv>) => {
    contexts.set(c.req.raw, c);
    return server().handleWeb(c.req.raw);
  };
  app.all(RESUMABLE_PATH, handle);
  app.all(`${RESUMABLE_PATH}/*`, handle);
  return app;
}
