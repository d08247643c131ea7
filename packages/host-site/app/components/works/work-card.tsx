/**
 * A work as the lists show it (works, represent works, recommendations, search): the cover, the
 * title linking to the work, style, layout, area, budget and region, and the company.
 */

import { worksMessages } from '@renovo/core';
import { Link } from 'react-router';
import { MediaImage } from '../ui/media-image.tsx';
import type { WorkCardData } from './work-types.ts';
import './work-card.css';

/** Props of {@link WorkCard}. */
export interface WorkCardProps {
  work: WorkCardData;
  /** Load the cover at once (the first cards of a page, for the largest paint). */
  priority?: boolean;
}

/** One work card; the whole card is one link, named by the work's title. */
export function WorkCard({ work, priority = false }: WorkCardProps) {
  const facts = [work.style?.name, work.layout_cn, work.area_cn].filter(Boolean).join(' · ');
  return (
    <article className="work-card">
      <Link className="work-card__link" to={`/works/${work.id}`}>
        <div className="work-card__media">
          <MediaImage
            picture={work.cover_picture}
            src={work.cover}
            alt=""
            width={1200}
            height={800}
            sizes="(min-width: 960px) 33vw, (min-width: 640px) 50vw, 100vw"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
          {work.is_represent_work === 1 ? (
            <span className="work-card__badge">{worksMessages.representBadge}</span>
          ) : null}
          <span className="work-card__count">
            {work.image_count} {worksMessages.photosUnit}
          </span>
        </div>
        <h3 className="work-card__title">{work.title}</h3>
      </Link>
      <p className="work-card__facts">{facts}</p>
      <p className="work-card__meta">
        <span>{work.budget_cn}</span>
        {work.region ? <span>{work.region.name}</span> : null}
      </p>
      <p className="work-card__company">
        <Link to={`/company/${work.company.id}`}>{work.company.name}</Link>
      </p>
    </article>
  );
}
