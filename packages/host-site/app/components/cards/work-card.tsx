/** A work as lists show it: cover, title, style, size and layout, company. */
// The cover sits in the same link as the title, which names the link: the image itself is decorative (alt="").
import { Link } from 'react-router';
import { num, recordOf, refName, text } from '../../lib/read.ts';
import './cards.css';

/** What a work card shows. */
export interface WorkCardView {
  id: number;
  title: string;
  cover: string;
  facts: string[];
  company: string;
  represent: boolean;
}

/** Reads a work card of the API (`workCard` of the content routes). */
export function readWorkCard(item: Record<string, unknown>): WorkCardView | null {
  const id = num(item, 'id', Number.NaN);
  const title = text(item, 'title');
  if (!Number.isFinite(id) || !title) return null;
  return {
    id,
    title,
    cover: text(item, 'cover'),
    facts: [refName(item, 'style'), text(item, 'area_cn'), text(item, 'layout_cn')].filter(Boolean),
    company: text(recordOf(item.company), 'name'),
    represent: num(item, 'is_represent_work') === 1,
  };
}

/** The card; `eager` for the first row above the fold. */
export function WorkCard({ work, eager = false }: { work: WorkCardView; eager?: boolean }) {
  return (
    <article className="card">
      <Link to={`/works/${work.id}`} className="card__link">
        {work.cover ? (
          <img
            className="card__image"
            src={work.cover}
            alt=""
            width={1200}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <h3 className="card__title">{work.title}</h3>
      </Link>
      {work.facts.length > 0 ? <p className="card__meta">{work.facts.join('・')}</p> : null}
      {work.company ? <p className="card__sub">{work.company}</p> : null}
    </article>
  );
}
