/**
 * The media library on an S3-compatible store (AWS S3, Cloudflare R2, MinIO…): objects under
 * `<area>/<key>` in one bucket, addressed path-style (`<endpoint>/<bucket>/<area>/<key>`, which
 * every S3-compatible server takes), each request signed with AWS Signature V4 by `aws4fetch`.
 * The bucket stays private: the API reads the public variants and serves them at `/uploads/`.
 */
import { AwsClient } from 'aws4fetch';
import { MEDIA_KEY, type MediaArea, type MediaStore } from './media-store.ts';

/** Where and as whom. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Tries of a request the store answered with a 5xx or that failed to connect. */
const RETRIES = 3;

/** A media store on the bucket of `settings`. */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: RETRIES,
  });
  const base = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const urlOf = (area: MediaArea, key: string) => {
    if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`);
    return `${base}/${area}/${key}`;
  };
  return {
    async put(area, key, bytes) {
      const res = await client.fetch(urlOf(area, key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'content-type': 'application/octet-stream' },
      });
      if (!res.ok)
        throw new Error(`S3 PUT ${area}/${key}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    async get(area, key) {
      const res = await client.fetch(urlOf(area, key));
      if (res.status === 404) return null;
      if (!res.ok)
        throw new Error(`S3 GET ${area}/${key}: ${res.status} ${(await res.text()).slice(0, 200)}`);
      return new Uint8Array(await res.arrayBuffer());
    },
  };
}
