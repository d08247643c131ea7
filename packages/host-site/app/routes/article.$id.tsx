/**
 * `/article/{id}` (docs/spec/popups-and-header.md#screens): an article with its actions (collect, favourite,
 * dislike and share
 * with their counters), the share tooltip past 40 % of the page, the quote popover once at 50 %
 * unless a quote was already submitted, and articles and works to read next. Page name
 * article_detail, popup module article_detail_auto_popbox, resource type article
 * (docs/spec/platform.md#routes-and-overlays).
 * An unknown article is the 404 此文章找不到了; one taken off the site the 410 這篇文章已下架
 * (docs/spec/console.md#publishing). A console preview link (`?preview=`) shows an unpublished one,
 * not cached and not indexed.
 */
import {
  articleMessages,
  CONVERT_ARTICLE_ENTRIES,
  format,
  pickConvertIndexes,
  postVisit,
} from '@renovo/core';
import { useEffect, useId } from 'react';
import { data, useRouteLoaderData } from 'react-router';
import { ArticleActions } from '../components/article/article-actions.tsx';
import { ArticleBody, withImageSizes } from '../components/article/article-body.tsx';
import { ArticleCard } from '../components/article/article-card.tsx';
import {
  ARTICLE_PAGE_NAME,
  ARTICLE_RESOURCE_TYPE,
  ArticleQuotePopover,
} from '../components/article/article-quote-popover.tsx';
import { ConvertEntries } from '../components/article/convert-entries.tsx';
import { formatDate } from '../components/article/format-date.ts';
import type { RootData } from '../components/layout/root-data.ts';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { MediaImage } from '../components/ui/media-image.tsx';
import { WorkCard } from '../components/works/work-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import { browserApi } from '../lib/browser.ts';
import { usePageViewStats } from '../lib/page-view-stats.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { type RouteValidate, validated } from '../lib/route-validation.ts';
import { ldJson, originOf, pageMeta, shareImageMeta, shareImageUrl } from '../lib/seo.ts';
import { articleLd } from '../lib/structured-data.ts';
import type { Route } from './+types/article.$id';
import { loadArticleDetail, loadArticleExtras } from './article.server.ts';
import './article.$id.css';

/** The header marks the article (guide) item. */
export const handle: RouteHandle = {
  navKey: 'article',
  crumb: (data) => (data as { article?: { title: string } } | undefined)?.article?.title,
};

/** Only numeric ids are articles; anything else is "Page Not Found: {path}". */
export const validate: RouteValidate<Route.LoaderArgs> = ({ params }) => /^\d{1,9}$/.test(params.id ?? '');

/** A console preview link's token (`?preview=`), kept to the shape the API signs. */
function previewOf(request: Request): string | undefined {
  const token = new URL(request.url).searchParams.get('preview');
  return token && /^\d{10}\.[0-9a-f]{64}$/.test(token) ? token : undefined;
}

