import type { Envelope } from '../schemas/common.ts';
import type { PopupBannerResponse } from '../schemas/popups.ts';
import type {
  EvaluationFormInput,
  EvaluationResponse,
  RecentRecordsQueryInput,
  RecentRecordsResponse,
} from '../schemas/quote.ts';
import type { ApiClient, CallOptions } from './types.ts';

export { getCommunityLayouts, getPreview, searchCommunities } from './community.ts';
/**
 * postEvaluationForm: submits a basic or community quote. Never rejects: a network error, a
 * timeout or an HTTP error answers code 0 (with the server's message when there is one).
 */
export declare function postEvaluationForm(
  client: ApiClient,
  form: EvaluationFormInput,
  options?: CallOptions,
): Promise<EvaluationResponse>;
/** Banner images of the basic-quote popup v2 (Accept: the v2 media type). */
export declare function getPopupBanner(client: ApiClient): Promise<PopupBannerResponse>;
/** Recent quote records, per_page 30 (Accept: the v2 media type). */
export declare function getRecentRecords(
  client: ApiClient,
  query?: RecentRecordsQueryInput,
): Promise<RecentRecordsResponse>;
/** Data of a quote result page (/decorationfrom/result_*?id=). */
export declare function getEvaluationResult(
  client: ApiClient,
  query: {
    id: number | string;
  },
): Promise<Envelope<unknown>>;
//# sourceMappingURL=quote.d.ts.map
