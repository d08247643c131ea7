/**
 * The two quote popups of a page (docs/spec/popups-and-header.md#screens): `<renovo-quote>` (basic quote) and
 * `<renovo-community-quote>` (community quote), opened by the page and closed by the visitor.
 * Kebab-case attributes, so they work before the elements are defined.
 */
import type { QuoteVariant } from '@renovo/core/contracts';
import type { RenovoEventMap } from '@renovo/widgets';
import { useQuoteRegion } from './use-quote-region.ts';

/** Which popup is open. */
export type QuoteKind = QuoteVariant;

/** Who asks for the quote: sent with the quote and its tracking events. */
export interface QuoteSource {
  /** The popup module (e.g. `article_detail_auto_popbox`). */
  module: string;
  /** The resource type (`article`, `work`…). */
  type?: string;
  resourceId?: number | string;
  companyId?: number | string;
}

/** Props of {@link QuotePopups}. */
export interface QuotePopupsProps extends QuoteSource {
  open: QuoteKind | null;
  onClose(): void;
  /** After a stored quote (the popup then goes to the result page unless told not to). */
  onSubmit?(detail: RenovoEventMap['renovo-submit']): void;
  /** Basic-quote version (v2 shows the banner and the recent records). */
  version?: 'v2' | 'v3';
  /** Render only this popup (a page whose basic quote is already in the page). */
  only?: QuoteKind;
}

/** Both popups; at most one is open. */
export function QuotePopups({ open, onClose, onSubmit, version = 'v2', only, ...source }: QuotePopupsProps) {
  const region = useQuoteRegion();
  const common = {
    module: source.module,
    region,
    type: source.type,
    'resource-id': source.resourceId,
    'company-id': source.companyId,
    'onrenovo-close': () => onClose(),
    'onrenovo-submit': (event: CustomEvent<RenovoEventMap['renovo-submit']>) => onSubmit?.(event.detail),
  };
  return (
    <>
      {only === 'community' ? null : <renovo-quote version={version} open={open === 'basic'} {...common} />}
      {only === 'basic' ? null : <renovo-community-quote open={open === 'community'} {...common} />}
    </>
  );
}
