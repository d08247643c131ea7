/**
 * The Help's notice in 網站區塊 (/v2/notice/250): its title, day, text (a blank line starts a new
 * paragraph) and an optional signature. Emptied and saved, the site shows no notice.
 */
import type { SiteNotice } from '@renovo/core/contracts';
import { siteBlocksMessages as m } from '@renovo/core/messages';

/** The notice's fields. */
export function NoticeFields({
  notice,
  onChange,
}: {
  notice: SiteNotice;
  onChange(notice: SiteNotice): void;
}) {
  const set = (key: keyof SiteNotice) => (event: { target: { value: string } }) =>
    onChange({ ...notice, [key]: event.target.value });
  return (
    <>
      <p className="hint" id="notice-field-hint">
        {m.noticeHint}
      </p>
      <label htmlFor="notice-field-title">
        {m.fieldNoticeTitle}
        <input id="notice-field-title" value={notice.title} maxLength={60} onChange={set('title')} />
      </label>
      <label htmlFor="notice-field-date">
        {m.fieldNoticeDate}
        <input id="notice-field-date" type="date" value={notice.date} onChange={set('date')} />
      </label>
      <label htmlFor="notice-field-body">
        {m.fieldNoticeBody}
        <textarea
          id="notice-field-body"
          rows={8}
          value={notice.body}
          maxLength={3000}
          onChange={set('body')}
        />
      </label>
      <label htmlFor="notice-field-sign">
        {m.fieldNoticeSign}
        <input id="notice-field-sign" value={notice.sign} maxLength={40} onChange={set('sign')} />
      </label>
    </>
  );
}
