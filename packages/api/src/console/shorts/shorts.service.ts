/**
 * The console's shorts (docs/spec/console.md#shorts): the rules a write must pass and the SQL.
 * A short plays an uploaded video (a media library asset of kind video) and shows a cover (a
 * ready photo, else the video's poster frame); it may be published only once its video is
 * ready. The seed's shorts keep their fixed files and have no video asset.
 */
import type { ConsoleShort, PublicationStatus, ShortInput, ShortPatch } from '@renovo/core/contracts';
import { consoleShortsMessages as m } from '@renovo/core/messages';
import { desc, eq, inArray, lt } from 'drizzle-orm';
import { STYLE_NAMES, styleRef } from '../../content/catalogue/names.ts';
import type { Db } from '../../db/client.ts';
import { ARTICLE_LABELS, labelRef } from '../../db/reference/article-labels.ts';
import { shorts } from '../../db/schema-content.ts';
import { mediaAssets } from '../../db/schema-media.ts';
import { fail } from '../../lib/errors.ts';
import { assetById, type MediaAssetRow } from '../../media/media.service.ts';
import { mediaView, posterFileOf, videoFileOf } from '../../media/media-view.ts';
import { uploadUrl } from '../../media/picture.ts';
import { isUniqueViolation } from '../../services/lead-guard/index.ts';

/** A short's row. */
export type ShortRow = typeof shorts.$inferSelect;

/** The guide categories a short may be filed under (the article labels), and the styles. */
export const SHORT_CATEGORIES = ARTICLE_LABELS.map(({ id, name }) => ({ id, name }));
export const SHORT_STYLES = [...STYLE_NAMES].map(([id, name]) => ({ id, name }));

/** The short as the console reads it. */
export function consoleShortView(
  row: ShortRow,
  video: MediaAssetRow | undefined,
  cover: MediaAssetRow | undefined,
  origin: string | undefined,
): ConsoleShort {
  const videoFile = video ? videoFileOf(video) : null;
  const posterFile =
    (cover ? posterFileOf({ poster: cover.variants }) : null) ?? (video ? posterFileOf(video) : null);
  const seeded = row.videoAssetId === null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    category: labelRef(row.categoryId),
    style: styleRef(row.styleId) ?? { id: row.styleId, name: '' },
    status: row.status,
    video: video ? mediaView(video, origin) : null,
    cover_media_id: row.coverAssetId,
    video_url: videoFile ? uploadUrl(origin, videoFile) : seeded ? row.videoUrl : null,
    poster_url: posterFile ? uploadUrl(origin, posterFile) : seeded ? row.posterUrl : null,
    published_at: row.status === 'published' ? row.publishedAt.toISOString() : null,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** The assets of `rows` (their videos and covers), by id: one query for a page. */
export async function assetsOf(db: Db, rows: readonly ShortRow[]): Promise<Map<number, MediaAssetRow>> {
  const ids = [...new Set(rows.flatMap((r) => [r.videoAssetId, r.coverAssetId]).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select().from(mediaAssets).where(inArray(mediaAssets.id, ids));
  return new Map(found.map((a) => [a.id, a]));
}

/** A page of shorts, newest first. */
export function recentShorts(db: Db, limit: number, before?: number) {
  return db
    .select()
    .from(shorts)
    .where(before === undefined ? undefined : lt(shorts.id, before))
    .orderBy(desc(shorts.id))
    .limit(limit);
}

/** A short by id. */
export async function shortById(db: Db, id: number): Promise<ShortRow | undefined> {
  const [row] = await db.select().from(shorts).where(eq(shorts.id, id));
  return row;
}

/** What a write would make of a short: the fields after the change. */
interface ShortFacts {
  categoryId: number;
  styleId: number;
  videoAssetId: number | null;
  coverAssetId: number | null;
  status: PublicationStatus;
}

/**
 * Checks a short as a write would leave it (422 with the zh-TW reason otherwise): a known
 * category and style, a video asset that is a video, a cover that is a ready photo, and — to be
 * published — a video that is ready (`isPublishableVideo`).
 */
export async function checkShort(db: Db, facts: ShortFacts, changed: { video: boolean; cover: boolean }) {
  if (!SHORT_CATEGORIES.some((c) => c.id === facts.categoryId)) fail(422, m.badCategory);
  if (!STYLE_NAMES.has(facts.styleId)) fail(422, m.badStyle);
  const video = facts.videoAssetId === null ? undefined : await assetById(db, facts.videoAssetId);
  if (changed.video && video?.kind !== 'video')
    fail(422, facts.videoAssetId === null ? m.videoRequired : m.notAVideo);
  if (changed.cover && facts.coverAssetId !== null) {
    const cover = await assetById(db, facts.coverAssetId);
    if (cover?.kind !== 'photo' || cover.status !== 'ready') fail(422, m.coverNotPhoto);
  }
  if (facts.status === 'published') isPublishableVideo(video, facts.videoAssetId === null);
}

/** A short is published only with a ready video (a seed's short, with no asset, has its files). */
function isPublishableVideo(video: MediaAssetRow | undefined, seeded: boolean): void {
  if (seeded) return;
  if (video?.status === 'failed') fail(422, m.videoFailed);
  if (video?.status !== 'ready') fail(422, m.notYetReady);
}

/** Inserts a short; a taken title is a 409. */
export async function insertShort(db: Db, input: ShortInput, now: Date): Promise<number> {
  try {
    const [row] = await db
      .insert(shorts)
      .values({
        title: input.title,
        description: input.description,
        tags: input.tags,
        categoryId: input.category_id,
        styleId: input.style_id,
        videoAssetId: input.video_media_id,
        coverAssetId: input.cover_media_id,
        status: input.status,
        // The seed's columns: a console short's files and length come from its video asset.
        posterUrl: '',
        videoUrl: '',
        durationSeconds: 0,
        publishedAt: now,
        updatedAt: now,
      })
      .returning({ id: shorts.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, m.titleTaken);
    throw error;
  }
}

/** Applies a change; publishing again dates it now. A taken title is a 409. */
export async function updateShort(db: Db, row: ShortRow, patch: ShortPatch, now: Date): Promise<ShortRow> {
  const publishing = patch.status === 'published' && row.status !== 'published';
  try {
    const [updated] = await db
      .update(shorts)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.tags !== undefined && { tags: patch.tags }),
        ...(patch.category_id !== undefined && { categoryId: patch.category_id }),
        ...(patch.style_id !== undefined && { styleId: patch.style_id }),
        ...(patch.video_media_id !== undefined && { videoAssetId: patch.video_media_id }),
        ...(patch.cover_media_id !== undefined && { coverAssetId: patch.cover_media_id }),
        ...(patch.status !== undefined && { status: patch.status }),
        ...(publishing && { publishedAt: now }),
        updatedAt: now,
      })
      .where(eq(shorts.id, row.id))
      .returning();
    return updated!;
  } catch (error) {
    if (isUniqueViolation(error)) fail(409, m.titleTaken);
    throw error;
  }
}
