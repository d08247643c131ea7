import type { RefIdInput, Utm } from '../schemas/common.ts';
import type {
  CommunityLayout,
  CommunitySearchItem,
  EvaluationFormInput,
  HouseLayout,
} from '../schemas/quote.ts';
/** Where a quote form is shown: sent with the form, and used for tracking. */
export interface QuoteContext {
  /** Module name of the popup or page (e.g. 'article_detail_auto_popbox'). */
  module: string;
  /** Defaults to 'generic'. */
  type?: string;
  resource_id?: RefIdInput;
  company_id?: RefIdInput;
  /** When set, a successful submit does not go to the result page. */
  stopRedirect?: boolean;
}
/** The values the visitor entered. */
export interface QuoteValues {
  region_id: number;
  size: string;
  mobile: string;
  accepted: boolean;
}
/** The utm object from the location's utm_source, utm_medium, utm_campaign and utm_content. */
export declare function readUtm(query: URLSearchParams): Utm;
/** house_layout of a community layout: room, hall, bath; kitchen and balcony 0. */
export declare function toHouseLayout(layout: CommunityLayout): HouseLayout;
/** Builds the evaluation form both quote popups send. */
export declare function buildEvaluationPayload(input: {
  values: QuoteValues;
  context: QuoteContext;
  query: URLSearchParams;
  community?: CommunitySearchItem | null;
  layout?: CommunityLayout | null;
}): EvaluationFormInput;
//# sourceMappingURL=payload.d.ts.map
