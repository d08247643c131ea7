/**
 * A company as the lists show it (companies, ranking, search): logo, name linking to its page,
 * on-site and Google ratings, works count, region, styles and usual budget.
 */

import { companyMessages, format } from '@renovo/core';
import { Link } from 'react-router';
import { MediaImage } from '../ui/media-image.tsx';
import type { CompanyCardData } from './company-types.ts';
import { Stars } from './stars.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import './company-card.css';

/** Props of {@link CompanyCard}. */
export interface CompanyCardProps {
  company: CompanyCardData;
}

/** One company card; the name is the link. */
export function CompanyCard({ company }: CompanyCardProps) {
  const styles = company.styles.flatMap((s) => (s ? [s.name] : [])).slice(0, 3);
  return (
    <article className="company-card">
      {company.rank !== undefined ? (
        <span className="company-card__rank">
          <span className="visually-hidden">{format(companyMessages.rank, { n: company.rank })}</span>
          <span aria-hidden="true">{company.rank}</span>
        </span>
      ) : null}
      <MediaImage
        className="company-card__logo"
        picture={company.logo_picture}
        sizes="64px"
        src={company.logo}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
      />
      <div className="company-card__body">
        <h3 className="company-card__name">
          <Link to={`/company/${company.id}`}>{company.name}</Link>
          {company.verified ? <VerifiedBadge /> : null}
        </h3>
        <p className="company-card__ratings">
          {company.rank !== undefined ? (
            <strong className="company-card__score">
              {format(companyMessages.reputationScore, { score: company.reputation.toFixed(2) })}
            </strong>
          ) : null}
          {company.rating_count > 0 ? (
            <span>
              <Stars score={company.rating} />{' '}
              {format(companyMessages.ratingCount, { n: company.rating_count })}
            </span>
          ) : (
            <span>{companyMessages.noRatings}</span>
          )}
          {company.google_count > 0 ? (
            <span className="company-card__google">
              {format(companyMessages.googleShort, {
                score: company.google_rating.toFixed(1),
                n: company.google_count,
              })}
            </span>
          ) : null}
        </p>
        <p className="company-card__facts">
          {[
            company.region?.name,
            format(companyMessages.worksCount, { n: company.works_count }),
            company.price_cn,
            styles.join('、'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </article>
  );
}
