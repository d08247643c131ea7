/**
 * `/reputation-ranking`: the companies ranked by reputation (a Bayesian average of their on-site
 * ratings, core's REPUTATION, with a minimum count), with their rank and that score, filtered by
 * region served and style; the page says what it ranks by.
 */
import { ANY, companyMessages, format, REPUTATION } from '@renovo/core';
import { CompanyListView } from '../components/company/company-list-view.tsx';
import {
  type ChoiceSpec,
  REGION_CHOICES,
  readListQuery,
  STYLE_CHOICES,
  valuesOf,
} from '../components/company/list-query.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/reputation-ranking';
import { loadCompanies } from './company.server.ts';

/** The ranking's URL choices. */
const SPECS: readonly ChoiceSpec[] = [
  { key: 'region_id', values: valuesOf(REGION_CHOICES), fallback: ANY },
  { key: 'style_id', values: valuesOf(STYLE_CHOICES), fallback: ANY },
];

/** The header marks the "more" menu (the ranking is one of its links). */
export const handle: RouteHandle = { navKey: 'more' };

/** The page of the ranking the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, SPECS);
  const list = await loadCompanies(apiFor(context, request), query, 'ranking');
  return { query, list };
}

/** Title and description. */
export function meta() {
  return pageMeta(companyMessages.rankingTitle, companyMessages.rankingDescription);
}

/** The reputation ranking. */
export default function ReputationRanking({ loaderData }: Route.ComponentProps) {
  return (
    <CompanyListView
      path="/reputation-ranking"
      title={companyMessages.rankingTitle}
      intro={format(companyMessages.rankingMethod, {
        mean: REPUTATION.priorMean.toFixed(1),
        weight: REPUTATION.priorWeight,
        min: REPUTATION.minRatings,
      })}
      specs={SPECS}
      query={loaderData.query}
      list={loaderData.list}
    />
  );
}
