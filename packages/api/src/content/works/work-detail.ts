/**
 * The work detail (docs/spec/session.md#entities "Work detail"): the work, its company, its images by space,
 * and the
 * represent data.
 */
import { format, unitMessages } from '@renovo/core/messages';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { companies, type ImageMarkerRow, works } from '../../db/schema-content.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';
import { loadUser } from '../../middleware/auth/index.ts';
import { budgetText, FLOOR_PLAN_LABEL, housingTypeRef, regionRef, styleRef } from '../catalogue/names.ts';
import { isGone } from '../publishing/published.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { type PhotoAsset, photoAssetOf, photoAssetSql, pictureFor } from '../shared/picture-columns.ts';
import { mediaUrls } from '../shared/public-url.ts';

/** An image as the detail query aggregates it. */
interface ImageRow {
  id: number;
  kind: 'photo' | 'plan' | 'construction';
  position: number;
  space_id: number | null;
  label: string;
  url: string;
  alt: string;
  markers: ImageMarkerRow[];
  caption: string;
  /** The media-library photo of a photo added in the console. */
  media: PhotoAsset | null;
}

/**
 * The work detail data, or null when there is no such work (or it is a draft); a work taken off
 * the site, or whose company was, answers 410. One query: the work, its company,
 * its images (aggregated in position order), the collect count and the member's own collect.
 */
export async function workDetail(c: Context<AppEnv>, id: number) {
  const { db } = c.get('deps');
  const user = await loadUser(c);
  const sourceId = String(id);
  const [row] = await db
    .select({
      work: works,
      company: companies,
      images: sql<ImageRow[]>`(
        select coalesce(json_agg(json_build_object(
          'id', i.id, 'kind', i.kind, 'position', i.position, 'space_id', i.space_id,
          'label', i.label, 'url', i.url, 'alt', i.alt, 'markers', i.markers,
          'caption', i.caption, 'media', ${photoAssetSql('i.media_id')}
        ) order by i.position), '[]'::json)
        from work_images i where i.work_id = ${works.id})`,
      collects: sql<number>`(select count(*)::int from reactions r
        where r.kind = 'collect' and r.source_type = 'work' and r.source_id = ${sourceId})`,
      mine: user
        ? sql<boolean>`exists (select 1 from reactions r where r.user_id = ${user.id}
            and r.kind = 'collect' and r.source_type = 'work' and r.source_id = ${sourceId})`
        : sql<boolean>`false`,
      coverAsset: photoAssetOf(works.coverMediaId),
      logoAsset: photoAssetOf(companies.logoMediaId),
    })
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(eq(works.id, id))
    .limit(1);
  if (!row) return null;
  const { work, company, images } = row;
  if (work.status !== 'published' || company.status !== 'published') {
    if (isGone(work.status) || isGone(company.status)) fail(410, CONTENT_MESSAGES.workGone);
    return null;
  }
  const isCollect = Boolean(row.mine);
  const url = mediaUrls(c);
  const cover = pictureFor(row.coverAsset, url);
  const image = (img: ImageRow) => {
    const picture = pictureFor(img.media, url);
    return {
      id: img.id,
      url: picture?.src ?? url(img.url),
      /** An uploaded photo as a `<picture>` (null for a drawn demo image). */
      picture,
      caption: img.caption,
      space_cn: img.label,
      space_id: img.space_id,
      alt: img.alt,
      // Images cannot be collected on their own: an image reads as collected with its work.
      is_collect: isCollect,
      markers: img.markers,
    };
  };
  const gallery = images.filter((img) => img.kind !== 'construction');
  const spaces: { name: string; start_index: number; total: number }[] = [];
  gallery.forEach((img, index) => {
    const last = spaces[spaces.length - 1];
    if (last && last.name === img.label) last.total += 1;
    else spaces.push({ name: img.label, start_index: index, total: 1 });
  });
  const construction = images.filter((img) => img.kind === 'construction');
  return {
    id: work.id,
    title: work.title,
    description: work.description,
    is_represent_work: work.isRepresent ? 1 : 0,
    is_collect: isCollect,
    collect_count: Number(row.collects),
    view_count: work.viewCount,
    cover: cover?.src ?? url(work.coverUrl),
    cover_picture: cover,
    company: {
      id: company.id,
      name: company.name,
      logo: pictureFor(row.logoAsset, url)?.src ?? url(company.logoUrl),
      verified: company.verified,
      region: regionRef(company.regionId),
      rating: company.ratingAvgX100 / 100,
      rating_count: company.ratingCount,
    },
    style: styleRef(work.styleId),
    housing_type: housingTypeRef(work.housingType),
    region: regionRef(work.regionId),
    area_ping: work.areaPing,
    area_cn: format(unitMessages.ping, { n: work.areaPing }),
    budget_wan: work.budgetWan,
    budget_cn: budgetText(work.budgetWan),
    layout: { room: work.room, hall: work.hall, bath: work.bath },
    layout_cn: format(unitMessages.layout, { room: work.room, hall: work.hall, bath: work.bath }),
    designer: work.designer,
    tags: work.tags,
    floor_plan_label: FLOOR_PLAN_LABEL,
    spaces,
    images: gallery.map(image),
    represent_data: work.isRepresent
      ? { construction_images: construction.map(image), construction_labels: work.constructionLabels }
      : null,
    published_at: work.publishedAt.toISOString(),
  };
}
