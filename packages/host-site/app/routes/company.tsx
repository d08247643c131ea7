/**
 * `/company`: the design companies, filtered by the region they serve and their styles, sorted
 * by reputation, newest or number of works; filters, sort and page live in the URL.
 */
import { ANY, COOKIE_NAMES, companyMessages, format, isRegionId, regionNameOf } from '@renovo/core';
import { Link } from 'react-router';
import { CompanyListView } from '../components/company/company-list-view.tsx';
import {
  type ChoiceSpec,
  REGION_CHOICES,
  readListQuery,
  STYLE_CHOICES,
  valuesOf,
} from '../components/company/list-query.ts';
import { apiFor, cookiesFor } from '../lib/api.server.ts';
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

/**
 * The list's URL choices. The region a URL leaves out is the one chosen in the header (its
 * `region` cookie), else any (choosing 高雄市 in the header narrows the list).
 */
function specsFor(headerRegion: number | null): readonly ChoiceSpec[] {
  return [
    {
      key: 'region_id',
      values: valuesOf(REGION_CHOICES),
      fallback: headerRegion ? String(headerRegion) : ANY,
    },
    { key: 'style_id', values: valuesOf(STYLE_CHOICES), fallback: ANY },
    { key: 'sort', values: valuesOf(SORTS), fallback: 'reputation' },
  ];
}

/** The header marks the companies item. */
export const handle: RouteHandle = { navKey: 'company' };

/** The page of companies the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const chosen = Number(cookiesFor(context, request).get(COOKIE_NAMES.region));
  const headerRegion = isRegionId(chosen) ? chosen : null;
  const query = readListQuery(new URL(request.url).searchParams, specsFor(headerRegion));
  const list = await loadCompanies(apiFor(context, request), query, 'list');
  return { query, list, headerRegion };
}

/** Title and description. */
export function meta() {
  return pageMeta(companyMessages.listTitle, companyMessages.listDescription);
}

/** The company list. */
export default function Companies({ loaderData }: Route.ComponentProps) {
  const { headerRegion } = loaderData;
  const followsHeader = headerRegion !== null && loaderData.query.choices.region_id === String(headerRegion);
  return (
    <CompanyListView
      path="/company"
      title={companyMessages.listTitle}
      intro={companyMessages.listDescription}
      note={
        followsHeader ? (
          <p className="works-list__intro company-list__region-note">
            {format(companyMessages.regionFromHeader, { region: regionNameOf(headerRegion) })}{' '}
            <Link to={`/company?region_id=${ANY}`}>{companyMessages.allRegions}</Link>
          </p>
        ) : null
      }
      specs={specsFor(headerRegion)}
      query={loaderData.query}
      list={loaderData.list}
      sorts={SORTS}
    />
  );
}
