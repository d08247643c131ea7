/**
 * `/land/toto` (docs/spec/popups-and-header.md#screens "Renovation guide"): the decoration guide — for each
 * category its
 * newest short videos and most read articles, and the quote entry.
 */
import { landingMessages } from '@renovo/core';
import { useId } from 'react';
import { ArticleCard } from '../components/article/article-card.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { ShortCard } from '../components/shorts/short-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.toto';
import { loadGuideGroups } from './land.server.ts';
import '../components/article/filter-chip.css';
import './land.toto.css';

const text = landingMessages.toto;
/** The quote's module on this page. */
const MODULE = 'land_toto';

/** The header marks the article (guide) item. */
export const handle: RouteHandle = { navKey: 'article' };

/** The categories with three videos and three articles each. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { groups: await loadGuideGroups(apiFor(context, request), 3) };
}

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The guide. */
export default function LandToto({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const tocId = useId();
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
        {groups === null ? (
          <p className="landing-section" role="status">
            {landingMessages.loadFailed}
          </p>
        ) : (
          <>
            <nav className="guide-toc" aria-labelledby={tocId}>
              <h2 id={tocId} className="landing-section__title">
                {text.tocTitle}
              </h2>
              <ul className="filter-chips">
                {groups.map((group) => (
                  <li key={group.category.id}>
                    <a className="filter-chip" href={`#guide-${group.category.id}`}>
                      {group.category.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {groups.map((group) => (
              <div key={group.category.id} id={`guide-${group.category.id}`} className="guide-group">
                <LandingSection
                  id={`guide-${group.category.id}-title`}
                  title={group.category.name}
                  lead={group.category.description}
                >
                  <div className="guide-group__body">
                    {group.short_videos.length > 0 ? (
                      <ul className="guide-group__shorts">
                        {group.short_videos.map((short) => (
                          <li key={short.id}>
                            <ShortCard short={short} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <ul className="guide-group__articles">
                      {group.articles.map((article) => (
                        <li key={article.id}>
                          <ArticleCard article={article} />
                        </li>
                      ))}
                    </ul>
                  </div>
                  <p className="guide-group__more">
                    <a href={`/article?label=${group.category.id}`}>
                      {text.moreArticles}
                      <span className="visually-hidden">{group.category.name}</span>
                    </a>
                    <a href={`/shorts/list?category=${group.category.id}`}>
                      {text.moreShorts}
                      <span className="visually-hidden">{group.category.name}</span>
                    </a>
                  </p>
                </LandingSection>
              </div>
            ))}
          </>
        )}
        <div className="landing-page__quote">
          <QuoteEntry module={MODULE} title={text.quoteTitle} lead={text.quoteLead} />
        </div>
      </div>
    </>
  );
}
