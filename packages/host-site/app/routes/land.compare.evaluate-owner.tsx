/**
 * `/land/compare/evaluate-owner` (docs/spec/platform.md#routes-and-overlays landing pages): owners'
 * evaluations — what real owners
 * said about the companies they hired (on-site reviews), how to read a review, the best-rated
 * companies, and the quote entry to compare for yourself.
 */
import { format, landingMessages } from '@renovo/core';
import { useId } from 'react';
import { CompanyCard } from '../components/company/company-card.tsx';
import { ReviewItem } from '../components/company/review-item.tsx';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.compare.evaluate-owner';
import { loadMatchingCompanies, loadReviews } from './land.server.ts';
import './land.compare.css';

const text = landingMessages.evaluateOwner;
/** The quote's module on this page. */
const MODULE = 'land_compare_evaluate_owner';

/** The latest reviews and the best-rated companies. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [reviews, companies] = await Promise.all([loadReviews(api, 6), loadMatchingCompanies(api, 4)]);
  return { reviews, companies };
}

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The landing page. */
export default function LandEvaluateOwner({ loaderData }: Route.ComponentProps) {
  const { reviews, companies } = loaderData;
  const readId = useId();
  const reviewsId = useId();
  const companiesId = useId();
  return (
    <>
      <LandingHero
        kicker={text.kicker}
        title={text.heading}
        lead={text.lead}
        points={text.points}
        quote={{ module: MODULE }}
      />
      <div className="container">
        <LandingSection id={readId} title={text.readTitle}>
          <FeatureCards features={text.readTips} />
        </LandingSection>

        <LandingSection
          id={reviewsId}
          title={text.reviewsTitle}
          lead={reviews ? format(text.reviewsLead, { n: reviews.total }) : undefined}
        >
          {reviews === null ? (
            <p role="status">{landingMessages.loadFailed}</p>
          ) : reviews.items.length === 0 ? (
            <p>{landingMessages.empty}</p>
          ) : (
            <ul className="compare-reviews">
              {reviews.items.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} showCompany />
                </li>
              ))}
            </ul>
          )}
          <p className="compare-owner">
            <a href="/reviews/on-site">{text.allReviews}</a>
          </p>
        </LandingSection>

        {companies && companies.length > 0 ? (
          <LandingSection id={companiesId} title={text.companiesTitle}>
            <ul className="compare-companies">
              {companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </ul>
          </LandingSection>
        ) : null}

        <div className="landing-page__quote">
          <QuoteEntry module={MODULE} title={text.quoteTitle} lead={text.quoteLead} />
        </div>
      </div>
    </>
  );
}
