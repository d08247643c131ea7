import type { AttributeTable, WidgetProps } from '../../internal/define.ts';

/** The attributes of `<renovo-community-quote>`; each mirrors a camelCased property. */
export const COMMUNITY_QUOTE_ATTRIBUTES = {
  open: 'boolean',
  mode: 'string',
  module: 'string',
  type: 'string',
  'resource-id': 'string',
  'company-id': 'string',
  region: 'number',
  'stop-redirect': 'boolean',
  partner: 'string',
} as const satisfies AttributeTable;

/** The element's live properties (one signal per attribute). */
export type CommunityQuoteProps = WidgetProps<typeof COMMUNITY_QUOTE_ATTRIBUTES>;

/** The `widget` field of every event this element dispatches. */
export const WIDGET = 'community-quote';

/** Module sent with the form and the tracking events when the `module` attribute is absent. */
export const DEFAULT_MODULE = 'community-valuation';
