/**
 * `/decorationfrom/result_copy?id=` (docs/spec/popups-and-header.md#screens): the result page after a
 * basic-quote submit (`<renovo-quote>`, v2 or v3) — the
 * quote's facts, the three levels' totals and the itemised `<renovo-quote-preview>`.
 */
import { quotePageMessages } from '@renovo/core';
import { OwnerMatchView } from '../components/quote/owner-match-view.tsx';
import { QuoteResultView } from '../components/quote/quote-result-view.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/decorationfrom.result_copy';
import { loadResultPage, stopContactAction } from './decorationfrom.result.server.ts';

/** The header marks the quote item. */
export const handle: RouteHandle = { navKey: 'quote' };

/** The stored quote (404 找不到此報價單 when the id is unknown) and the owner's match. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadResultPage(request, context);
}

/** 停止聯繫 (docs/spec/company-side.md#owner-control). */
export function action({ request, context }: Route.ActionArgs) {
  return stopContactAction(request, context);
}

/** Title and description; a visitor's own quote is not for search engines. */
export function meta() {
  return pageMeta(quotePageMessages.resultTitle, quotePageMessages.resultDescription, [
    { name: 'robots', content: 'noindex' },
  ]);
}

/** The result page. */
export default function QuoteResultPage({ loaderData, actionData }: Route.ComponentProps) {
  const { result, match, confirming } = loaderData;
  return (
    <QuoteResultView
      result={result}
      owner={
        match ? (
          <OwnerMatchView
            match={match}
            publicId={result.publicId}
            confirming={confirming}
            error={actionData?.error}
          />
        ) : null
      }
      title={quotePageMessages.basicResultTitle}
      lead={quotePageMessages.basicResultLead}
    />
  );
}
