/**
 * `/terms`, `/privacy`, `/service`, `/disclaimer`: the four statements the consent popup links to
 * (doc 1 §2 "Consent confirmation popup"). `/privacy` is the notice of 個人資料保護法 Art. 8: its
 * six items, its version and the way to the rights page `/privacy/my-data`.
 */
import { format, PRIVACY_NOTICE_VERSION, privacyNoticeMessages, statementMessages } from '@renovo/core';
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
        {loaderData.key === 'privacy' ? <PrivacyNotice /> : null}
      </article>
      <p className="help-page__links">
        <a href="/">{statementMessages.backHome}</a>
      </p>
    </div>
  );
}

/** The six items of Art. 8, the notice version and the link to the rights page. */
function PrivacyNotice() {
  return (
    <>
      {privacyNoticeMessages.items.map((item) => (
        <section key={item.heading} className="help-notice__section">
          <h2 className="help-notice__heading">{item.heading}</h2>
          <p>{item.text}</p>
        </section>
      ))}
      <p>{privacyNoticeMessages.protection}</p>
      <p>
        <a href="/privacy/my-data">{privacyNoticeMessages.myDataLink}</a>
      </p>
      <p className="help-notice__date">
        {format(privacyNoticeMessages.versionLabel, { version: PRIVACY_NOTICE_VERSION })}
      </p>
    </>
  );
}
