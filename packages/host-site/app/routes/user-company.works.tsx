/**
 * `/user-company/works` — 作品: the company's works, drafts included, each with where it stands
 * (草稿, 待審核, 已發布, 已下架); a new work or a draft opens in the editor. A published work is
 * the platform staff's to change.
 */
import {
  type CompanyWork,
  format,
  getCompanyWorks,
  companyCentreMessages as m,
  publicationMessages,
} from '@renovo/core';
import { useState } from 'react';
import { CentreState } from '../components/company-centre/centre-state.tsx';
import { useCentreData } from '../components/company-centre/use-centre-data.ts';
import { WorkEditor } from '../components/company-centre/work-editor.tsx';
import { browserApi } from '../lib/browser.ts';

/** Where a work stands, in words. */
function stateOf(work: CompanyWork): string {
  if (work.status === 'draft')
    return work.review_requested_at
      ? m.workStates.waiting
      : work.review_note
        ? m.workStates.returned
        : m.workStates.draft;
  if (work.status === 'published') return m.workStates.published;
  return publicationMessages.statuses[work.status];
}

/** The works screen. */
export default function CentreWorks() {
  const works = useCentreData(() => getCompanyWorks(browserApi()));
  const [editing, setEditing] = useState<CompanyWork | 'new' | null>(null);
  const [line, setLine] = useState('');

  return (
    <section aria-labelledby="centre-works">
      <h2 id="centre-works">{m.tabs.works}</h2>
      <p className="centre__meta" role="status" aria-live="polite">
        {line}
      </p>
      {editing ? (
        <WorkEditor
          key={editing === 'new' ? 'new' : editing.id}
          work={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setLine(
              saved.status === 'published' ? m.published : saved.review_requested_at ? m.submitted : m.saved,
            );
            works.reload();
          }}
        />
      ) : (
        <>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {m.newWork}
          </button>
          <CentreState
            data={works}
            reload={works.reload}
            ready={({ items }) =>
              items.length === 0 ? (
                <p className="centre__notice">{m.worksEmpty}</p>
              ) : (
                <ul className="centre__list">
                  {items.map((work) => (
                    <li key={work.id} className="centre__card">
                      <h3>{work.title}</h3>
                      <p className="centre__meta">
                        {stateOf(work)}・{format(m.photoCount, { n: work.photos.length })}
                      </p>
                      {work.status === 'draft' && !work.review_requested_at && work.review_note ? (
                        <p className="centre__notice centre__notice--error">
                          {format(m.returnedReason, { reason: work.review_note })}
                        </p>
                      ) : null}
                      {work.status === 'published' ? null : (
                        <button
                          type="button"
                          className="button button--ghost"
                          onClick={() => setEditing(work)}
                        >
                          {m.editWork}
                          <span className="visually-hidden">{work.title}</span>
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )
            }
          />
        </>
      )}
    </section>
  );
}
