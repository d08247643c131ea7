/**
 * The community popup's client (docs/spec/quotes.md#calls): community search, layouts and the
 * cost preview (also used by the preview panel), and the quote forms' port built on them.
 */

import type { ApiClient, CallOptions } from '../api/types.ts';
import type { Envelope } from '../schemas/common.ts';
import { communitiesRoute, communityLayoutsRoute } from './community-quote.routes.ts';
import type { QuotePorts } from './ports.ts';
import { basicQuotePortsOf } from './quote.api.ts';
import type {
  CommunityLayoutQueryInput,
  CommunityLayoutResponse,
  CommunitySearchQueryInput,
  CommunitySearchResponse,
  Preview,
  PreviewParams,
  PreviewResponse,
} from './quote.schemas.ts';
import { previewForSizeRoute, previewRoute } from './quote-pages.routes.ts';

/** Community search by region and keyword; reads code 200 and data[]. */
export function searchCommunities(
  client: ApiClient,
  query: CommunitySearchQueryInput,
  options?: CallOptions,
): Promise<CommunitySearchResponse> {
  return client.request(communitiesRoute, {
    query: { regionId: query.regionId, keyword: query.keyword },
    ...options,
  });
}

/** Layouts of a community; reads status and data[]. */
export function getCommunityLayouts(
  client: ApiClient,
  query: CommunityLayoutQueryInput,
): Promise<CommunityLayoutResponse> {
  return client.request(communityLayoutsRoute, { query: { community_id: query.community_id } });
}

/**
 * Quote preview (also the cost-estimate detail list): POST with a JSON body when a size is known,
 * GET with a query without one; with a size, `house_layout` (the community's chosen layout, a stored
 * quote's) is priced instead of the typical layout of that size. A failure answers code 0 with
 * empty data (null).
 */
export async function getPreview(
  client: ApiClient,
  params: PreviewParams,
  options?: CallOptions,
): Promise<Envelope<Preview | null>> {
  const { decorate_level = 1, kind = 1, size, type, resource_id } = params;
  const hasSize = size !== undefined && size !== '';
  try {
    return await (hasSize
      ? client.request<PreviewResponse>(previewForSizeRoute, {
          body: { ...params, decorate_level, kind },
          ...options,
        })
      : client.request<PreviewResponse>(previewRoute, {
          query: { decorate_level, kind, type, resource_id },
          ...options,
        }));
  } catch {
    return { code: 0, data: null };
  }
}

/**
 * The quote forms' port on the real client (the community popup's calls beside the basic
 * quote's), in this module so the basic-quote popup does not carry it.
 */
export function quotePortsOf(client: ApiClient): QuotePorts {
  const basic = basicQuotePortsOf(client);
  return {
    submitEvaluation: basic.submitEvaluation,
    searchCommunities: (query) => searchCommunities(client, query),
    getCommunityLayouts: (query) => getCommunityLayouts(client, query),
    getPreview: async (query) => (await getPreview(client, query)).data ?? {},
    getRecentRecords: basic.getRecentRecords,
  };
}
