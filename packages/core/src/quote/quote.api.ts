/**
 * The basic quote's client (docs/spec/quotes.md#calls): the evaluation form, the popup banner,
 * recent records, the result page data, and the basic-quote popup's port built on them. The
 * community search, layouts, preview and the community popup's port live in
 * `community.api.ts`, so a code-split browser build gives them to the community popup and the
 * preview only.
 */

import { isApiError, isPendingError } from '../api/errors.ts';
import type { ApiClient, CallOptions } from '../api/types.ts';
import { ACCEPT_V2, CONSENT_NOTICE_VERSION, RECENT_RECORDS_PER_PAGE } from '../data/constants.ts';
import type { PopupBannerResponse } from '../popups/popups.schemas.ts';
import type { Envelope } from '../schemas/common.ts';
import type { EvaluationFormInput } from './basic-quote.contract.ts';
import { evaluationSubmitRoute } from './basic-quote.routes.ts';
import type { QuotePorts } from './ports.ts';
import type { EvaluationResponse, RecentRecordsQueryInput, RecentRecordsResponse } from './quote.schemas.ts';
import { popupBannerRoute, quoteResultRoute, recentRecordsRoute } from './quote-pages.routes.ts';

/**
 * postEvaluationForm: submits a basic or community quote, durably (an Idempotency-Key, kept
 * until answered, retried). A refusal answers code 0 (with the server's message when there is
 * one); it rejects only when the lead was left pending (`isPendingError`): it may already be
 * stored and is resent by a later page, so the visitor must not be told it failed.
 */
export async function postEvaluationForm(
  client: ApiClient,
  form: EvaluationFormInput,
  options?: CallOptions,
): Promise<EvaluationResponse> {
  try {
    return await client.request<EvaluationResponse>(evaluationSubmitRoute, {
      // The consent notice the form showed (see clues.ts).
      body: { notice_version: CONSENT_NOTICE_VERSION, ...form },
      durable: true,
      ...options,
    });
  } catch (error) {
    if (isPendingError(error)) throw error;
    const message = isApiError(error) ? error.serverMessage : undefined;
    return message === undefined ? { code: 0, data: null } : { code: 0, data: null, message };
  }
}

/** Banner images of the basic-quote popup v2 (Accept: the v2 media type). */
export function getPopupBanner(client: ApiClient): Promise<PopupBannerResponse> {
  return client.request(popupBannerRoute, { accept: ACCEPT_V2 });
}

/** Recent quote records, per_page 30 (Accept: the v2 media type). */
export function getRecentRecords(
  client: ApiClient,
  query: RecentRecordsQueryInput = {},
): Promise<RecentRecordsResponse> {
  return client.request(recentRecordsRoute, {
    accept: ACCEPT_V2,
    query: { per_page: query.per_page ?? RECENT_RECORDS_PER_PAGE },
  });
}

/** Data of a quote result page (/decorationfrom/result_*?id=). */
export function getEvaluationResult(
  client: ApiClient,
  query: { id: number | string },
): Promise<Envelope<unknown>> {
  return client.request(quoteResultRoute, { query: { id: query.id } });
}

/**
 * The basic-quote popup's port (submit and recent records) on the real client: the store calls
 * these, so a bundle that never sends a quote does not carry them.
 */
export function basicQuotePortsOf(
  client: ApiClient,
): Pick<QuotePorts, 'submitEvaluation' | 'getRecentRecords'> {
  return {
    submitEvaluation: (form) => postEvaluationForm(client, form),
    getRecentRecords: async (query) => (await getRecentRecords(client, query)).data,
  };
}
