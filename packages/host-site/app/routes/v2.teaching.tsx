/**
 * `/v2/teaching` (docs/spec/popups-and-header.md#screens "Teaching", the Help section's link): how to use the
 * site — finding
 * inspiration, keeping favourites, getting a free quote, choosing a company, the style test.
 */
import { helpMessages } from '@renovo/core';
import { useId } from 'react';
import { usePageViewStats } from '../lib/page-view-stats.ts';
import { pageMeta } from '../lib/seo.ts';
import './v2.help.css';

/** Title and description. */
export function meta() {
  return pageMeta(helpMessages.teachingTitle, helpMessages.teachingDescription);
}

/** The guide. */
export default function Teaching() {
  const tocId = useId();
  usePageViewStats('teaching');
  return (
    <div className="container help-page">
      <h1 className="page-heading">{helpMessages.teachingTitle}</h1>
      <p className="help-page__lead">{helpMessages.teachingLead}</p>
      <nav className="help-page__toc" aria-labelledby={tocId} data-exposure="catalog">
        <h2 id={tocId}>{helpMessages.tocTitle}</h2>
        <ol>
          {helpMessages.topics.map((topic, index) => (
            <li key={topic.title}>
              <a href={`#topic-${index + 1}`}>{topic.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {helpMessages.topics.map((topic, index) => (
        <section
          key={topic.title}
          id={`topic-${index + 1}`}
          className="help-topic"
          aria-labelledby={`topic-${index + 1}-title`}
        >
          <h2 id={`topic-${index + 1}-title`}>{topic.title}</h2>
          <ol className="help-topic__steps">
            {topic.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <a className="button button--ghost" href={topic.href}>
            {topic.action}
          </a>
        </section>
      ))}
    </div>
  );
}
