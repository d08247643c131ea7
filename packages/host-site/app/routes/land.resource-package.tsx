/**
 * `/land/resource-package` (docs/spec/platform.md#routes-and-overlays landing pages): the renovation resource
 * package — what the
 * free kit holds, who it is for, the form to get it with a quote, and common questions; the
 * quick-read version is `/land/resource-package/lazy`.
 */
import { landingMessages } from '@renovo/core';
import { useId } from 'react';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { InlineQuote } from '../components/quote/inline-quote.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { usePageViewStats } from '../lib/page-view-stats.ts';
import { pageMeta } from '../lib/seo.ts';
import './land.resource-package.css';

const text = landingMessages.resourcePackage;
/** The quote's module on this page. */
const MODULE = 'land_resource_package';

/** Title and description. */
export function meta() {
  return pageMeta(text.title, text.description);
}

/** The landing page. */
export default function LandResourcePackage() {
  const kitId = useId();
  const formId = useId();
  const faqId = useId();
  usePageViewStats(MODULE);
  return (
    <>
      <LandingHero
        kicker={text.kicker}
        title={text.heading}
        lead={text.lead}
        points={text.points}
        actions={
          <>
            <a className="button" href="#get-package">
              {text.getPackage}
            </a>
            <a className="button button--ghost" href="/land/resource-package/lazy">
              {text.lazyLink}
            </a>
          </>
        }
      />
      <div className="container">
        <LandingSection id={kitId} title={text.kitTitle} lead={text.kitLead}>
          <FeatureCards features={text.kit} />
        </LandingSection>

        <div id="get-package" className="resource-form">
          <LandingSection id={formId} title={text.formTitle} lead={text.formLead}>
            <InlineQuote module={MODULE} version="v2" />
          </LandingSection>
        </div>

        <LandingSection id={faqId} title={text.faqTitle}>
          <div className="resource-faq" data-exposure="questions">
            {text.faq.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </LandingSection>
      </div>
    </>
  );
}
