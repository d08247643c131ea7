/**
 * `/v2/notice/250` (docs/spec/popups-and-header.md#screens "Notice", the Help section's link): the
 * site's latest notice, as the console saved it (網站區塊 › 最新公告). A development machine shows
 * a marked demo notice until one is saved; production without one says there is no notice, and
 * never shows one nobody wrote.
 */
import { helpMessages } from '@renovo/core';
import { hostContext } from '../lib/host-context.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/v2.notice.250';
import './v2.help.css';

/** The saved notice, or null. */
export function loader({ context }: Route.LoaderArgs) {
  return { notice: context.get(hostContext)?.notice ?? null };
}

/** Title and description. */
export function meta({ loaderData }: Route.MetaArgs) {
  const notice = loaderData?.notice;
  return pageMeta(notice?.title ?? helpMessages.noticeKicker, notice?.paragraphs[0] ?? helpMessages.noNotice);
}

/** The notice, or that there is none. */
export default function Notice250({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <div className="container help-page">
      <article className="help-notice" aria-labelledby="notice-title">
        <p className="help-notice__kicker">{helpMessages.noticeKicker}</p>
        <h1 id="notice-title" className="page-heading">
          {notice?.title ?? helpMessages.noNotice}
        </h1>
        {notice ? (
          <>
            <p className="help-notice__date">
              <time dateTime={notice.date}>{notice.date.replaceAll('-', '/')}</time>
            </p>
            {notice.paragraphs.map((paragraph, index) => (
              // Two paragraphs may read the same: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <p key={index}>{paragraph}</p>
            ))}
            {notice.sign ? <p className="help-notice__sign">{notice.sign}</p> : null}
          </>
        ) : (
          <p>{helpMessages.noNoticeLead}</p>
        )}
      </article>
      <p className="help-page__links">
        <a href="/v2/teaching">{helpMessages.teachingTitle}</a>
        <a href="/">{helpMessages.backHome}</a>
      </p>
    </div>
  );
}
