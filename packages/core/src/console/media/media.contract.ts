/**
 * The media library (docs/spec/console.md#media-library): editors and admins upload a photo or
 * a video (multipart, field `file`); the bytes decide which. A photo's variants are made on the
 * job engine (auto-oriented, every EXIF and GPS tag stripped, AVIF, WebP and JPEG at a phone's
 * and a desktop's width); a video is transcoded there to a faststart H.264 MP4 with a poster
 * frame (its progress readable meanwhile), a failed one can be retried. All served at
 * content-hashed, immutable URLs.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { MEDIA_KINDS, MEDIA_STATUSES, PHOTO_FORMATS, VIDEO_FORMAT } from '../../media/media-facts.ts';
import {
  consoleMediaDetailRoute,
  consoleMediaListRoute,
  consoleMediaPosterRoute,
  consoleMediaRetryRoute,
  consoleMediaUploadRoute,
  uploadedFileRoute,
} from './media.routes.ts';

/** A served variant of an asset: a photo's image, or a video's MP4. */
export const MediaVariantSchema = z.object({
  url: z.string(),
  format: z.enum([...PHOTO_FORMATS, VIDEO_FORMAT]),
  width: z.int().min(1),
  height: z.int().min(1),
});

/** An asset as the console shows it. */
export const MediaAssetSchema = z.object({
  id: DbIdSchema,
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  /** The original's size in pixels (after orientation), once read. */
  width: z.int().nullable(),
  height: z.int().nullable(),
  variants: z.array(MediaVariantSchema),
  /** The dominant colour (`#rrggbb`) and a tiny blurred WebP as a data URL, shown while loading. */
  placeholder: z.object({ color: z.string(), data_url: z.string() }).nullable(),
  /** Why processing failed (zh-TW), when it did. */
  error: z.string().nullable(),
  /** A ready video's poster frame (its largest JPEG); the other sizes and formats in `poster`. */
  poster_url: z.string().optional(),
  poster: z.array(MediaVariantSchema).optional(),
  /** A video's transcoding, 0–100, while it is processing (and 100 once ready). */
  progress: z.int().min(0).max(100).optional(),
  /** A video's length, once probed. */
  duration_seconds: z.number().nonnegative().optional(),
  created_at: z.string(),
});
/** An asset as the console reads it. */
export type MediaAsset = z.infer<typeof MediaAssetSchema>;

/** POST /console/api/media. */
export const consoleMediaUploadContract = defineContract(consoleMediaUploadRoute, {
  id: 'postConsoleMedia',
  tag: 'console',
  auth: 'staff',
  summary:
    'Uploads a photo (JPEG, PNG, WebP or AVIF, at most 25 MB) or a video (MP4, MOV or WebM, at most 200 MB) — multipart field `file`, the kind read from its bytes; its variants are made (a video transcoded) on the job engine (editors, admins)',
  rawBody: { contentType: 'multipart/form-data', description: 'field `file`: the photo or video' },
  status: 201,
  response: envelope(z.object({ id: DbIdSchema, status: z.enum(MEDIA_STATUSES) })),
  errors: [413, 415, 422],
});

/** Assets one list answer holds at most. */
export const MEDIA_PAGE_SIZE = 60;

/** GET /console/api/media. */
export const consoleMediaListContract = defineContract(consoleMediaListRoute, {
  id: 'getConsoleMediaList',
  tag: 'console',
  auth: 'staff',
  summary: 'The media library, newest first, 60 at a time (`before` the last id seen) (editors, admins)',
  query: z.object({ before: z.optional(z.coerce.number().pipe(DbIdSchema)) }),
  response: envelope(z.object({ items: z.array(MediaAssetSchema), next_before: DbIdSchema.nullable() })),
});

/** GET /console/api/media/{id}. */
export const consoleMediaDetailContract = defineContract(consoleMediaDetailRoute, {
  id: 'getConsoleMedia',
  tag: 'console',
  auth: 'staff',
  summary: 'An uploaded asset: its processing state, and its variants once ready (editors, admins)',
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  response: envelope(MediaAssetSchema),
  errors: [404],
});

/** POST /console/api/media/{id}/retry. */
export const consoleMediaRetryContract = defineContract(consoleMediaRetryRoute, {
  id: 'postConsoleMediaRetry',
  tag: 'console',
  auth: 'staff',
  summary: 'Puts a failed asset back to processing and queues it again; no body (editors, admins)',
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  response: envelope(z.object({ id: DbIdSchema, status: z.enum(MEDIA_STATUSES) })),
  errors: [404, 409],
});

/** POST /console/api/media/{id}/poster. */
export const consoleMediaPosterContract = defineContract(consoleMediaPosterRoute, {
  id: 'postConsoleMediaPoster',
  tag: 'console',
  auth: 'staff',
  summary:
    "Makes a ready video's poster again from the frame at `at_seconds` (inline, a second or two); answers the asset (editors, admins)",
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  body: z.object({ at_seconds: z.number().nonnegative().max(86_400) }),
  response: envelope(MediaAssetSchema),
  errors: [404, 409, 422],
});

/** The public names of processed files: 20 hex digits of their content's SHA-256 and a type. */
export const UPLOADED_FILE = /^[0-9a-f]{20}\.(avif|webp|jpg|mp4)$/;

/** GET /uploads/{file}. */
export const uploadedFileContract = defineContract(uploadedFileRoute, {
  id: 'getUploadedFile',
  tag: 'site',
  summary:
    'A processed photo variant or transcoded video by its content-hashed name: immutable, cached for a year; never an original (its metadata is stripped). A video answers byte ranges (206, 416 past the end)',
  example: { params: { file: '0123456789abcdef0123.webp' } },
  params: z.object({ file: z.string().regex(UPLOADED_FILE) }),
  response: z.string(),
  contentType: 'image/*',
  responses: { 206: z.string(), 416: null },
  errors: [404],
});

/** The media library's contracts. */
export const CONSOLE_MEDIA_CONTRACTS = [
  consoleMediaUploadContract,
  consoleMediaDetailContract,
  consoleMediaRetryContract,
  consoleMediaPosterContract,
  uploadedFileContract,
] as const;
