/**
 * Design companies (docs/spec/console.md#companies), for editors and admins: the list searched by
 * name and filtered by status and by licence (即將到期: lapsing within 90 days; 已過期), each row
 * with its status, verified badge, licence badge (and the day the daily reminder flagged it) and
 * works count; a form to create or change a company.
 */
import { errorMessage } from '@renovo/core/api';
import {
  CONSOLE_COMPANIES_PAGE_SIZE,
  type ContractData,
  type consoleCompaniesContract,
  type consoleCompanyContract,
  EDITABLE_STATUSES,
} from '@renovo/core/contracts';
import {
  companyApplicationMessages,
  companySideMessages,
  consoleMessages,
  format,
  consoleCompanyMessages as m,
  publicationMessages,
  consoleCompanySideMessages as sm,
} from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { companiesRoute, companyRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { Pager } from '../pager.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';
import { type CompanyDraft, CompanyForm, NEW_COMPANY } from './company-form.tsx';
import { CompanyMembers } from './company-members.tsx';
import { CompanyOffers } from './company-offers.tsx';
import { CompanyQueue } from './company-queue.tsx';

type Page = ContractData<typeof consoleCompaniesContract>;
type Row = Page['items'][number];
type Filters = { q: string; status: string; licence: string; page: number };

/** The licence badge of a row (nothing while the licence is valid or unknown). */
function LicenceBadge({
  row,
}: {
  row: Pick<Row, 'licenceStanding' | 'licenceExpiresOn' | 'licenceRemindedOn'>;
}) {
  if (row.licenceStanding !== 'expiring' && row.licenceStanding !== 'expired')
    return <>{row.licenceExpiresOn ?? ''}</>;
  return (
    <span>
      <span className={`badge badge-${row.licenceStanding}`}>{m.licenceStandings[row.licenceStanding]}</span>{' '}
      {format(m.licenceBadgeHint, { date: row.licenceExpiresOn ?? '' })}
      {row.licenceRemindedOn ? (
        <span className="hint"> {format(m.licenceRemindedOn, { date: row.licenceRemindedOn })}</span>
      ) : null}
    </span>
  );
}

export function Companies() {
  const notify = useToast();
  const [filters, setFilters] = useState<Filters>({ q: '', status: '', licence: '', page: 1 });
  const [typed, setTyped] = useState(filters);
  const list = useData<Page>(companiesRoute, { query: filters });
  const [editing, setEditing] = useState<CompanyDraft | null>(null);
  const [problem, setProblem] = useState('');
  const [view, setView] = useState<'list' | 'queue'>('list');

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters({ ...typed, page: 1 });
  }

  async function open(id: number) {
    try {
      const company = await call<ContractData<typeof consoleCompanyContract>>(companyRoute, {
        params: { id },
      });
      const {
        licenceStanding: _s,
        licenceRemindedOn: _r,
        verificationLevel: _v,
        worksCount: _w,
        updatedAt: _u,
        logo: _l,
        ...draft
      } = company;
      setEditing(draft);
      setProblem('');
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.loadFailed);
    }
  }

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / CONSOLE_COMPANIES_PAGE_SIZE));
  return (
    <Screen
      title={m.title}
      actions={
        <button type="button" onClick={() => setEditing({ ...NEW_COMPANY })}>
          {m.create}
        </button>
      }
    >
      {editing ? (
        <CompanyForm
          key={editing.id ?? 'new'}
          initial={editing}
          onCancel={() => setEditing(null)}
          onDone={(message) => {
            notify(message);
            setEditing(null);
            list.reload();
          }}
        />
      ) : null}
      {editing?.id !== undefined ? (
        <>
          <CompanyMembers key={`members-${editing.id}`} companyId={editing.id} />
          <CompanyOffers key={`offers-${editing.id}`} companyId={editing.id} />
        </>
      ) : null}
      <fieldset className="row">
        <legend className="visually-hidden">{sm.views}</legend>
        {(['list', 'queue'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className={v === view ? undefined : 'secondary'}
            aria-pressed={v === view}
            onClick={() => setView(v)}
          >
            {v === 'list' ? sm.listView : companyApplicationMessages.queueTitle}
          </button>
        ))}
      </fieldset>
      {view === 'queue' ? <CompanyQueue onChanged={list.reload} /> : null}
      {view === 'list' ? (
        <>
          <form className="filters" onSubmit={apply} aria-label={consoleMessages.common.apply}>
            <label>
              {m.search}
              <input
                type="search"
                value={typed.q}
                onChange={(e) => setTyped({ ...typed, q: e.target.value })}
              />
            </label>
            <label>
              {m.status}
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
              {m.licenceFilter}
              <select value={typed.licence} onChange={(e) => setTyped({ ...typed, licence: e.target.value })}>
                <option value="">{consoleMessages.common.all}</option>
                <option value="expiring">{m.licenceStandings.expiring}</option>
                <option value="expired">{m.licenceStandings.expired}</option>
              </select>
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
                label={m.title}
                rows={list.data.items}
                rowKey={(row) => row.id}
                loading={list.loading}
                columns={[
                  { header: m.name, rowHeader: true, cell: (row) => row.name },
                  { header: m.status, cell: (row) => publicationMessages.statuses[row.status] },
                  {
                    header: m.verifiedBadge,
                    cell: (row) => (row.verified ? consoleMessages.common.yes : consoleMessages.common.no),
                  },
                  { header: m.licenceExpiresOn, cell: (row) => <LicenceBadge row={row} /> },
                  {
                    header: sm.verificationLevel,
                    cell: (row) => companySideMessages.verificationLevels[row.verificationLevel],
                  },
                  { header: m.worksCount, cell: (row) => row.worksCount },
                  { header: m.updatedAt, cell: (row) => formatTime(row.updatedAt) },
                  {
                    header: consoleMessages.common.edit,
                    hideHeader: true,
                    cell: (row) => (
                      <button type="button" className="link" onClick={() => open(row.id)}>
                        {consoleMessages.common.edit}
                        <span className="visually-hidden">{row.name}</span>
                      </button>
                    ),
                  },
                ]}
              />
              <Pager
                label={m.paging}
                status={format(m.page, { page: filters.page, total: list.data.total })}
                page={filters.page}
                pages={pages}
                onPage={(page) => setFilters({ ...filters, page })}
              />
            </>
          ) : null}
        </>
      ) : null}
    </Screen>
  );
}
