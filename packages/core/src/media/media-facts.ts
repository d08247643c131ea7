/**
 * The media library's facts, declared once (docs/spec/console.md#media-library): what an asset
 * is, the states its processing goes through, and the variants a photo is served in. The
 * database's CHECKs, the contracts' enums and the console's labels derive from these tuples.
 */

/** What an uploaded asset is: a photo, or a video (a short) transcoded on the job engine. */
export const MEDIA_KINDS = ['photo', 'video'] as const;
/** An asset's kind. */
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Where an asset's processing is: its variants are being made, made, or could not be made. */
export const MEDIA_STATUSES = ['processing', 'ready', 'failed'] as const;
/** An asset's processing state. */
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

/** The formats every photo is served in, best first (a `<picture>` lists them in this order). */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpeg'] as const;
/** A photo variant's format. */
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The widths made of every photo (a phone, a desktop), never wider than the original. */
export const PHOTO_WIDTHS = [640, 1280] as const;

/** The largest photo an editor may upload, bytes. */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** Media types of the photos taken, as the file's own bytes say (not its name). */
export const PHOTO_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Media types of the videos taken, as the file's own bytes say: MP4, QuickTime MOV, WebM. */
export const VIDEO_INPUT_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** The largest video an editor may upload, bytes (a phone's 1-minute 1080p clip fits; read into memory once). */
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** The largest upload of either kind: the body limit of the upload routes. */
export const MEDIA_MAX_BYTES = Math.max(PHOTO_MAX_BYTES, VIDEO_MAX_BYTES);

/** A transcoded video's short side is at most this many pixels (a vertical 1080 × 1920 stays). */
export const VIDEO_MAX_SHORT_SIDE = 1080;

/** The format a video is served in: H.264 and AAC in an MP4 that starts playing before it has all arrived. */
export const VIDEO_FORMAT = 'mp4' as const;
