/**
 * The media library (docs/spec/console.md#media-library): one row per uploaded asset. The
 * original is kept privately under its SHA-256 (it still holds its EXIF and GPS tags and is never
 * served); the variants made from it are public, content-hashed files listed in `variants`.
 */
import { MEDIA_KINDS, MEDIA_STATUSES, type PhotoFormat, type VIDEO_FORMAT } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

/** A served variant as stored: a photo's (or a video's poster's) image, or a video's MP4. */
export interface MediaVariantRow {
  file: string;
  format: PhotoFormat | typeof VIDEO_FORMAT;
  width: number;
  height: number;
  bytes: number;
}

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    status: text('status', { enum: MEDIA_STATUSES }).notNull().default('processing'),
    /** The media type the bytes showed. */
    sourceType: text('source_type').notNull(),
    /** The original's SHA-256 (hex): its private storage key. */
    sourceSha256: text('source_sha256').notNull(),
    sourceBytes: integer('source_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariantRow[]>().notNull().default([]),
    placeholder: jsonb('placeholder').$type<{ color: string; dataUrl: string }>(),
    error: text('error'),
    /** A video's transcoding, 0–100 (written about once a second while ffmpeg runs). */
    progress: smallint('progress'),
    /** A video's length in seconds, once probed. */
    durationSeconds: real('duration_seconds'),
    /** A video's poster frame: the moment it is taken from (null: the default) and its image variants. */
    posterAtSeconds: real('poster_at_seconds'),
    poster: jsonb('poster').$type<MediaVariantRow[]>(),
    /** Processing attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    check('media_assets_kind_check', oneOf(t.kind, MEDIA_KINDS)),
    check('media_assets_status_check', oneOf(t.status, MEDIA_STATUSES)),
    check('media_assets_progress_check', sql`${t.progress} between 0 and 100`),
    index('media_assets_created_idx').on(t.createdAt),
  ],
);
