/**
 * `/terms`, `/privacy`, `/service`, `/disclaimer`: the four statements the consent popup links to
 * (docs/spec/platform.md#routes-and-overlays "Consent confirmation popup"). `/terms` is the terms of service
 * in numbered
 * sections; `/privacy` is the notice of 個人資料保護法 Art. 8: its six items, its version and the
 * way to the rights page `/privacy/my-data`. Both name the operator and its registration number
 * from the server's configuration (OPERATOR_NAME, OPERATOR_REGISTRATION_NO): a marked placeholder
 * in development, and in production without them a plain notice not to leave personal data.
 * Their contact line names the customer-service contacts the operator configured, if any.
 */
import { format, PRIVACY_NOTICE_VERSION, privacyNoticeMessages, statementMessages } from '@renovo/core';
import { hostContext, type SiteOperator } from '../lib/host-context.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/statement';
import './v2.help.css';

type StatementKey = keyof typeof statementMessages.pages;

/** Which statement a path shows. */
export function statementOf(pathname: string): StatementKey {
  const key = pathname.replace(/^\/+|\/+$/g, '');
  return key in statementMessages.pages ? (key as StatementKey) : 'terms';
}

/** Outside the Renovo server (a bare render): the development placeholder. */
const FALLBACK_OPERATOR: SiteOperator = { ...statementMessages.placeholderOperator, state: 'placeholder' };

/** The statement key for this request and the operator it names. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    key: statementOf(new URL(request.url).pathname),
    operator: context.get(hostContext)?.operator ?? FALLBACK_OPERATOR,
  };
}

/** Title and description. */
export function meta({ loaderData }: Route.MetaArgs) {
  const page = statementMessages.pages[loaderData?.key ?? 'terms'];
  return pageMeta(page.title, page.summary);
}

/** The statement. */
export default function Statement({ loaderData }: Route.ComponentProps) {
  const { key, operator } = loaderData;
  const page = statementMessages.pages[key];
  const names = { operator: operator.name, registration: operator.registrationNo };
  const legal = key === 'terms' || key === 'privacy';
  return (
    <div className="container help-page">
      <article className="help-notice" aria-labelledby="statement-title">
        <h1 id="statement-title" className="page-heading">
          {page.title}
        </h1>
        <p className="help-notice__date">{statementMessages.updated}</p>
        {legal && operator.state !== 'configured' ? (
          <p className="help-notice__warning" role="note" data-operator-state={operator.state}>
            {operator.state === 'missing'
              ? statementMessages.missingNotice
              : statementMessages.placeholderNotice}
          </p>
        ) : null}
        {legal ? (
          <p className="help-notice__operator">{format(statementMessages.operatorLine, names)}</p>
        ) : null}
        {page.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {key === 'terms' ? (
          <Sections sections={statementMessages.pages.terms.sections} names={names} />
        ) : null}
        {key === 'privacy' ? <PrivacyNotice names={names} /> : null}
        {legal ? <ContactLine help={operator.help} /> : null}
      </article>
      <p className="help-page__links">
        <a href="/">{statementMessages.backHome}</a>
      </p>
    </div>
  );
}

/** How to reach customer service, from the configured contacts; nothing without any. */
function ContactLine({ help }: { help: SiteOperator['help'] }) {
  const ways = [
    help?.email ? format(statementMessages.contactMail, { mail: help.email }) : '',
    help?.phone ? format(statementMessages.contactPhone, { phone: help.phone.display }) : '',
  ].filter(Boolean);
  if (ways.length === 0) return null;
  return <p>{format(statementMessages.contact, { ways: ways.join(statementMessages.contactOr) })}</p>;
}

/** Numbered sections, each a heading and its text with the operator filled in. */
function Sections({
  sections,
  names,
}: {
  sections: readonly { heading: string; text: string }[];
  names: Record<string, string>;
}) {
  return (
    <>
      {sections.map((item) => (
        <section key={item.heading} className="help-notice__section">
          <h2 className="help-notice__heading">{item.heading}</h2>
          <p>{format(item.text, names)}</p>
        </section>
      ))}
    </>
  );
}

/** The six items of Art. 8, the notice version and the link to the rights page. */
function PrivacyNotice({ names }: { names: Record<string, string> }) {
  return (
    <>
      <Sections sections={privacyNoticeMessages.items} names={names} />
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
