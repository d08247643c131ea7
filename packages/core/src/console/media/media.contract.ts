/**
 * The media library (docs/spec/console.md#media-library): editors and admins upload a photo
 * (multipart, field `file`); the bytes decide its type, its variants are made on the job engine
 * (auto-oriented, every EXIF and GPS tag stripped, AVIF, WebP and JPEG at a phone's and a
 * desktop's width) and served at content-hashed, immutable URLs.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { MEDIA_KINDS, MEDIA_STATUSES, PHOTO_FORMATS } from '../../media/media-facts.ts';
import {
  consoleMediaDetailRoute,
  consoleMediaListRoute,
  consoleMediaUploadRoute,
  uploadedFileRoute,
} from './media.routes.ts';

/** A served variant of an asset. */
export const MediaVariantSchema = z.object({
  url: z.string(),
  format: z.enum(PHOTO_FORMATS),
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
  created_at: z.string(),
});

/** POST /console/api/media. */
export const consoleMediaUploadContract = defineContract(consoleMediaUploadRoute, {
  id: 'postConsoleMedia',
  tag: 'console',
  auth: 'staff',
  summary:
    'Uploads a photo (multipart field `file`; JPEG, PNG, WebP or AVIF by its bytes, at most 25 MB); its variants are made on the job engine (editors, admins)',
  rawBody: { contentType: 'multipart/form-data', description: 'field `file`: the photo' },
  status: 201,
  response: envelope(z.object({ id: DbIdSchema, status: z.enum(MEDIA_STATUSES) })),
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

/** GET /uploads/{file}. */
export const uploadedFileContract = defineContract(uploadedFileRoute, {
  id: 'getUploadedFile',
  tag: 'site',
  summary:
    'A processed photo variant by its content-hashed name: immutable, cached for a year; never an original (its metadata is stripped)',
  example: { params: { file: '0123456789abcdef0123.webp' } },
  params: z.object({ file: z.string().regex(/^[0-9a-f]{20}\.(avif|webp|jpg)$/) }),
  response: z.string(),
  contentType: 'image/*',
  errors: [404],
});

/** The media library's contracts. */
export const CONSOLE_MEDIA_CONTRACTS = [
  consoleMediaUploadContract,
  consoleMediaDetailContract,
  uploadedFileContract,
] as const;
