import { DEFAULT_QUOTE_TYPE } from '../data/constants.ts';
import type { RefIdInput, Utm } from '../schemas/common.ts';
import type {
  CommunityLayout,
  CommunitySearchItem,
  EvaluationFormInput,
  HouseLayout,
} from './quote.schemas.ts';

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
export function readUtm(query: URLSearchParams): Utm {
  return {
    source: query.get('utm_source') ?? '',
    medium: query.get('utm_medium') ?? '',
    campaign: query.get('utm_campaign') ?? '',
    content: query.get('utm_content') ?? '',
  };
}

/** house_layout of a community layout: room, hall, bath; kitchen and balcony 0. */
export function toHouseLayout(layout: CommunityLayout): HouseLayout {
  return { bedroom: layout.room, living_room: layout.hall, bathroom: layout.bath, kitchen: 0, balcony: 0 };
}

/** Builds the evaluation form both quote popups send. */
export function buildEvaluationPayload(input: {
  values: QuoteValues;
  context: QuoteContext;
  query: URLSearchParams;
  community?: CommunitySearchItem | null;
  layout?: CommunityLayout | null;
}): EvaluationFormInput {
  const { values, context } = input;
  const form: EvaluationFormInput = {
    region_id: values.region_id,
    size: Number(values.size),
    mobile: values.mobile,
    utm: readUtm(input.query),
    accepted: values.accepted ? 1 : 0,
    module: context.module,
    type: context.type || DEFAULT_QUOTE_TYPE,
  };
  if (context.resource_id !== undefined) form.resource_id = context.resource_id;
  if (context.company_id !== undefined) form.company_id = context.company_id;
  if (input.community) form.community = input.community;
  if (input.layout) form.house_layout = toHouseLayout(input.layout);
  return form;
}
