/**
 * `/land/compare` (docs/spec/platform.md#routes-and-overlays landing pages): compare quotes — one form, three
 * matching design
 * companies' quotes to compare; what to watch for in a quote; the companies that take such
 * requests; the quote form in the page and the owners' reviews page.
 */
import { confirmCloseMessages, landingMessages } from '@renovo/core';
import { useId } from 'react';
import { CompanyCard } from '../components/company/company-card.tsx';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { InlineQuote } from '../components/quote/inline-quote.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.compare';
import { loadMatchingCompanies } from './land.server.ts';
import './land.compare.css';

const text = landingMessages.compare;
/** The quote's module on this page. */
const MODULE = 'land_compare';

/** Companies that take quote requests. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { companies: await loadMatchingCompanies(apiFor(context, request), 6) };
}

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The landing page. */
export default function LandCompare({ loaderData }: Route.ComponentProps) {
  const { companies } = loaderData;
  const stepsId = useId();
  const formId = useId();
  const watchId = useId();
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
        <LandingSection id={stepsId} title={text.stepsTitle}>
          <ol className="landing-steps">
            {text.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </LandingSection>

        <div className="landing-page__columns">
          <LandingSection id={formId} title={text.formTitle} lead={text.formLead}>
            <InlineQuote module={MODULE} version="v2" />
          </LandingSection>
          <LandingSection id={watchId} title={text.watchTitle} lead={confirmCloseMessages.lead}>
            <ul className="compare-warnings">
              {confirmCloseMessages.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <FeatureCards features={text.tips} />
          </LandingSection>
        </div>

        {companies && companies.length > 0 ? (
          <LandingSection id={companiesId} title={text.companiesTitle} lead={text.companiesLead}>
            <ul className="compare-companies">
              {companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} />
                </li>
              ))}
            </ul>
          </LandingSection>
        ) : null}

        <p className="compare-owner">
          <a className="button button--ghost" href="/land/compare/evaluate-owner">
            {text.ownerLink}
          </a>
        </p>
      </div>
    </>
  );
}
