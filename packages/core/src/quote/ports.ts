/**
 * The calls the quote stores make, as one port. Queries, bodies and answers are the server
 * contract's types (`quote.schemas.ts`); the real implementation is `quotePortsOf` over the API
 * client, tests pass in-memory ports (`createMemoryQuotePorts`).
 */

import type { EvaluationFormInput } from './basic-quote.contract.ts';
import type {
  CommunityLayoutQueryInput,
  CommunityLayoutResponse,
  CommunitySearchQueryInput,
  CommunitySearchResponse,
  EvaluationResponse,
  Preview,
  PreviewParams,
  RecentRecords,
  RecentRecordsQueryInput,
} from './quote.schemas.ts';

/** Empty data, which the preview call answers on failure. */
export type EmptyPreview = Record<string, never>;

/** Every call the quote stores make. */
export interface QuotePorts {
  /** POST the evaluation form; resolves code 0 on a network or HTTP error. */
  submitEvaluation(form: EvaluationFormInput): Promise<EvaluationResponse>;
  /** GET communities matching a keyword within a region. */
  searchCommunities(query: CommunitySearchQueryInput): Promise<CommunitySearchResponse>;
  /** GET the house layouts of a community. */
  getCommunityLayouts(query: CommunityLayoutQueryInput): Promise<CommunityLayoutResponse>;
  /** Cost preview data; resolves empty data on failure. */
  getPreview(query: PreviewParams): Promise<Preview | EmptyPreview>;
  /** Recent quote records data (per_page 30). */
  getRecentRecords(query: RecentRecordsQueryInput): Promise<RecentRecords>;
}
