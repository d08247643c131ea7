/**
 * `/terms`, `/privacy`, `/service`, `/disclaimer`: the four statements the consent popup links to
 * (doc 1 §2 "Consent confirmation popup").
 */
import { statementMessages } from '@renovo/core';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/statement';
import './v2.help.css';

type StatementKey = keyof typeof statementMessages.pages;

/** Which statement a path shows. */
export function statementOf(pathname: string): StatementKey {
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return key in statementMessages.pages ? (key as StatementKey) : 'terms';
}

/** The statement key for this request. */
export function loader({ request }: Route.LoaderArgs) {
  return { key: statementOf(new URL(request.url).pathname) };
}

/** Title and description. */
export function meta({ loaderData }: Route.MetaArgs) {
  const page = statementMessages.pages[loaderData?.key ?? 'terms'];
  return pageMeta(page.title, page.summary);
}

/** The statement. */
export default function Statement({ loaderData }: Route.ComponentProps) {
  const page = statementMessages.pages[loaderData.key];
  return (
    <div className="container help-page">
      <article className="help-notice" aria-labelledby="statement-title">
        <h1 id="statement-title" className="page-heading">
          {page.title}
        </h1>
        <p className="help-notice__date">{statementMessages.updated}</p>
        {page.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
      <p className="help-page__links">
        <a href="/">{statementMessages.backHome}</a>
      </p>
    </div>
  );
}
