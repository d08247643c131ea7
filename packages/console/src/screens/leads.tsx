/**
 * Lead inbox (docs/spec/console.md#lead-inbox): filters (date range, partner, module/type, region, verified,
 * status), search by mobile, keyset "load more" (the answer's `next` cursor), the CSV export of
 * the same filter, a detail drawer (a modal dialog) with everything stored and the status
 * workflow, notes and assignee (any staff member who may work leads, or nobody). Partners are
 * shown by name with their key beneath, from the inbox lookups (one small request: the list's
 * own query joins nothing). Every 20 s the leads filed since the last answer are asked for: they
 * are put on top and announced in the polite live region, without a reload.
 */
import { errorMessage } from '@renovo/core/api';
import { LEAD_KINDS, LEAD_STATUSES } from '@renovo/core/contracts';
import { REGIONS, regionById } from '@renovo/core/data';
import { format, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { call, urlOf } from '../api/call.ts';
import {
  inboxLookupsRoute,
  leadNoteRoute,
  leadRoute,
  leadsCsvRoute,
  leadsRoute,
  leadUpdateRoute,
} from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import type { InboxLookups, Lead, LeadDetail, LeadPage, LeadStatus } from '../types.ts';
import { useData } from '../use-data.ts';

const POLL_MS = 20_000;

interface Filters {
  from: string;
  to: string;
  partner: string;
  kind: string;
  module: string;
  type: string;
  region: string;
  verified: string;
  status: string;
  assignee: string;
  mobile: string;
}

/** The filters as the list's query (empty ones left out, the mobile as digits). */
function queryOf(filters: Filters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = key === 'mobile' ? value.replace(/\D/g, '') : value.trim();
    if (text) query[key] = text;
  }
  return query;
}

const NO_FILTERS: Filters = {
  from: '',
  to: '',
  partner: '',
  kind: '',
  module: '',
  type: '',
  region: '',
  verified: '',
  status: '',
  assignee: '',
  mobile: '',
};

/** A lead's key in lists (ids are per kind). */
const keyOf = (lead: Lead) => `${lead.kind}:${lead.id}`;

/** A partner by name with its key beneath (the key alone when no partner has it). */
function PartnerLabel({ partnerKey, lookups }: { partnerKey: string | null; lookups?: InboxLookups }) {
  if (!partnerKey) return null;
  const name = lookups?.partners.find((p) => p.key === partnerKey)?.name;
  if (!name) return <>{partnerKey}</>;
  return (
    <>
      {name}
      <span className="secondary-text">{partnerKey}</span>
    </>
  );
}

/** A staff member by email (by number when not among the assignees: disabled, or no longer working leads). */
function staffName(id: number | null, lookups: InboxLookups | undefined, me: number): string {
  if (id === null) return m.leads.unassigned;
  const email = lookups?.assignees.find((a) => a.id === id)?.email;
  const name = email ?? format(m.leads.assignedTo, { id });
  return id === me ? `${name}${m.leads.me}` : name;
}

