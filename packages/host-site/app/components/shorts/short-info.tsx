/**
 * What the player page says about a video: its title, category, plays and date, the text, and
 * links to the work it shows and the company that made it.
 */
import { format, shortsMessages } from '@renovo/core';
import { formatDate } from '../article/format-date.ts';
import type { ShortData } from './short-types.ts';
import './short-info.css';

/** Props of {@link ShortInfo}. */
export interface ShortInfoProps {
  short: ShortData;
  /** Open the site's links in a new tab (inside an embed). */
  external?: boolean;
}

/** The video's heading block. */
export function ShortInfo({ short, external = false }: ShortInfoProps) {
  const target = external ? { target: '_blank', rel: 'noopener' } : {};
  return (
    <div className="short-info">
      <h1 className="short-info__title">{short.title}</h1>
      <p className="short-info__meta">
        {short.category ? (
          <a href={`/shorts/list?category=${short.category.id}`} {...target}>
            {short.category.name}
          </a>
        ) : null}
        <span>{format(shortsMessages.plays, { n: short.play_count })}</span>
        <time dateTime={short.published_at}>{formatDate(short.published_at)}</time>
      </p>
      <p className="short-info__text">{short.description}</p>
      <ul className="short-info__links">
        {short.work ? (
          <li>
            <a className="button" href={`/works/${short.work.id}`} {...target}>
              {shortsMessages.viewWork}
              <span className="visually-hidden">{short.work.title}</span>
            </a>
          </li>
        ) : null}
        {short.company ? (
          <li>
            <a className="short-info__company" href={`/company/${short.company.id}`} {...target}>
              <img src={short.company.logo} alt="" width={40} height={40} loading="lazy" decoding="async" />
              {short.company.name}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
