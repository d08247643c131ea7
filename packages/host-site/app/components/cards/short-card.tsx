/** A short video as lists show it: portrait poster, duration, title. */
// The cover sits in the same link as the title, which names the link: the image itself is decorative (alt="").
import { Link } from 'react-router';
import { num, text } from '../../lib/read.ts';
import './cards.css';

/** What a short card shows. */
export interface ShortCardView {
  id: number;
  title: string;
  poster: string;
  duration: string;
}

/** Reads a short card of the API. */
export function readShortCard(item: Record<string, unknown>): ShortCardView | null {
  const id = num(item, 'id', Number.NaN);
  const title = text(item, 'title');
  if (!Number.isFinite(id) || !title) return null;
  return { id, title, poster: text(item, 'poster'), duration: text(item, 'duration_cn') };
}

/** The card, linking to the player at this video. */
export function ShortCard({ short }: { short: ShortCardView }) {
  return (
    <article className="card card--portrait">
      <Link to={`/shorts?id=${short.id}`} className="card__link">
        <span className="card__media">
          {short.poster ? (
            <img
              className="card__image"
              src={short.poster}
              alt=""
              width={720}
              height={1280}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {short.duration ? <span className="card__badge">{short.duration}</span> : null}
        </span>
        <h3 className="card__title">{short.title}</h3>
      </Link>
    </article>
  );
}