function LeadDrawer({
  lead: item,
  lookups,
  onClose,
  onSaved,
}: {
  lead: Lead;
  lookups?: InboxLookups;
  onClose(): void;
  onSaved(): void;
}) {
  const { staff } = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const params = { kind: item.kind, id: item.id };
  const detail = useData<LeadDetail>(leadRoute, { params });
  const notify = useToast();
  const [status, setStatus] = useState<LeadStatus>(item.status);
  const [assignee, setAssignee] = useState(item.assignee_id === null ? '' : String(item.assignee_id));
  const [note, setNote] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (!detail.data) return;
    setStatus(detail.data.lead.status);
    setAssignee(detail.data.lead.assignee_id === null ? '' : String(detail.data.lead.assignee_id));
  }, [detail.data]);

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      notify(m.common.saved);
      detail.reload();
      onSaved();
    } catch (error) {
      notify(errorMessage(error) ?? m.common.failed, { error: true });
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const current = detail.data?.lead;
      const assigneeId = assignee === '' ? null : Number(assignee);
      const body = {
        ...(status !== current?.status ? { status } : {}),
        ...(assigneeId !== current?.assignee_id ? { assignee_id: assigneeId } : {}),
      };
      if (Object.keys(body).length) await call(leadUpdateRoute, { params, body });
      if (note.trim()) await call(leadNoteRoute, { params, body: { body: note } });
      setNote('');
    });
  }

  const data = detail.data;
  const lead = data?.lead;
  return (
    <dialog ref={dialog} className="drawer" aria-labelledby="lead-title" onClose={onClose}>
      <div className="drawer-head">
        <h2 id="lead-title">{m.leads.detail}</h2>
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          {m.common.close}
        </button>
      </div>
      <LoadState loading={detail.loading} error={detail.error} />
      {data && lead ? (
        <>
          <dl className="facts">
            <dt>{m.leads.createdAt}</dt>
            <dd>{formatTime(lead.created_at)}</dd>
            <dt>{m.leads.mobile}</dt>
            <dd>
              {lead.mobile}
              {lead.mobile_masked ? m.leads.masked : ''}
            </dd>
            <dt>{m.leads.kind}</dt>
            <dd>{m.leads.kinds[lead.kind] ?? lead.kind}</dd>
            <dt>{m.leads.verified}</dt>
            <dd>
              {lead.mobile_verified ? m.common.yes : m.common.no}
              {lead.needs_review ? `（${m.leads.needsReview}）` : ''}
            </dd>
            <dt>{m.leads.partner}</dt>
            <dd>
              <PartnerLabel partnerKey={lead.partner_key} lookups={lookups} />
            </dd>
            <dt>{m.leads.module}</dt>
            <dd>{[lead.module, lead.type].filter(Boolean).join(' / ')}</dd>
            <dt>{m.leads.region}</dt>
            <dd>{lead.region_id === null ? '' : (regionById(lead.region_id)?.name ?? lead.region_id)}</dd>
            <dt>{m.leads.page}</dt>
            <dd>{lead.page ?? ''}</dd>
            <dt>{m.leads.utm}</dt>
            <dd>
              {Object.entries(data.utm)
                .filter(([, v]) => v !== null && v !== '')
                .map(([k, v]) => `${k}=${String(v)}`)
                .join('、')}
            </dd>
            <dt>{m.leads.consent}</dt>
            <dd>
              {data.consent
                ? `${m.leads.consentVersion} ${data.consent.notice_version}；${m.leads.consentAt} ${formatTime(data.consent.accepted_at)}；${m.leads.consentIp} ${data.consent.client_ip ?? ''}`
                : ''}
            </dd>
            <dt>{m.leads.assignee}</dt>
            <dd>{staffName(lead.assignee_id, lookups, staff.id)}</dd>
          </dl>
          <form onSubmit={save} className="stack">
            <label>
              {m.leads.status}
              <select value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
                {LEAD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {m.leads.statuses[s]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {m.leads.assignee}
              <select value={assignee} onChange={(e) => setAssignee(e.target.value)}>
                <option value="">{m.leads.unassigned}</option>
                {lead.assignee_id !== null && !lookups?.assignees.some((a) => a.id === lead.assignee_id) ? (
                  <option value={String(lead.assignee_id)}>
                    {staffName(lead.assignee_id, lookups, staff.id)}
                  </option>
                ) : null}
                {(lookups?.assignees ?? []).map((a) => (
                  <option key={a.id} value={String(a.id)}>
                    {staffName(a.id, lookups, staff.id)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {m.leads.addNote}
              <textarea rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
            <button type="submit">{m.common.save}</button>
          </form>
          <h3>{m.leads.notes}</h3>
          <ul className="notes">
            {data.notes.map((n) => (
              <li key={n.id}>
                <span className="muted">
                  {formatTime(n.created_at)}{' '}
                  {n.staff_id === null ? '' : staffName(n.staff_id, lookups, staff.id)}
                </span>
                <p>{n.body}</p>
              </li>
            ))}
          </ul>
          <details>
            <summary>{m.leads.record}</summary>
            <dl className="facts">
              {Object.entries(data.record).map(([k, v]) => (
                <Fragment key={k}>
                  <dt>{k}</dt>
                  <dd>{typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v ?? '')}</dd>
                </Fragment>
              ))}
            </dl>
          </details>
        </>
      ) : null}
    </dialog>
  );
}

export function Leads() {
  const { staff } = useSession();
  const lookups = useData<InboxLookups>(inboxLookupsRoute);
  const notify = useToast();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [items, setItems] = useState<Lead[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [since, setSince] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [opened, setOpened] = useState<Lead | null>(null);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      try {
        const page = await call<LeadPage>(leadsRoute, { query: { ...queryOf(applied), cursor: after } });
        setItems((list) => (after ? [...list, ...page.items] : page.items));
        setNext(page.next_cursor);
        if (!after) setSince(page.server_time);
        setError(null);
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)));
      } finally {
        setLoading(false);
      }
    },
    [applied],
  );

  useEffect(() => {
    load(null);
  }, [load]);

  // New leads without a reload: the leads filed since the last answer's server time (less a
  // minute, ADR 024), the unseen ones on top.
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(async () => {
      try {
        const from = new Date(Date.parse(since) - 60_000).toISOString();
        const page = await call<LeadPage>(leadsRoute, { query: { ...queryOf(applied), from } });
        setSince(page.server_time);
        setItems((list) => {
          const known = new Set(list.map(keyOf));
          const fresh = page.items.filter((lead) => !known.has(keyOf(lead)));
          if (fresh.length) notify(format(m.leads.newArrived, { n: fresh.length }));
          return fresh.length ? [...fresh, ...list] : list;
        });
      } catch {
        // The next tick tries again.
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [applied, since, notify]);

  const set = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (e: { target: { value: string } }) => setFilters({ ...filters, [key]: e.target.value }),
  });

  return (
    <Screen
      title={m.leads.title}
      actions={
        // Support works the inbox but does not export it (the server answers 403 too).
        staff.permissions?.includes('leads.export') ? (
          <a className="button" href={urlOf(leadsCsvRoute, { query: queryOf(applied) })} download>
            {m.leads.exportCsv}
          </a>
        ) : undefined
      }
    >
      <form
        className="filters"
        aria-label={m.leads.filters}
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(filters);
        }}
      >
        <label>
          {m.common.from}
          <input type="date" {...set('from')} />
        </label>
        <label>
          {m.common.to}
          <input type="date" {...set('to')} />
        </label>
        <label>
          {m.leads.partner}
          <select {...set('partner')}>
            <option value="">{m.common.all}</option>
            {(lookups.data?.partners ?? [])
              .filter((p) => !p.retired)
              .map((p) => (
                <option key={p.key} value={p.key}>
                  {p.name}
                </option>
              ))}
          </select>
        </label>
        <label>
          {m.leads.kind}
          <select {...set('kind')}>
            <option value="">{m.common.all}</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {m.leads.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.leads.moduleOnly}
          <input {...set('module')} />
        </label>
        <label>
          {m.leads.typeOnly}
          <input {...set('type')} />
        </label>
        <label>
          {m.leads.region}
          <select {...set('region')}>
            <option value="">{m.common.all}</option>
            {REGIONS.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.leads.verified}
          <select {...set('verified')}>
            <option value="">{m.common.all}</option>
            <option value="1">{m.common.yes}</option>
            <option value="0">{m.common.no}</option>
          </select>
        </label>
        <label>
          {m.leads.status}
          <select {...set('status')}>
            <option value="">{m.common.all}</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {m.leads.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.leads.assignee}
          <select {...set('assignee')}>
            <option value="">{m.common.all}</option>
            <option value={String(staff.id)}>{m.leads.mine}</option>
            <option value="none">{m.leads.unassigned}</option>
            {(lookups.data?.assignees ?? [])
              .filter((a) => a.id !== staff.id)
              .map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.email}
                </option>
              ))}
          </select>
        </label>
        <label>
          {m.leads.search}
          <input
            type="search"
            inputMode="tel"
            maxLength={10}
            {...(staff.permissions?.includes('leads.mobile')
              ? {}
              : { 'aria-describedby': 'mobile-search-hint' })}
            {...set('mobile')}
          />
        </label>
        {staff.permissions?.includes('leads.mobile') ? null : (
          <p id="mobile-search-hint" className="hint">
            {m.leads.searchWholeHint}
          </p>
        )}
        <button type="submit">{m.common.apply}</button>
      </form>
      <LoadState loading={loading} error={error} />
      <DataTable
        label={m.leads.title}
        rows={items}
        loading={loading}
        rowKey={keyOf}
        columns={[
          { header: m.leads.createdAt, cell: (lead) => formatTime(lead.created_at) },
          {
            header: m.leads.mobile,
            cell: (lead) => (
              <button type="button" className="link" onClick={() => setOpened(lead)}>
                {lead.mobile}
              </button>
            ),
          },
          { header: m.leads.kind, cell: (lead) => m.leads.kinds[lead.kind] ?? lead.kind },
          {
            header: m.leads.partner,
            cell: (lead) => <PartnerLabel partnerKey={lead.partner_key} lookups={lookups.data} />,
          },
          { header: m.leads.status, cell: (lead) => m.leads.statuses[lead.status] ?? lead.status },
          {
            header: m.leads.assignee,
            cell: (lead) =>
              lead.assignee_id === null ? '' : staffName(lead.assignee_id, lookups.data, staff.id),
          },
        ]}
      />
      {next ? (
        <button type="button" className="secondary" disabled={loading} onClick={() => load(next)}>
          {m.common.loadMore}
        </button>
      ) : null}
      {opened ? (
        <LeadDrawer
          lead={opened}
          lookups={lookups.data}
          onClose={() => setOpened(null)}
          onSaved={() => load(null)}
        />
      ) : null}
    </Screen>
  );
}
