/**
 * A landing page written in the console (docs/spec/console.md#landing-pages, ADR 026), as
 * /land/{slug} shows it and the console's preview shows its draft — one renderer for both: the
 * hero image, the hero with the site's quote entries (the page's module, else `land_<slug>`),
 * then the sections; after its end date only the title and 活動已結束, no quote.
 */
import { consoleMessages } from '@renovo/core/messages';
import { LandingHero, LandingSection } from '../quote/landing-hero.tsx';
import { LandingText } from './landing-text.tsx';

/** What the page shows (the public answer and the console's draft both have it). */
export interface LandingPageContent {
  slug: string;
  title: string;
  heroText: string;
  heroImage: string;
  sections: readonly { heading: string; body: string }[];
  quoteModule: string;
}

/** Only an http(s) URL is shown as an image (the API accepts no other; a draft may hold anything). */
const IMAGE_URL = /^https?:\/\/[^\s]+$/i;

/** The page, or its ended notice. */
export function LandingPageView({ page, ended }: { page: LandingPageContent; ended: boolean }) {
  if (ended)
    return (
      <div className="container">
        <h1 className="landing-hero__title">{page.title}</h1>
        <p role="status">{consoleMessages.landing.ended}</p>
      </div>
    );
  return (
    <>
      {IMAGE_URL.test(page.heroImage) ? (
        <img className="landing-hero__image" src={page.heroImage} alt="" />
      ) : null}
      <LandingHero
        title={page.title}
        lead={page.heroText}
        quote={{ module: page.quoteModule || `land_${page.slug}` }}
      />
      <div className="container">
        {page.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; the list is fixed per render
          <LandingSection key={`${i}-${section.heading}`} id={`section-${i}`} title={section.heading}>
            <LandingText text={section.body} className="landing-text" />
          </LandingSection>
        ))}
      </div>
    </>
  );
}
