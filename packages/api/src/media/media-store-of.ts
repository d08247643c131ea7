/** The media store the settings ask for (docs/spec/console.md#media-library). */
import type { Env } from '../env.ts';
import { folderMediaStore, type MediaStore, mediaLibraryDirOf } from './media-store.ts';
import { s3MediaStore } from './s3-media-store.ts';

/** The media store the settings ask for: S3 when MEDIA_S3_* are set, else the data folder. */
export function mediaStoreOf(env: Env): MediaStore {
  const { MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY } = env;
  if (MEDIA_S3_ENDPOINT && MEDIA_S3_BUCKET && MEDIA_S3_ACCESS_KEY_ID && MEDIA_S3_SECRET_ACCESS_KEY)
    return s3MediaStore({
      endpoint: MEDIA_S3_ENDPOINT,
      bucket: MEDIA_S3_BUCKET,
      region: env.MEDIA_S3_REGION,
      accessKeyId: MEDIA_S3_ACCESS_KEY_ID,
      secretAccessKey: MEDIA_S3_SECRET_ACCESS_KEY,
    });
  return folderMediaStore(mediaLibraryDirOf(env.RENOVO_DATA_DIR));
}
