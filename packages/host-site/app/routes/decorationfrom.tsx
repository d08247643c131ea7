/**
 * `/decorationfrom` (docs/spec/popups-and-header.md#screens): the quote form page. The basic quote in the
 * page
 * (`<renovo-quote mode="inline">`, to `/decorationfrom/result_copy`), the community quote
 * (`<renovo-community-quote>`, to `/decorationfrom/result_v3`) for a visitor who knows their
 * community, what the quote holds, and the latest quotes of other owners.
 */
import { confirmCloseMessages, quoteMessages, quotePageMessages } from '@renovo/core';
import { useId, useState } from 'react';
import { InlineQuote } from '../components/quote/inline-quote.tsx';
import { type QuoteKind, QuotePopups } from '../components/quote/quote-popups.tsx';
import { RecentQuotesList } from '../components/quote/recent-quotes.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/decorationfrom';
import { loadRecentQuotes } from './decorationfrom.server.ts';
import './decorationfrom.css';

/** The header marks the quote item. */
export const handle: RouteHandle = { navKey: 'quote' };

/** The popup module of this page's forms. */
const MODULE = 'decorationfrom';

/** The latest quotes of other owners (optional). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { recent: await loadRecentQuotes(apiFor(context, request)) };
}

/** Title and description. */
export function meta() {
  return pageMeta(quotePageMessages.title, quotePageMessages.description);
}

/** The quote form page. */
export default function QuoteFormPage({ loaderData }: Route.ComponentProps) {
  const [open, setOpen] = useState<QuoteKind | null>(null);
  const stepsId = useId();
  const communityId = useId();
  const whyId = useId();
  return (
    <div className="container quote-page">
      <header className="quote-page__head">
        <h1 className="page-heading">{quotePageMessages.heading}</h1>
        <p className="quote-page__lead">{quotePageMessages.lead}</p>
      </header>

      <div className="quote-page__grid">
        <div className="quote-page__form">
          <InlineQuote module={MODULE} version="v3" />
        </div>

        <aside className="quote-page__aside">
          <section aria-labelledby={stepsId} className="quote-page__card">
            <h2 id={stepsId}>{quotePageMessages.stepsTitle}</h2>
            <ol className="quote-page__steps">
              {quotePageMessages.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>

          <section id="community" aria-labelledby={communityId} className="quote-page__card">
            <h2 id={communityId}>{quotePageMessages.communityTitle}</h2>
            <p>{quotePageMessages.communityLead}</p>
            <button type="button" className="button" onClick={() => setOpen('community')}>
              {quoteMessages.communityButton}
            </button>
          </section>

          <RecentQuotesList data={loaderData.recent} />
        </aside>
      </div>

      <section aria-labelledby={whyId} className="quote-page__why">
        <h2 id={whyId}>{quotePageMessages.whyTitle}</h2>
        <p>{confirmCloseMessages.lead}</p>
        <ul>
          {confirmCloseMessages.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </section>

      <QuotePopups module={MODULE} only="community" open={open} onClose={() => setOpen(null)} />
    </div>
  );
}
