/**
 * `/designer/recruit` (docs/spec/popups-and-header.md#screens "Company onboarding"): for design companies
 * that want to join —
 * what they get, how joining works, what is asked of them, the application form (posted to
 * `POST /api/company-applications`, reviewed in the console), and how to reach the team (the
 * operator's customer-service contacts; without any, the contact section and the mail button are
 * left out).
 */
import { companyApplicationMessages, recruitMessages } from '@renovo/core';
import { useId } from 'react';
import { HelpContactList, useHelpContacts } from '../components/drawer/help-contacts.tsx';
import { FeatureCards } from '../components/quote/feature-cards.tsx';
import { LandingHero, LandingSection } from '../components/quote/landing-hero.tsx';
import { ApplicationForm } from '../components/recruit/application-form.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
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
  const applyId = useId();
  const contacts = useHelpContacts();
  const mail = contacts?.email
    ? `mailto:${contacts.email}?subject=${encodeURIComponent(recruitMessages.mailSubject)}`
    : null;
  return (
    <>
      <LandingHero
        kicker={recruitMessages.kicker}
        title={recruitMessages.heading}
        lead={recruitMessages.lead}
        points={recruitMessages.points}
        actions={
          <>
            <a className="button" href="#apply">
              {companyApplicationMessages.formTitle}
            </a>
            {mail ? (
              <a className="button button--ghost" href={mail}>
                {recruitMessages.apply}
              </a>
            ) : null}
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
        <section id="apply" className="recruit-apply-section" aria-labelledby={applyId}>
          <h2 id={applyId} className="visually-hidden">
            {recruitMessages.title}
          </h2>
          <ApplicationForm />
        </section>
        {contacts ? (
          <LandingSection
            id={contactId}
            title={recruitMessages.contactTitle}
            lead={recruitMessages.contactLead}
          >
            <HelpContactList
              contacts={contacts}
              className="recruit-contact"
              mailSubject={recruitMessages.mailSubject}
            />
          </LandingSection>
        ) : null}
      </div>
    </>
  );
}
