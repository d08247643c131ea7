/**
 * The media library's facts, declared once (docs/spec/console.md#media-library): what an asset
 * is, the states its processing goes through, and the variants a photo is served in. The
 * database's CHECKs, the contracts' enums and the console's labels derive from these tuples.
 */

/** What an uploaded asset is. Videos (shorts) join with their transcoding. */
export const MEDIA_KINDS = ['photo'] as const;
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
