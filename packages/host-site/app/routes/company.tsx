/**
 * `/company`: the design companies, filtered by the region they serve and their styles, sorted
 * by reputation, newest or number of works; filters, sort and page live in the URL.
 */
import { ANY, companyMessages } from '@renovo/core';
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
import type { Route } from './+types/company';
import { loadCompanies } from './company.server.ts';

/** Sort orders of the company list. */
const SORTS = [
  { value: 'reputation', label: companyMessages.sorts.reputation },
  { value: 'newest', label: companyMessages.sorts.newest },
  { value: 'works', label: companyMessages.sorts.works },
] as const;

/** The list's URL choices. */
const SPECS: readonly ChoiceSpec[] = [
  { key: 'region_id', values: valuesOf(REGION_CHOICES), fallback: ANY },
  { key: 'style_id', values: valuesOf(STYLE_CHOICES), fallback: ANY },
  { key: 'sort', values: valuesOf(SORTS), fallback: 'reputation' },
];

/** The header marks the companies item. */
export const handle: RouteHandle = { navKey: 'company' };

/** The page of companies the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, SPECS);
  const list = await loadCompanies(apiFor(context, request), query, 'list');
  return { query, list };
}

/** Title and description. */
export function meta() {
  return pageMeta(companyMessages.listTitle, companyMessages.listDescription);
}

/** The company list. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  return (
    <CompanyListView
      path="/company"
      title={companyMessages.listTitle}
      intro={companyMessages.listDescription}
      specs={SPECS}
      query={loaderData.query}
      list={loaderData.list}
      sorts={SORTS}
    />
  );
}
