/**
 * An article as lists show it (article list, search, may-like): the cover, the category, the
 * title linking to the article, the summary, and reading time and date.
 */
import { articleMessages, format } from '@renovo/core';
import { MediaImage } from '../ui/media-image.tsx';
import type { ArticleCardData } from './article-types.ts';
import { formatDate } from './format-date.ts';
import './article-card.css';

/** Props of {@link ArticleCard}. */
export interface ArticleCardProps {
  article: ArticleCardData;
  /** Load the cover at once (the first cards of a page). */
  priority?: boolean;
  /** Heading level of the title (3 by default, under the page's section headings). */
  level?: 2 | 3;
}

/** One article card; the title (with the cover) is the link. */
export function ArticleCard({ article, priority = false, level = 3 }: ArticleCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  const category = article.sub_label?.name || article.label?.name;
  return (
    <article className="article-card">
      <a className="article-card__link" href={`/article/${article.id}`}>
        <div className="article-card__media">
          <MediaImage
            picture={article.cover_picture}
            src={article.cover}
            alt=""
            width={1200}
            height={675}
            sizes="(max-width: 600px) 100vw, 33vw"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </div>
        <Title className="article-card__title">{article.title}</Title>
      </a>
      {category ? <p className="article-card__tag">{category}</p> : null}
      <p className="article-card__summary">{article.summary}</p>
      <p className="article-card__meta">
        <span>{format(articleMessages.readingMinutes, { n: article.reading_minutes })}</span>
        <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
      </p>
    </article>
  );
}
