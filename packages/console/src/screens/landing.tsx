/**
 * Landing pages (docs/spec/console.md#landing-pages): the list, and the editor (landing-editor.tsx)
 * of a new or a chosen page — its fields beside a live preview of the page as /land/{slug} shows
 * it, draft, publish and unpublish — with a link to the public page once published.
 */
import { consoleLandingMessages as lm, consoleMessages as m } from '@renovo/core/messages';
import { useRef, useState } from 'react';
import { consoleLandingPagesRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import type { LandingPage } from '../types.ts';
import { useData } from '../use-data.ts';
import { EMPTY_PAGE, LandingEditor } from './landing-editor.tsx';
import type { LandingDraft } from './landing-problems.ts';

export function Landing() {
  const list = useData<LandingPage[]>(consoleLandingPagesRoute);
  // The page being edited; `key` starts a fresh editor for each page opened.
  const [editing, setEditing] = useState<{ key: number; page: LandingDraft } | null>(null);
  // Whether the open editor has changes not saved: opening another page asks first.
  const unsaved = useRef(false);
  const open = (page: LandingDraft) => {
    if (unsaved.current && !window.confirm(lm.discardChanges)) return;
    unsaved.current = false;
    setEditing((e) => ({ key: (e?.key ?? 0) + 1, page }));
  };

  return (
    <Screen
      title={m.landing.title}
      actions={
        <button type="button" onClick={() => open({ ...EMPTY_PAGE, sections: [] })}>
          {m.landing.create}
        </button>
      }
    >
      {editing ? (
        <LandingEditor
          key={editing.key}
          initial={editing.page}
          others={list.data ?? []}
          unsaved={unsaved}
          onSaved={() => list.reload()}
          onClose={() => {
            unsaved.current = false;
            setEditing(null);
          }}
        />
      ) : null}
      <LoadState loading={list.loading} error={list.error} />
      {list.data ? (
        <DataTable
          label={m.landing.title}
          rows={list.data}
          rowKey={(page) => page.id}
          columns={[
            { header: m.landing.pageTitle, rowHeader: true, cell: (page) => page.title },
            {
              header: m.landing.slug,
              cell: (page) =>
                page.status === 'published' ? (
                  <a href={`/land/${page.slug}`} target="_blank" rel="noopener">
                    /land/{page.slug}
                  </a>
                ) : (
                  `/land/${page.slug}`
                ),
            },
            {
              header: m.landing.status,
              cell: (page) => (page.status === 'published' ? m.landing.published : m.landing.draft),
            },
            { header: m.landing.endsAt, cell: (page) => formatTime(page.endsAt) },
            {
              header: m.common.edit,
              hideHeader: true,
              cell: (page) => (
                <button type="button" className="link" onClick={() => open({ ...page })}>
                  {m.common.edit}
                </button>
              ),
            },
          ]}
        />
      ) : null}
    </Screen>
  );
}
