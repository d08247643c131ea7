/**
 * Quote calls (doc 2 §7): evaluation form, community search and layouts, preview, popup banner,
 * recent records and the result page data.
 */
import { ACCEPT_V2, RECENT_RECORDS_PER_PAGE } from '../data/constants.ts';
import type { Envelope } from '../schemas/common.ts';
import type { PopupBannerResponse } from '../schemas/popups.ts';
import type {
  CommunityLayoutQueryInput,
  CommunityLayoutResponse,
  CommunitySearchQueryInput,
  CommunitySearchResponse,
  EvaluationFormInput,
  EvaluationResponse,
  Preview,
  PreviewQueryInput,
  PreviewResponse,
  RecentRecordsQueryInput,
  RecentRecordsResponse,
} from '../schemas/quote.ts';
import { isApiError } from './errors.ts';
import {
  communitiesPath,
  communityLayoutsPath,
  evaluationSubmitPath,
  popupBannerPath,
  previewPath,
  recentRecordsPath,
  resultPath,
} from './paths.ts';
import type { ApiClient, CallOptions } from './types.ts';

/**
 * postEvaluationForm: submits a basic or community quote. Never rejects: a network error, a
 * timeout or an HTTP error answers code 0 (with the server's message when there is one).
 */
export async function postEvaluationForm(
  client: ApiClient,
  form: EvaluationFormInput,
  options?: CallOptions,
): Promise<EvaluationResponse> {
  try {
    return await client.request<EvaluationResponse>(evaluationSubmitPath, {
      method: 'POST',
      body: form,
      ...options,
    });
  } catch (error) {
    const message = isApiError(error) ? error.serverMessage : undefined;
    return message === undefined ? { code: 0, data: null } : { code: 0, data: null, message };
  }
}

/** Community search by region and keyword; reads code 200 and data[]. */
export function searchCommunities(
  client: ApiClient,
  query: CommunitySearchQueryInput,
  options?: CallOptions,
): Promise<CommunitySearchResponse> {
  return client.request(communitiesPath, {
    query: { regionId: query.regionId, keyword: query.keyword },
    ...options,
  });
}

/** Layouts of a community; reads status and data[]. */
export function getCommunityLayouts(
  client: ApiClient,
  query: CommunityLayoutQueryInput,
): Promise<CommunityLayoutResponse> {
  return client.request(communityLayoutsPath, { query: { community_id: query.community_id } });
}

/**
 * Quote preview (also the cost-estimate detail list): POST with a JSON body when a size is known,
 * GET with a query without one. A failure answers code 0 with empty data (null).
 */
export async function getPreview(
  client: ApiClient,
  params: PreviewQueryInput,
  options?: CallOptions,
): Promise<Envelope<Preview | null>> {
  const { decorate_level = 1, kind = 1, size, type, resource_id } = params;
  const hasSize = size !== undefined && size !== '';
  try {
    return await client.request<PreviewResponse>(
      previewPath,
      hasSize
        ? { method: 'POST', body: { decorate_level, kind, size, type, resource_id }, ...options }
        : { query: { decorate_level, kind, type, resource_id }, ...options },
    );
  } catch {
    return { code: 0, data: null };
  }
}

/** Banner images of the basic-quote popup v2 (Accept: the v2 media type). */
export function getPopupBanner(client: ApiClient): Promise<PopupBannerResponse> {
  return client.request(popupBannerPath, { accept: ACCEPT_V2 });
}

/** Recent quote records, per_page 30 (Accept: the v2 media type). */
export function getRecentRecords(
  client: ApiClient,
  query: RecentRecordsQueryInput = {},
): Promise<RecentRecordsResponse> {
  return client.request(recentRecordsPath, {
    accept: ACCEPT_V2,
    query: { per_page: query.per_page ?? RECENT_RECORDS_PER_PAGE },
  });
}

/** Data of a quote result page (/decorationfrom/result_*?id=). */
export function getEvaluationResult(
  client: ApiClient,
  query: { id: number | string },
): Promise<Envelope<unknown>> {
  return client.request(resultPath, { query: { id: query.id } });
}
