/**
 * The community popup's calls (doc 2 §7): community search, layouts and the cost preview (also
 * used by the preview panel). Re-exported by `quote.ts`.
 */
import type { Envelope } from '../schemas/common.ts';
import type {
  CommunityLayoutQueryInput,
  CommunityLayoutResponse,
  CommunitySearchQueryInput,
  CommunitySearchResponse,
  Preview,
  PreviewQueryInput,
} from '../schemas/quote.ts';
import type { ApiClient, CallOptions } from './types.ts';
/** Community search by region and keyword; reads code 200 and data[]. */
export declare function searchCommunities(
  client: ApiClient,
  query: CommunitySearchQueryInput,
  options?: CallOptions,
): Promise<CommunitySearchResponse>;
/** Layouts of a community; reads status and data[]. */
export declare function getCommunityLayouts(
  client: ApiClient,
  query: CommunityLayoutQueryInput,
): Promise<CommunityLayoutResponse>;
/**
 * Quote preview (also the cost-estimate detail list): POST with a JSON body when a size is known,
 * GET with a query without one. A failure answers code 0 with empty data (null).
 */
export declare function getPreview(
  client: ApiClient,
  params: PreviewQueryInput,
  options?: CallOptions,
): Promise<Envelope<Preview | null>>;
//# sourceMappingURL=community.d.ts.map
