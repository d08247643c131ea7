/**
 * `/ranking/list`: the ranking boards — companies by reputation, companies by number of works,
 * and the most viewed works — each linking to its full list.
 */

import { companyMessages, format, rankingMessages, siteMessages } from '@renovo/core';
import { Link } from 'react-router';
import type { CompanyCardData } from '../components/company/company-types.ts';
import { HubSection } from '../components/works/hub-section.tsx';
import type { WorkCardData } from '../components/works/work-types.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/ranking.list';
import { loadCompanyBoard } from './company.server.ts';
import { loadWorkBoard } from './content-pages.server.ts';
import '../components/works/hub.css';

/** Rows of each board. */
const BOARD_SIZE = 10;

/** The header marks the ranking item. */
export const handle: RouteHandle = { navKey: 'ranking' };

/** The three boards, fetched together. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [reputation, productive, works] = await Promise.all([
    loadCompanyBoard(api, { per_page: BOARD_SIZE }, 'ranking'),
    loadCompanyBoard(api, { sort: 'works', per_page: BOARD_SIZE }, 'list'),
    loadWorkBoard(api, { sort: 'popular', per_page: BOARD_SIZE }),
  ]);
  return { reputation, productive, works };
}

/** Title and description. */
export function meta() {
  return pageMeta(rankingMessages.title, rankingMessages.description);
}

function CompanyRows({
  companies,
  metric,
}: {
  companies: CompanyCardData[];
  metric(c: CompanyCardData): string;
}) {
  return (
    <ol>
      {companies.map((company, i) => (
        <li className="ranking-row" key={company.id}>
          <span className="ranking-row__rank" aria-hidden="true">
            {i + 1}
          </span>
          <img src={company.logo} alt="" width={40} height={40} loading="lazy" decoding="async" />
          <span className="ranking-row__body">
            <Link className="ranking-row__name" to={`/company/${company.id}`}>
              <span className="visually-hidden">{format(companyMessages.rank, { n: i + 1 })} </span>
              {company.name}
            </Link>
            <span className="ranking-row__metric">{metric(company)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function WorkRows({ works }: { works: WorkCardData[] }) {
  return (
    <ol>
      {works.map((work, i) => (
        <li className="ranking-row" key={work.id}>
          <span className="ranking-row__rank" aria-hidden="true">
            {i + 1}
          </span>
          <img src={work.cover} alt="" width={60} height={40} loading="lazy" decoding="async" />
          <span className="ranking-row__body">
            <Link className="ranking-row__name" to={`/works/${work.id}`}>
              <span className="visually-hidden">{format(companyMessages.rank, { n: i + 1 })} </span>
              {work.title}
            </Link>
            <span className="ranking-row__metric">
              {format(rankingMessages.views, { n: work.view_count })}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The ranking boards. */
export default function RankingList({ loaderData }: Route.ComponentProps) {
  const { reputation, productive, works } = loaderData;
  return (
    <div className="container">
      <h1 className="page-heading">{rankingMessages.title}</h1>
      <p className="works-list__intro">{rankingMessages.description}</p>
      <div className="ranking-boards hub-section">
        <div className="ranking-board">
          <HubSection
            id="board-reputation"
            title={rankingMessages.reputation}
            more={{ href: '/reputation-ranking', label: siteMessages.viewMore }}
            isEmpty={reputation.length === 0}
            empty={siteMessages.empty}
          >
            <CompanyRows
              companies={reputation}
              metric={(c) =>
                c.rating_count > 0
                  ? format(companyMessages.ratingSummary, {
                      score: c.rating.toFixed(1),
                      count: c.rating_count,
                    })
                  : companyMessages.noRatings
              }
            />
          </HubSection>
        </div>
        <div className="ranking-board">
          <HubSection
            id="board-works"
            title={rankingMessages.mostWorks}
            more={{ href: '/company?sort=works', label: siteMessages.viewMore }}
            isEmpty={productive.length === 0}
            empty={siteMessages.empty}
          >
            <CompanyRows
              companies={productive}
              metric={(c) => format(companyMessages.worksCount, { n: c.works_count })}
            />
          </HubSection>
        </div>
        <div className="ranking-board">
          <HubSection
            id="board-popular"
            title={rankingMessages.popularWorks}
            more={{ href: '/works?sort=popular', label: siteMessages.viewMore }}
            isEmpty={works.length === 0}
            empty={siteMessages.empty}
          >
            <WorkRows works={works} />
          </HubSection>
        </div>
      </div>
    </div>
  );
}
