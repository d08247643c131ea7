/** An article as lists show it: cover, category, title, summary. */
// The cover sits in the same link as the title, which names the link: the image itself is decorative (alt="").
import { Link } from 'react-router';
import { num, refName, text } from '../../lib/read.ts';
import './cards.css';

/** What an article card shows. */
export interface ArticleCardView {
  id: number;
  title: string;
  summary: string;
  cover: string;
  label: string;
}

/** Reads an article card of the API. */
export function readArticleCard(item: Record<string, unknown>): ArticleCardView | null {
  const id = num(item, 'id', Number.NaN);
  const title = text(item, 'title');
  if (!Number.isFinite(id) || !title) return null;
  return {
    id,
    title,
    summary: text(item, 'summary'),
    cover: text(item, 'cover'),
    label: refName(item, 'label'),
  };
}

/** The card. */
export function ArticleCard({ article }: { article: ArticleCardView }) {
  return (
    <article className="card">
      <Link to={`/article/${article.id}`} className="card__link">
        {article.cover ? (
          <img
            className="card__image"
            src={article.cover}
            alt=""
            width={1200}
            height={800}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <h3 className="card__title">{article.title}</h3>
      </Link>
      {article.label ? <p className="card__tag">{article.label}</p> : null}
      {article.summary ? <p className="card__summary">{article.summary}</p> : null}
    </article>
  );
}
