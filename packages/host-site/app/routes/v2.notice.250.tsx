/** `/v2/notice/250` (docs/spec/popups-and-header.md#screens "Notice", the Help section's link): notice no. 250. */
import { helpMessages } from '@renovo/core';
import { pageMeta } from '../lib/seo.ts';
import './v2.help.css';

const notice = helpMessages.notice250;

/** Title and description. */
export function meta() {
  return pageMeta(notice.title, notice.summary);
}

/** The notice. */
export default function Notice250() {
  return (
    <div className="container help-page">
      <article className="help-notice" aria-labelledby="notice-title">
        <p className="help-notice__kicker">{helpMessages.noticeKicker}</p>
        <h1 id="notice-title" className="page-heading">
          {notice.title}
        </h1>
        <p className="help-notice__date">
          <time dateTime={notice.date}>{notice.date.replaceAll('-', '/')}</time>
        </p>
        {notice.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="help-notice__sign">{notice.sign}</p>
      </article>
      <p className="help-page__links">
        <a href="/v2/teaching">{helpMessages.teachingTitle}</a>
        <a href="/">{helpMessages.backHome}</a>
      </p>
    </div>
  );
}
