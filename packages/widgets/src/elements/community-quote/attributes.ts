import type { WidgetProps } from '../../internal/define.ts';
import type { communityQuoteWidget } from '../../widgets.generated.ts';

/** The element's live properties (one signal per attribute). */
export type CommunityQuoteProps = WidgetProps<(typeof communityQuoteWidget)['attributes']>;

/** The `widget` field of every event this element dispatches. */
export const WIDGET = 'community-quote';

/** Module sent with the form and the tracking events when the `module` attribute is absent. */
export const DEFAULT_MODULE = 'community-valuation';
