/**
 * `/land/decoration-quotes` (docs/spec/platform.md#routes-and-overlays landing pages): renovation quotes —
 * what the three
 * decoration levels cost (a sample preview for 30 ping), how the quote is made, the latest
 * quotes of other owners, and both quote forms (basic in the page, community as a popup).
 */
import { landingMessages, quoteMessages } from '@renovo/core';
import { useId, useState } from 'react';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { InlineQuote } from '../components/quote/inline-quote.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { type QuoteKind, QuotePopups } from '../components/quote/quote-popups.tsx';
import { RecentQuotesList } from '../components/quote/recent-quotes.tsx';
import { apiFor } from '../lib/api.server.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.decoration-quotes';
import { loadRecentQuotes } from './decorationfrom.server.ts';
import './land.decoration-quotes.css';

const text = landingMessages.decorationQuotes;
/** The quote's module on this page. */
const MODULE = 'land_decoration_quotes';

/** The latest quotes of other owners (optional). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { recent: await loadRecentQuotes(apiFor(context, request)) };
}

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The landing page. */
export default function LandDecorationQuotes({ loaderData }: Route.ComponentProps) {
  const [open, setOpen] = useState<QuoteKind | null>(null);
  const levelsId = useId();
  const sampleId = useId();
  const formId = useId();
  return (
    <>
      <LandingHero
        kicker={text.kicker}
        title={text.heading}
        lead={text.lead}
        points={text.points}
        actions={
          <>
            <a className="button" href="#quote-form">
              {quoteMessages.basicButton}
            </a>
            <button type="button" className="button button--ghost" onClick={() => setOpen('community')}>
              {quoteMessages.communityButton}
            </button>
          </>
        }
      />
      <div className="container">
        <LandingSection id={levelsId} title={text.levelsTitle}>
          <FeatureCards features={text.levels} />
        </LandingSection>

        <LandingSection id={sampleId} title={text.sampleTitle} lead={text.sampleLead}>
          <renovo-quote-preview className="decoration-quotes__preview" size={30} />
        </LandingSection>

        <div id="quote-form" className="landing-page__columns decoration-quotes__form">
          <LandingSection id={formId} title={text.formTitle} lead={text.formLead}>
            <InlineQuote module={MODULE} version="v3" />
          </LandingSection>
          <aside>
            <RecentQuotesList data={loaderData.recent} />
          </aside>
        </div>
      </div>
      <QuotePopups module={MODULE} only="community" open={open} onClose={() => setOpen(null)} />
    </>
  );
}
