/**
 * `/decorationfrom/result_copy?id=` (docs/spec/popups-and-header.md#screens): the result page after a
 * basic-quote submit (`<renovo-quote>`, v2 or v3) — the
 * quote's facts, the three levels' totals and the itemised `<renovo-quote-preview>`.
 */
import { quotePageMessages } from '@renovo/core';
import { QuoteResultView } from '../components/quote/quote-result-view.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/decorationfrom.result_copy';
import { loadQuoteResult } from './decorationfrom.result.server.ts';

/** The header marks the quote item. */
export const handle: RouteHandle = { navKey: 'quote' };

/** The stored quote (404 找不到此報價單 when the id is unknown). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { result: await loadQuoteResult(request, context) };
}

/** Title and description; a visitor's own quote is not for search engines. */
export function meta() {
  return pageMeta(quotePageMessages.resultTitle, quotePageMessages.resultDescription, [
    { name: 'robots', content: 'noindex' },
  ]);
}

/** The result page. */
export default function QuoteResultPage({ loaderData }: Route.ComponentProps) {
  return (
    <QuoteResultView
      result={loaderData.result}
      title={quotePageMessages.basicResultTitle}
      lead={quotePageMessages.basicResultLead}
    />
  );
}
