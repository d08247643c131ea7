/**
 * The basic-quote form in the page (`<renovo-quote mode="inline">`). Until its code has run the
 * element shows its light-DOM content, a loading line in the room the form will take.
 */
import { siteMessages } from '@renovo/core';
import type { QuoteSource } from './quote-popups.tsx';
import { useQuoteRegion } from './use-quote-region.ts';
import './inline-quote.css';

/** Props of {@link InlineQuote}. */
export interface InlineQuoteProps extends QuoteSource {
  version?: 'v2' | 'v3';
}

/** The inline form; after a submit it goes to `/decorationfrom/result_copy?id=…`. */
export function InlineQuote({ version = 'v3', module, type, resourceId, companyId }: InlineQuoteProps) {
  const region = useQuoteRegion();
  return (
    <renovo-quote
      className="inline-quote"
      mode="inline"
      version={version}
      module={module}
      type={type}
      resource-id={resourceId}
      company-id={companyId}
      region={region}
    >
      <p className="inline-quote__loading" role="status">
        {siteMessages.loading}
      </p>
    </renovo-quote>
  );
}
