/** The company of a work: logo, name, rating, and a link to its page. */

import { companyMessages, format } from '@renovo/core';
import { Link } from 'react-router';
import type { WorkDetailData } from './work-types.ts';

/** Props of {@link WorkCompany}. */
export interface WorkCompanyProps {
  company: WorkDetailData['company'];
}

/** The company box of the work detail. */
export function WorkCompany({ company }: WorkCompanyProps) {
  return (
    <section className="work-company" aria-labelledby="work-company-name">
      <img src={company.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
      <div>
        <h2 className="work-company__name" id="work-company-name">
          <Link to={`/company/${company.id}`}>{company.name}</Link>
        </h2>
        <p className="work-company__rating">
          {company.rating_count > 0
            ? format(companyMessages.ratingSummary, {
                score: company.rating.toFixed(1),
                count: company.rating_count,
              })
            : companyMessages.noRatings}
          {company.region ? ` · ${company.region.name}` : ''}
        </p>
      </div>
    </section>
  );
}