/** A preview is the editor's: never kept by a cache, never indexed. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The article and what to read next (an unpublished one only through a preview link). */
export const loader = validated(validate, async ({ params, request, context }: Route.LoaderArgs) => {
  const id = Number(params.id);
  const api = apiFor(context, request);
  const preview = previewOf(request);
  const [article, extras] = await Promise.all([
    loadArticleDetail(api, id, preview),
    loadArticleExtras(api, id),
  ]);
  // docs/spec/quotes.md#limits: two convert entries at random, picked here so the page and its hydration
  // agree.
  const convert = pickConvertIndexes(CONVERT_ARTICLE_ENTRIES.length);
  const page = {
    article: { ...article, content: withImageSizes(article.content) },
    extras,
    convert,
    preview: !!preview,
  };
  return preview
    ? data(page, { headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' } })
    : page;
});

/** The article's title, summary, cover and structured data. */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta(articleMessages.notFound);
  const { article } = loaderData;
  const origin = originOf(matches);
  // An uploaded cover is shared as its own JPEG; a drawn one as its PNG twin.
  const shareImage = article.cover_picture ? article.cover_picture.src : shareImageUrl(origin, article.cover);
  return pageMeta(article.seo_title || article.title, article.seo_description || article.summary, [
    { property: 'og:type', content: 'article' },
    ...(article.cover_picture
      ? [
          { property: 'og:image', content: shareImage },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : shareImageMeta(origin, article.cover)),
    ...(loaderData.preview ? [{ name: 'robots', content: 'noindex' }] : []),
    ldJson(articleLd(origin, article, shareImage)),
  ]);
}

/** The article page. */
export default function ArticleDetailPage({ loaderData }: Route.ComponentProps) {
  const { article, extras, convert } = loaderData;
  const root = useRouteLoaderData('root') as RootData | undefined;
  const mayLikeId = useId();
  const worksId = useId();
  const category = article.sub_label ?? article.label;
  usePageViewStats(ARTICLE_PAGE_NAME, article.id);

  useEffect(() => {
    // Visit logging (docs/spec/platform.md#calls POST /api/visits); a failure is not the reader's concern.
    postVisit(browserApi(), { source_type: ARTICLE_RESOURCE_TYPE, source_id: article.id }).catch(() => {});
  }, [article.id]);

  return (
    <div className="container article-detail" data-page-name={ARTICLE_PAGE_NAME}>
      <nav className="breadcrumb" aria-label={articleMessages.breadcrumb}>
        <ol>
          <li>
            <a href="/">{articleMessages.home}</a>
          </li>
          <li>
            <a href="/article">{articleMessages.listTitle}</a>
          </li>
          {article.label ? (
            <li>
              <a href={`/article?label=${article.label.id}`}>{article.label.name}</a>
            </li>
          ) : null}
        </ol>
      </nav>

      <article className="article-detail__main" aria-labelledby="article-title">
        <header className="article-detail__head">
          {category ? <p className="article-detail__tag">{category.name}</p> : null}
          <h1 id="article-title" className="article-detail__title">
            {article.title}
          </h1>
          <p className="article-detail__meta">
            <span>{article.author}</span>
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            <span>{format(articleMessages.readingMinutes, { n: article.reading_minutes })}</span>
            <span>{format(articleMessages.views, { n: article.view_count })}</span>
          </p>
          <p className="article-detail__summary">{article.summary}</p>
        </header>

        <MediaImage
          className="article-detail__cover"
          picture={article.cover_picture}
          src={article.cover}
          alt=""
          width={1200}
          height={800}
          sizes="(max-width: 760px) 100vw, 760px"
          fetchPriority="high"
          decoding="async"
        />

        <ArticleBody
          html={article.content}
          title={article.title}
          images={article.viewImageList.map((image, index) => ({
            id: `${image.work_id ?? 'a'}-${index}`,
            url: image.src,
            alt: image.alt,
            caption: image.tags.filter(Boolean).join('・'),
            ...(image.work_id ? { source: { type: 'work' as const, id: image.work_id } } : {}),
          }))}
          articleId={article.id}
        />

        {article.aiLabels.length > 0 ? (
          <ul className="article-detail__labels" aria-label={articleMessages.labelsLabel}>
            {article.aiLabels.map((label) => (
              <li key={label}>
                <a href={`/search?keyword=${encodeURIComponent(label)}`}>#{label}</a>
              </li>
            ))}
          </ul>
        ) : null}

        {article.company ? (
          <p className="article-detail__company">
            {articleMessages.providedBy} <a href={`/company/${article.company.id}`}>{article.company.name}</a>
          </p>
        ) : null}

        <ArticleActions article={article} viewer={root?.viewer ?? null} />
      </article>

      <QuoteEntry
        module="article_detail"
        type={ARTICLE_RESOURCE_TYPE}
        resourceId={article.id}
        title={articleMessages.quoteTitle}
      />

      <ConvertEntries picks={convert} />

      {extras.mayLike.length > 0 ? (
        <section className="article-detail__more" aria-labelledby={mayLikeId} data-exposure="may_like">
          <h2 id={mayLikeId}>{articleMessages.mayLike}</h2>
          <ul className="article-grid">
            {extras.mayLike.map((item) => (
              <li key={item.id}>
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {extras.works.length > 0 ? (
        <section className="article-detail__more" aria-labelledby={worksId} data-exposure="work_list">
          <h2 id={worksId}>{articleMessages.sameStyleWorks}</h2>
          <ul className="work-grid">
            {extras.works.map((work) => (
              <li key={work.id}>
                <WorkCard work={work} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ArticleQuotePopover articleId={article.id} />
    </div>
  );
}
