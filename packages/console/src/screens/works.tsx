/**
 * Works (docs/spec/console.md#works), for editors and admins: the list searched by title and
 * filtered by status, each row with its company (and whether the company is on the site), its
 * status, representative flag and photo count; a form to create or change a work with its photos.
 */
import { errorMessage } from '@renovo/core/api';
import {
  CONSOLE_WORKS_PAGE_SIZE,
  type ContractData,
  type consoleWorkContract,
  type consoleWorksContract,
  EDITABLE_STATUSES,
} from '@renovo/core/contracts';
import {
  consoleCompanyMessages as c,
  companyCentreMessages,
  consoleMessages,
  format,
  publicationMessages,
  consoleWorkMessages as w,
} from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { workReturnRoute, workRoute, worksRoute, workUpdateRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { Pager } from '../pager.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';
import { draftOf, NEW_WORK, type WorkDraft, WorkForm } from './work-form.tsx';

type Page = ContractData<typeof consoleWorksContract>;
/** `waiting` is 'true' for the drafts companies sent for review (待審核), else empty. */
type Filters = { q: string; status: string; waiting: string; page: number };

/** A row's action: a link-styled button that names the row for a screen reader. */
function RowAction({ label, title, onClick }: { label: string; title: string; onClick: () => void }) {
  return (
    <button type="button" className="link" onClick={onClick}>
      {label}
      <span className="visually-hidden">{title}</span>
    </button>
  );
}

export function Works() {
  const notify = useToast();
  const [filters, setFilters] = useState<Filters>({ q: '', status: '', waiting: '', page: 1 });
  const [typed, setTyped] = useState(filters);
  const list = useData<Page>(worksRoute, { query: filters });
  const [editing, setEditing] = useState<{ draft: WorkDraft; company?: { id: number; name: string } } | null>(
    null,
  );
  const [problem, setProblem] = useState('');

  async function open(id: number) {
    try {
      const work = await call<ContractData<typeof consoleWorkContract>>(workRoute, { params: { id } });
      setEditing({ draft: draftOf(work), company: work.company });
      setProblem('');
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.loadFailed);
    }
  }
  /** A review decision on a work a company sent (approve: publish; return: with the reason asked). */
  async function decide(id: number, title: string, approve: boolean) {
    const reason = approve ? '' : window.prompt(`${w.returnPrompt}${title}`)?.trim();
    if (!approve && !reason) return;
    try {
      if (approve) await call(workUpdateRoute, { params: { id }, body: { status: 'published' } });
      else await call(workReturnRoute, { params: { id }, body: { reason } });
      notify(approve ? w.approved : w.returned);
      setProblem('');
      list.reload();
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({ ...typed, page: 1 });
  }

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / CONSOLE_WORKS_PAGE_SIZE));
  return (
    <Screen
      title={w.title}
      actions={
        <button type="button" onClick={() => setEditing({ draft: { ...NEW_WORK, photos: [] } })}>
          {w.create}
        </button>
      }
    >
      {editing ? (
        <WorkForm
          key={editing.draft.id ?? 'new'}
          initial={editing.draft}
          company={editing.company}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            notify(message);
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
      <form className="filters" onSubmit={apply} aria-label={consoleMessages.common.apply}>
        <label>
          {w.search}
          <input type="search" value={typed.q} onChange={(e) => setTyped({ ...typed, q: e.target.value })} />
        </label>
        <label>
          {c.status}
          <select value={typed.status} onChange={(e) => setTyped({ ...typed, status: e.target.value })}>
            <option value="">{consoleMessages.common.all}</option>
            {EDITABLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {publicationMessages.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input
            type="checkbox"
            checked={typed.waiting === 'true'}
            onChange={(e) => setTyped({ ...typed, waiting: e.target.checked ? 'true' : '' })}
          />
          {companyCentreMessages.consoleWaitingFilter}
        </label>
        <button type="submit">{consoleMessages.common.apply}</button>
      </form>
      {problem ? (
        <p className="load-error" role="alert">
          {problem}
        </p>
      ) : null}
      <LoadState loading={list.loading} error={list.error} />
      {list.data ? (
        <>
          <DataTable
            label={w.title}
            rows={list.data.items}
            rowKey={(row) => row.id}
            loading={list.loading}
            columns={[
              { header: w.workTitle, rowHeader: true, cell: (row) => row.title },
              {
                header: w.company,
                cell: (row) =>
                  row.company.status === 'published'
                    ? row.company.name
                    : `${row.company.name}（${publicationMessages.statuses[row.company.status]}）`,
              },
              {
                header: c.status,
                cell: (row) =>
                  row.reviewRequestedAt && row.status === 'draft'
                    ? `${publicationMessages.statuses[row.status]}（${companyCentreMessages.consoleWaitingFilter}）`
                    : publicationMessages.statuses[row.status],
              },
              {
                header: w.represent,
                cell: (row) => (row.isRepresent ? consoleMessages.common.yes : consoleMessages.common.no),
              },
              { header: w.photos, cell: (row) => row.photoCount },
              { header: c.updatedAt, cell: (row) => formatTime(row.updatedAt) },
              {
                header: consoleMessages.common.edit,
                hideHeader: true,
                cell: (row) => (
                  <span className="row">
                    <RowAction
                      label={consoleMessages.common.edit}
                      title={row.title}
                      onClick={() => open(row.id)}
                    />
                    {row.reviewRequestedAt && row.status === 'draft' ? (
                      <>
                        <RowAction
                          label={w.approve}
                          title={row.title}
                          onClick={() => decide(row.id, row.title, true)}
                        />
                        <RowAction
                          label={w.returnWork}
                          title={row.title}
                          onClick={() => decide(row.id, row.title, false)}
                        />
                      </>
                    ) : null}
                  </span>
                ),
              },
            ]}
          />
          <Pager
            label={w.paging}
            status={format(w.page, { page: filters.page, total: list.data.total })}
            page={filters.page}
            pages={pages}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      ) : null}
    </Screen>
  );
}
