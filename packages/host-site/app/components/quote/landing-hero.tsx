/**
 * The top of a landing page: a kicker, the page's heading, its lead and selling points, and the
 * quote entries (or the page's own call to action).
 */
import type { ReactNode } from 'react';
import { LandingText } from '../landing/landing-text.tsx';
import { QuoteButtons } from './quote-buttons.tsx';
import type { QuoteSource } from './quote-popups.tsx';
import './landing.css';

/** Props of {@link LandingHero}. */
export interface LandingHeroProps {
  kicker?: string;
  title: string;
  /** Plain text: a blank line starts a paragraph, a line break stays one. */
  lead: string;
  points?: readonly string[];
  /** The quote entries' source; without it, `actions` (or nothing) is shown. */
  quote?: QuoteSource;
  actions?: ReactNode;
}

/** The hero block. */
export function LandingHero({ kicker, title, lead, points = [], quote, actions }: LandingHeroProps) {
  return (
    <header className="landing-hero">
      <div className="container landing-hero__inner">
        {kicker ? <p className="landing-hero__kicker">{kicker}</p> : null}
        <h1 className="landing-hero__title">{title}</h1>
        <LandingText text={lead} className="landing-hero__lead" />
        {points.length > 0 ? (
          <ul className="landing-hero__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
        <div className="landing-hero__actions">{quote ? <QuoteButtons {...quote} /> : actions}</div>
      </div>
    </header>
  );
}

/** A titled section of a landing page. */
export function LandingSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="landing-section" aria-labelledby={id}>
      <h2 id={id} className="landing-section__title">
        {title}
      </h2>
      {lead ? <p className="landing-section__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
