/**
 * `/recommendation`: the editors' recommendations — the most read articles, represent works
 * with their construction documented, and the companies owners rate best.
 */
import { companyMessages, recommendationMessages, siteMessages, worksMessages } from '@renovo/core';
import { ArticleCard } from '../components/article/article-card.tsx';
import { CompanyCard } from '../components/company/company-card.tsx';
import { HubSection } from '../components/works/hub-section.tsx';
import { WorkCard } from '../components/works/work-card.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/recommendation';
import { loadCompanyBoard } from './company.server.ts';
import { loadRecommendedArticles, loadWorkBoard } from './content-pages.server.ts';
import '../components/works/hub.css';
import '../components/works/work-card.css';
import '../components/company/company-card.css';

/** The header marks the recommendations item. */
export const handle: RouteHandle = { navKey: 'recommendation' };

/** The three recommendation lists, fetched together. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [articles, works, companies] = await Promise.all([
    loadRecommendedArticles(api, 9),
    loadWorkBoard(api, { sort: 'popular', per_page: 8 }, true),
    loadCompanyBoard(api, { per_page: 6 }, 'ranking'),
  ]);
  return { articles, works, companies };
}

/** Title and description. */
export function meta() {
  return pageMeta(recommendationMessages.title, recommendationMessages.description);
}

/** The recommendations. */
export default function Recommendation({ loaderData }: Route.ComponentProps) {
  const { articles, works, companies } = loaderData;
  return (
    <div className="container">
      <h1 className="page-heading">{recommendationMessages.title}</h1>
      <p className="works-list__intro">{recommendationMessages.description}</p>
      <HubSection
        id="recommend-articles"
        title={recommendationMessages.articles}
        more={{ href: '/article', label: siteMessages.viewMore }}
        isEmpty={articles.length === 0}
        empty={siteMessages.empty}
      >
        <ul className="article-grid">
          {articles.map((article, i) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={i === 0} />
            </li>
          ))}
        </ul>
      </HubSection>
      <HubSection
        id="recommend-works"
        title={worksMessages.goodTitle}
        more={{ href: '/works/good', label: siteMessages.viewMore }}
        isEmpty={works.length === 0}
        empty={siteMessages.empty}
      >
        <ul className="work-grid">
          {works.map((work) => (
            <li key={work.id}>
              <WorkCard work={work} />
            </li>
          ))}
        </ul>
      </HubSection>
      <HubSection
        id="recommend-companies"
        title={companyMessages.rankingTitle}
        more={{ href: '/reputation-ranking', label: siteMessages.viewMore }}
        isEmpty={companies.length === 0}
        empty={siteMessages.empty}
      >
        <ol className="company-grid">
          {companies.map((company, i) => (
            <li key={company.id}>
              <CompanyCard company={{ ...company, rank: company.rank ?? i + 1 }} />
            </li>
          ))}
        </ol>
      </HubSection>
    </div>
  );
}
