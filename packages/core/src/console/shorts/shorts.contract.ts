/**
 * Shorts in the console (docs/spec/console.md#shorts): editors and admins (content.manage) write
 * a short — title, description, tags, guide category, style, an uploaded video from the media
 * library, a cover (the video's poster frame, or another uploaded photo) — and publish it. A
 * short is published only once its video is transcoded (422 before). Every write is audited;
 * only `published` shorts reach the site, an unpublished one's public URL answers 410.
 */
import { z } from 'zod';
import { HAND_PUBLISHED_STATUSES, PUBLICATION_STATUSES } from '../../content/publishing/publication-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { consoleShortsMessages as m } from '../../messages/console-shorts.ts';
import { safeText } from '../../schemas/common.ts';
import { MediaAssetSchema } from '../media/media.contract.ts';
import {
  consoleShortCreateRoute,
  consoleShortRoute,
  consoleShortsListRoute,
  consoleShortUpdateRoute,
} from './shorts.routes.ts';

/**
 * The states an editor sets by hand. `scheduled` (publishing at a set time) is not offered for
 * shorts yet: a short is published when the editor publishes it.
 */
export const SHORT_EDITOR_STATUSES = HAND_PUBLISHED_STATUSES;

/** The most tags a short has, and the longest tag. */
export const SHORT_TAGS_MAX = 10;
export const SHORT_TAG_MAX_LENGTH = 20;

/** The fields an editor writes, none defaulted (a change names only what it changes). */
const SHORT_FIELDS = {
  title: safeText({ max: 60, message: m.titleRequired, tooLong: m.titleRequired }).check(
    z.minLength(1, m.titleRequired),
  ),
  description: safeText({ max: 500, multiline: true, tooLong: m.descriptionTooLong }),
  tags: z
    .array(
      safeText({ max: SHORT_TAG_MAX_LENGTH, message: m.badTags, tooLong: m.badTags }).check(
        z.minLength(1, m.badTags),
      ),
      m.badTags,
    )
    .max(SHORT_TAGS_MAX, m.badTags),
  category_id: z.int(m.badCategory).positive(m.badCategory).max(32767, m.badCategory),
  style_id: z.int(m.badStyle).positive(m.badStyle).max(32767, m.badStyle),
  /** The uploaded video (a media library asset of kind video). */
  video_media_id: DbIdSchema,
  /** Another uploaded photo as the cover; null: the video's poster frame. */
  cover_media_id: DbIdSchema.nullable(),
  status: z.enum(SHORT_EDITOR_STATUSES, m.badStatus),
};

/** What an editor writes to create a short (left out: no description or tags, the poster, a draft). */
export const ShortInputSchema = z.object({
  ...SHORT_FIELDS,
  description: z._default(SHORT_FIELDS.description, ''),
  tags: SHORT_FIELDS.tags.default([]),
  cover_media_id: SHORT_FIELDS.cover_media_id.default(null),
  status: SHORT_FIELDS.status.default('draft'),
});
/** A new short. */
export type ShortInput = z.infer<typeof ShortInputSchema>;

/** A change: any of the fields, the others kept. */
export const ShortPatchSchema = z.object(SHORT_FIELDS).partial();
/** A change of a short. */
export type ShortPatch = z.infer<typeof ShortPatchSchema>;

const NamedSchema = z.object({ id: z.int(), name: z.string() });

/** A short as the console reads it: its video asset with its transcoding state, and its files. */
export const ConsoleShortSchema = z.object({
  id: DbIdSchema,
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  category: NamedSchema,
  style: NamedSchema,
  status: z.enum(PUBLICATION_STATUSES),
  /** The uploaded video (null for the seed's shorts, whose files are fixed). */
  video: MediaAssetSchema.nullable(),
  cover_media_id: DbIdSchema.nullable(),
  /** What the site shows: the MP4 and the cover (the photo's, else the video's poster). */
  video_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
/** A short as the console reads it. */
export type ConsoleShort = z.infer<typeof ConsoleShortSchema>;

/** Shorts one list answer holds at most. */
export const SHORTS_PAGE_SIZE = 50;

/** GET /console/api/shorts. */
export const consoleShortsListContract = defineContract(consoleShortsListRoute, {
  id: 'getConsoleShorts',
  tag: 'console',
  auth: 'staff',
  summary:
    'Shorts, newest first, 50 at a time (`before` the last id seen), any status, with the guide categories and styles a short may take (editors, admins)',
  query: z.object({ before: z.optional(z.coerce.number().pipe(DbIdSchema)) }),
  response: envelope(
    z.object({
      items: z.array(ConsoleShortSchema),
      next_before: DbIdSchema.nullable(),
      categories: z.array(NamedSchema),
      styles: z.array(NamedSchema),
    }),
  ),
});

/** POST /console/api/shorts. */
export const consoleShortCreateContract = defineContract(consoleShortCreateRoute, {
  id: 'postConsoleShort',
  tag: 'console',
  auth: 'staff',
  summary:
    'Creates a short (a draft unless `status` says otherwise); publishing is refused (422) until its video is transcoded (editors, admins)',
  body: ShortInputSchema,
  status: 201,
  response: envelope(z.object({ id: DbIdSchema })),
  errors: [409, 422],
});

/** GET /console/api/shorts/{id}. */
export const consoleShortContract = defineContract(consoleShortRoute, {
  id: 'getConsoleShort',
  tag: 'console',
  auth: 'staff',
  summary: 'One short with its video’s transcoding state (editors, admins)',
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  response: envelope(ConsoleShortSchema),
  errors: [404],
});

/** PATCH /console/api/shorts/{id}. */
export const consoleShortUpdateContract = defineContract(consoleShortUpdateRoute, {
  id: 'patchConsoleShort',
  tag: 'console',
  auth: 'staff',
  summary:
    'Changes a short: any field; `status` publishes (422 until its video is transcoded) or takes it off the site (its URL then answers 410) (editors, admins)',
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  body: ShortPatchSchema,
  response: envelope(ConsoleShortSchema),
  errors: [404, 409, 422],
});

/** The console shorts' contracts. */
export const CONSOLE_SHORTS_CONTRACTS = [
  consoleShortsListContract,
  consoleShortCreateContract,
  consoleShortContract,
  consoleShortUpdateContract,
] as const;
