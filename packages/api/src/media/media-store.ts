/**
 * Where media bytes live, behind one adapter (docs/spec/console.md#media-library): originals
 * under their SHA-256 (private: they hold their EXIF and GPS tags) and public variants under
 * their content-hashed names. The default store is a local folder
 * (`<RENOVO_DATA_DIR>/media/library`): a write goes to a temporary file renamed into place, so a
 * reader never sees half a file and a killed process leaves none behind under a real name. With
 * `MEDIA_S3_*` set, any S3-compatible store (./s3-media-store.ts); the API still serves the
 * variants at `/uploads/`, so a CDN in front of it (MEDIA_PUBLIC_ORIGIN) works with either.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The media library's folder in a data folder. */
export const mediaLibraryDirOf = (dataDir: string): string => join(dataDir, 'media', 'library');

/** Which side of the store: the private originals or the public variants. */
export type MediaArea = 'originals' | 'public';

/** The media store. */
export interface MediaStore {
  put(area: MediaArea, key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(area: MediaArea, key: string): Promise<Uint8Array | null>;
  /** Where the file under `key` is on this machine, for a store that keeps files (streamed with ranges). */
  pathOf?(area: MediaArea, key: string): string;
}

/** Keys are hex digests with an optional extension: nothing else reaches a path. */
export const MEDIA_KEY = /^[0-9a-f]{20,64}(\.[a-z0-9]{2,5})?$/;

/** A store in the folder `dir` (`dir/originals/…`, `dir/public/…`). */
export function folderMediaStore(dir: string): MediaStore {
  const pathOf = (area: MediaArea, key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return join(dir, area, key);
  };
  return {
    async put(area, key, bytes) {
      const path = pathOf(area, key);
      await mkdir(join(dir, area), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } finally {
        await rm(temporary, { force: true });
      }
    },
    pathOf,
    async get(area, key) {
      try {
        return new Uint8Array(await readFile(pathOf(area, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
