/**
 * `/land/resource-package/lazy` (docs/spec/platform.md#routes-and-overlays landing pages): the resource
 * package's quick read —
 * the must-knows in a few lines, the three most read articles of each guide category, and the
 * quote entry.
 */
import { landingMessages } from '@renovo/core';
import { useId } from 'react';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.resource-package.lazy';
import { loadGuideGroups } from './land.server.ts';
import './land.resource-package.css';

const text = landingMessages.lazy;
/** The quote's module on this page. */
const MODULE = 'land_resource_package_lazy';

/** Three articles of each guide category (no videos: this is the quick read). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { groups: await loadGuideGroups(apiFor(context, request), 3) };
}

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The quick read. */
export default function LandResourcePackageLazy({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const mustId = useId();
  const readsId = useId();
  return (
    <>
      <LandingHero kicker={text.kicker} title={text.heading} lead={text.lead} quote={{ module: MODULE }} />
      <div className="container">
        <LandingSection id={mustId} title={text.mustTitle}>
          <ol className="landing-steps">
            {text.must.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </LandingSection>

        <LandingSection id={readsId} title={text.readsTitle} lead={text.readsLead}>
          {groups === null ? (
            <p role="status">{landingMessages.loadFailed}</p>
          ) : (
            <div className="lazy-groups">
              {groups.map((group) => (
                <section
                  key={group.category.id}
                  className="lazy-group"
                  aria-labelledby={`lazy-${group.category.id}`}
                >
                  <h3 id={`lazy-${group.category.id}`}>{group.category.name}</h3>
                  <p className="lazy-group__lead">{group.category.description}</p>
                  <ul>
                    {group.articles.map((article) => (
                      <li key={article.id}>
                        <a href={`/article/${article.id}`}>{article.title}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </LandingSection>

        <div className="landing-page__quote">
          <QuoteEntry module={MODULE} title={text.quoteTitle} lead={text.quoteLead} />
        </div>
      </div>
    </>
  );
}
