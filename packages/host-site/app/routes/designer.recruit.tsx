/**
 * `/designer/recruit` (doc 2 §2 "Company onboarding"): for design companies that want to join —
 * what they get, how joining works, what is asked of them, and how to reach the team.
 */
import { drawerMessages, recruitMessages } from '@renovo/core';
import { useId } from 'react';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import { SERVICE_MAIL, SERVICE_PHONE } from '../lib/site.ts';
import './designer.recruit.css';

/** The header marks the "more" menu (company onboarding is one of its links). */
export const handle: RouteHandle = { navKey: 'more' };

/** Title and description. */
export function meta() {
  return pageMeta(recruitMessages.title, recruitMessages.description);
}

/** The onboarding page. */
export default function DesignerRecruit() {
  const benefitsId = useId();
  const stepsId = useId();
  const needsId = useId();
  const contactId = useId();
  const mail = `mailto:${SERVICE_MAIL}?subject=${encodeURIComponent(recruitMessages.mailSubject)}`;
  return (
    <>
      <LandingHero
        kicker={recruitMessages.kicker}
        title={recruitMessages.heading}
        lead={recruitMessages.lead}
        points={recruitMessages.points}
        actions={
          <>
            <a className="button" href={mail}>
              {recruitMessages.apply}
            </a>
            <a className="button button--ghost" href="/login?redirect=/designer/recruit">
              {recruitMessages.login}
            </a>
          </>
        }
      />
      <div className="container">
        <LandingSection id={benefitsId} title={recruitMessages.benefitsTitle}>
          <FeatureCards features={recruitMessages.benefits} />
        </LandingSection>
        <LandingSection id={stepsId} title={recruitMessages.stepsTitle}>
          <ol className="landing-steps">
            {recruitMessages.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </LandingSection>
        <LandingSection id={needsId} title={recruitMessages.needsTitle}>
          <ul className="recruit-needs">
            {recruitMessages.needs.map((need) => (
              <li key={need}>{need}</li>
            ))}
          </ul>
        </LandingSection>
        <LandingSection
          id={contactId}
          title={recruitMessages.contactTitle}
          lead={recruitMessages.contactLead}
        >
          <dl className="recruit-contact">
            <div>
              <dt>{drawerMessages.phoneLabel}</dt>
              <dd>
                <a href={SERVICE_PHONE.href}>{SERVICE_PHONE.display}</a>
              </dd>
            </div>
            <div>
              <dt>{drawerMessages.mailLabel}</dt>
              <dd>
                <a href={mail}>{SERVICE_MAIL}</a>
              </dd>
            </div>
            <div>
              <dt>{drawerMessages.hoursLabel}</dt>
              <dd>{drawerMessages.hours}</dd>
            </div>
          </dl>
        </LandingSection>
      </div>
    </>
  );
}
