/**
 * `/land/heal` (docs/spec/platform.md#routes-and-overlays landing pages): the heal-house landing — homes
 * built to rest in
 * (daylight, plants, natural materials), their works, and the quote entry.
 */
import { landingMessages } from '@renovo/core';
import { useId } from 'react';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { WorkCard } from '../components/works/work-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.heal';
import { loadHealWorks } from './land.server.ts';

const text = landingMessages.heal;
/** The quote's module on this page. */
const MODULE = 'land_heal';

/** The heal-house works. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { works: await loadHealWorks(apiFor(context, request), 12) };
}

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The landing page. */
export default function LandHeal({ loaderData }: Route.ComponentProps) {
  const { works } = loaderData;
  const featuresId = useId();
  const worksId = useId();
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
        <LandingSection id={featuresId} title={text.featuresTitle}>
          <FeatureCards features={text.features} />
        </LandingSection>
        <LandingSection id={worksId} title={text.worksTitle} lead={text.worksLead}>
          {works === null ? (
            <p role="status">{landingMessages.loadFailed}</p>
          ) : works.items.length === 0 ? (
            <p>{landingMessages.empty}</p>
          ) : (
            <ul className="work-grid">
              {works.items.map((work, index) => (
                <li key={work.id}>
                  <WorkCard work={work} priority={index < 2} />
                </li>
              ))}
            </ul>
          )}
        </LandingSection>
        <div className="landing-page__quote">
          <QuoteEntry module={MODULE} title={text.quoteTitle} lead={text.quoteLead} />
        </div>
      </div>
    </>
  );
}
