/** The article detail (docs/spec/quotes.md#entities "Article"): the article, its counters and the visitor's own flags. */
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { labelRef } from '../../db/reference/article-labels.ts';
import { type ArticleImageRow, articles, companies } from '../../db/schema-content.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { pictureOf } from '../../media/picture.ts';
import { loadUser } from '../../middleware/auth/index.ts';
import { regionRef, styleRef } from '../catalogue/names.ts';
import { workAliasIsPublic } from '../publishing/public-content.ts';
import { photoAssetOf } from '../shared/picture-columns.ts';
import { absoluteHtmlMedia, mediaUrls } from '../shared/public-url.ts';

/** Most images of the viewer list. */
const VIEW_IMAGES_MAX = 30;

/** A photo of a linked work as the detail query aggregates it. */
interface PhotoRow {
  work_id: number;
  position: number;
  url: string;
  label: string;
  style_id: number;
  title: string;
}

/**
 * The article detail data whatever its status (the route decides who may see it), or null when
 * there is no such article. One query: the article, its
 * company, the counters, the member's own reactions and the photos of the linked works.
 */
export async function articleDetail(c: Context<AppEnv>, id: number) {
  const { db } = c.get('deps');
  const user = await loadUser(c);
  const sourceId = String(id);
  const counter = (kind: 'collect' | 'favor' | 'dislike') =>
    sql<number>`(select count(*)::int from reactions r
      where r.source_type = 'article' and r.source_id = ${sourceId} and r.kind = ${kind})`;
  const [row] = await db
    .select({
      article: articles,
      companyName: companies.name,
      companyLogo: companies.logoUrl,
      collects: counter('collect'),
      favors: counter('favor'),
      dislikes: counter('dislike'),
      shares: sql<number>`(select count(*)::int from shares s where s.type = 'article' and s.source_id = ${sourceId})`,
      mine: user
        ? sql<string[]>`(select coalesce(json_agg(r.kind), '[]'::json) from reactions r
            where r.user_id = ${user.id} and r.source_type = 'article' and r.source_id = ${sourceId})`
        : sql<string[]>`'[]'::json`,
      coverMedia: photoAssetOf(articles.coverMediaId),
      photos: sql<PhotoRow[]>`(
        select coalesce(json_agg(json_build_object(
          'work_id', i.work_id, 'position', i.position, 'url', i.url, 'label', i.label,
          'style_id', w.style_id, 'title', w.title
        ) order by i.work_id, i.position), '[]'::json)
        from work_images i join works w on w.id = i.work_id
        where i.work_id = any(${articles.workIds}) and i.kind = 'photo' and ${workAliasIsPublic('w')})`,
    })
    .from(articles)
    .leftJoin(companies, eq(companies.id, articles.companyId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) return null;
  const { article } = row;
  const picture = row.coverMedia ? pictureOf(row.coverMedia, mediaUrls(c)) : null;
  const kinds = new Set(row.mine);
  const url = mediaUrls(c);
  const image = (img: ArticleImageRow) => ({ ...img, src: url(img.src) });
  const imageList = article.images.map(image);
  const shown = new Set(article.images.map((img) => img.src));
  const viewImageList = [
    ...imageList,
    ...row.photos
      .filter((p) => !shown.has(p.url))
      .map((p) =>
        image({
          work_id: p.work_id,
          work_index: p.position,
          src: p.url,
          tags: [p.label, styleRef(p.style_id)?.name ?? ''],
          alt: `${p.label}｜${p.title}`,
        }),
      ),
  ].slice(0, VIEW_IMAGES_MAX);
  return {
    status: article.status,
    id: article.id,
    title: article.title,
    summary: article.summary,
    content: absoluteHtmlMedia(article.contentHtml, c),
    cover: picture?.src ?? url(article.coverUrl),
    cover_picture: picture,
    seo_title: article.seoTitle,
    seo_description: article.seoDescription,
    label: labelRef(article.labelId),
    sub_label: labelRef(article.subLabelId),
    style: styleRef(article.styleId),
    region: regionRef(article.regionId),
    company: article.companyId
      ? { id: article.companyId, name: row.companyName, logo: url(row.companyLogo ?? '') }
      : null,
    author: article.author,
    reading_minutes: article.readingMinutes,
    view_count: article.viewCount,
    work_ids: article.workIds,
    is_collect: kinds.has('collect'),
    collect_count: Number(row.collects),
    share_count: Number(row.shares),
    favor_count: Number(row.favors),
    dislike_count: Number(row.dislikes),
    is_favor: kinds.has('favor'),
    is_dislike: kinds.has('dislike'),
    aiLabels: article.aiLabels,
    imageList,
    viewImageList,
    published_at: article.publishedAt.toISOString(),
  };
}
