/** A short video as lists show it: the portrait poster with its duration, the title, the plays. */
import { format, shortsMessages } from '@renovo/core';
import type { ShortData } from './short-types.ts';
import './short-card.css';

/** Props of {@link ShortCard}. */
export interface ShortCardProps {
  short: ShortData;
  /** The player page to open (`/shorts`, or `/shorts/embed` inside an embed). */
  playerPath?: string;
  priority?: boolean;
  /** Marks the card of the video playing. */
  current?: boolean;
  /** Heading level of the title (3 by default, under the page's section headings). */
  level?: 2 | 3;
}

/** One card; the whole card links to the player at this video. */
export function ShortCard({
  short,
  playerPath = '/shorts',
  priority = false,
  current = false,
  level = 3,
}: ShortCardProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <article className="short-card">
      <a
        className="short-card__link"
        href={`${playerPath}?id=${short.id}`}
        aria-current={current ? 'true' : undefined}
      >
        <span className="short-card__media">
          <img
            src={short.poster}
            alt=""
            width={720}
            height={1280}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
          <span className="short-card__duration">
            <span className="visually-hidden">{shortsMessages.duration}</span>
            {short.duration_cn}
          </span>
        </span>
        <Title className="short-card__title">{short.title}</Title>
      </a>
      <p className="short-card__meta">{format(shortsMessages.plays, { n: short.play_count })}</p>
    </article>
  );
}
