/** A design company as lists show it: logo, name, region, rating and works count. */
import { format, homeMessages } from '@renovo/core';
import { Link } from 'react-router';
import { num, refName, text } from '../../lib/read.ts';
import './cards.css';

/** What a company card shows. */
export interface CompanyCardView {
  id: number;
  name: string;
  logo: string;
  region: string;
  rating: number;
  worksCount: number;
}

/** Reads a company card of the API. */
export function readCompanyCard(item: Record<string, unknown>): CompanyCardView | null {
  const id = num(item, 'id', Number.NaN);
  const name = text(item, 'name');
  if (!Number.isFinite(id) || !name) return null;
  return {
    id,
    name,
    logo: text(item, 'logo'),
    region: refName(item, 'region'),
    rating: num(item, 'rating'),
    worksCount: num(item, 'works_count'),
  };
}

/** The card. */
export function CompanyCard({ company }: { company: CompanyCardView }) {
  return (
    <article className="company-card">
      {company.logo ? (
        <img
          className="company-card__logo"
          src={company.logo}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="company-card__body">
        <h3 className="company-card__name">
          <Link to={`/company/${company.id}`}>{company.name}</Link>
        </h3>
        <p className="card__meta">
          {[
            company.region,
            company.rating > 0 ? format(homeMessages.rating, { score: company.rating.toFixed(1) }) : '',
            company.worksCount > 0 ? format(homeMessages.worksCount, { count: company.worksCount }) : '',
          ]
            .filter(Boolean)
            .join('・')}
        </p>
      </div>
    </article>
  );
}
