/**
 * Lead inbox (issue 16 §7): filters (date range, partner, module/type, region, verified,
 * status), search by mobile, keyset "load more" (the answer's `next` cursor), the CSV export of
 * the same filter, a detail drawer (a modal dialog) with everything stored and the status
 * workflow, notes and assignee. Every 20 s the first page is asked again: leads that arrived are
 * put on top and announced in the polite live region, without a reload.
 */
import { format, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, call, urlOf } from '../api/call.ts';
import { leadRoute, leadsCsvRoute, leadsRoute, leadUpdateRoute, partnersRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { useToast } from '../toast.tsx';
import type { Lead, LeadPage, LeadStatus, Partner } from '../types.ts';
import { useData } from '../use-data.ts';

const STATUSES: LeadStatus[] = ['new', 'contacted', 'matched', 'closed', 'invalid', 'spam'];
const POLL_MS = 20_000;

interface Filters {
  from: string;
  to: string;
  partner: string;
  module: string;
  region: string;
  verified: string;
  status: string;
  mobile: string;
}

const NO_FILTERS: Filters = {
  from: '',
  to: '',
  partner: '',
  module: '',
  region: '',
  verified: '',
  status: '',
  mobile: '',
};

function LeadDrawer({ id, onClose, onSaved }: { id: number; onClose(): void; onSaved(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const detail = useData<Lead>(leadRoute, { params: { id } });
  const notify = useToast();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [assignee, setAssignee] = useState('');
  const [note, setNote] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (detail.data) {
      setStatus(detail.data.status);
      setAssignee(detail.data.assignee ?? '');
    }
  }, [detail.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      await call(leadUpdateRoute, {
        params: { id },
        body: { status: status || undefined, assignee: assignee || null, note: note || undefined },
      });
      notify(m.common.saved);
      setNote('');
      detail.reload();
      onSaved();
    } catch (error) {
      notify(error instanceof ApiError && error.message ? error.message : m.common.failed, { error: true });
    }
  }

  const lead = detail.data;
  return (
    <dialog ref={dialog} className="drawer" aria-labelledby="lead-title" onClose={onClose}>
      <div className="drawer-head">
        <h2 id="lead-title">{m.leads.detail}</h2>
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          {m.common.close}
        </button>
      </div>
      <LoadState loading={detail.loading} error={detail.error} />
      {lead ? (
        <>
          <dl className="facts">
            <dt>{m.leads.createdAt}</dt>
            <dd>{formatTime(lead.createdAt)}</dd>
            <dt>{m.leads.mobile}</dt>
            <dd>{lead.mobile}</dd>
            <dt>{m.leads.kind}</dt>
            <dd>{lead.kind}</dd>
            <dt>{m.leads.verified}</dt>
            <dd>{lead.verified ? m.common.yes : m.common.no}</dd>
            <dt>{m.leads.partner}</dt>
            <dd>{lead.partner ?? ''}</dd>
            <dt>{m.leads.module}</dt>
            <dd>{[lead.module, lead.type].filter(Boolean).join(' / ')}</dd>
            <dt>{m.leads.region}</dt>
            <dd>{lead.region ?? ''}</dd>
            <dt>{m.leads.page}</dt>
            <dd className="wrap">{lead.page ?? ''}</dd>
            <dt>{m.leads.utm}</dt>
            <dd>
              {Object.entries(lead.utm ?? {})
                .map(([k, v]) => `${k}=${v}`)
                .join('、')}
            </dd>
            <dt>{m.leads.consent}</dt>
            <dd>
              {lead.consent
                ? `${m.leads.consentVersion} ${lead.consent.noticeVersion ?? ''}；${m.leads.consentAt} ${formatTime(lead.consent.at)}；${m.leads.consentIp} ${lead.consent.ip ?? ''}`
                : ''}
            </dd>
          </dl>
          <form onSubmit={save} className="stack">
            <label>
              {m.leads.status}
              <select value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {m.leads.statuses[s]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {m.leads.assignee}
              <input
                value={assignee}
                placeholder={m.leads.unassigned}
                onChange={(e) => setAssignee(e.target.value)}
              />
            </label>
            <label>
              {m.leads.addNote}
              <textarea rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
            </label>
            <button type="submit">{m.common.save}</button>
          </form>
          <h3>{m.leads.notes}</h3>
          <ul className="notes">
            {(lead.notes ?? []).map((n) => (
              <li key={`${n.at}-${n.by}`}>
                <span className="muted">
                  {formatTime(n.at)} {n.by}
                </span>
                <p>{n.text}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </dialog>
  );
}

export function Leads() {
  const partners = useData<Partner[]>(partnersRoute);
  const notify = useToast();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [items, setItems] = useState<Lead[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<ApiError | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      try {
        const page = await call<LeadPage>(leadsRoute, { query: { ...applied, after } });
        setItems((list) => (after ? [...list, ...page.items] : page.items));
        setNext(page.next ?? null);
        setError(null);
      } catch (caught) {
        setError(caught instanceof ApiError ? caught : new ApiError(0, ''));
      } finally {
        setLoading(false);
      }
    },
    [applied],
  );

  useEffect(() => {
    load(null);
  }, [load]);

  // New leads without a reload: the first page again, the unseen ones on top.
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const page = await call<LeadPage>(leadsRoute, { query: { ...applied } });
        setItems((list) => {
          const known = new Set(list.map((lead) => lead.id));
          const fresh = page.items.filter((lead) => !known.has(lead.id) && lead.id > (list[0]?.id ?? 0));
          if (fresh.length) notify(format(m.leads.newArrived, { n: fresh.length }));
          return fresh.length ? [...fresh, ...list] : list;
        });
      } catch {
        // The next tick tries again.
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [applied, notify]);

  const set = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (e: { target: { value: string } }) => setFilters({ ...filters, [key]: e.target.value }),
  });

  return (
    <Screen
      title={m.leads.title}
      actions={
        <a className="button" href={urlOf(leadsCsvRoute, { query: { ...applied } })} download>
          {m.leads.exportCsv}
        </a>
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
            {(partners.data ?? []).map((p) => (
              <option key={p.id} value={p.key}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.leads.module}
          <input {...set('module')} />
        </label>
        <label>
          {m.leads.region}
          <input inputMode="numeric" {...set('region')} />
        </label>
        <label>
          {m.leads.verified}
          <select {...set('verified')}>
            <option value="">{m.common.all}</option>
            <option value="true">{m.common.yes}</option>
            <option value="false">{m.common.no}</option>
          </select>
        </label>
        <label>
          {m.leads.status}
          <select {...set('status')}>
            <option value="">{m.common.all}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {m.leads.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.leads.search}
          <input type="search" inputMode="tel" maxLength={10} {...set('mobile')} />
        </label>
        <button type="submit">{m.common.apply}</button>
      </form>
      <LoadState loading={loading} error={error} />
      <div className="table-wrap">
        <table>
          <caption className="visually-hidden">{m.leads.title}</caption>
          <thead>
            <tr>
              <th scope="col">{m.leads.createdAt}</th>
              <th scope="col">{m.leads.mobile}</th>
              <th scope="col">{m.leads.kind}</th>
              <th scope="col">{m.leads.partner}</th>
              <th scope="col">{m.leads.status}</th>
            </tr>
          </thead>
          <tbody>
            {!loading && items.length === 0 ? (
              <tr>
                <td colSpan={5}>{m.common.empty}</td>
              </tr>
            ) : null}
            {items.map((lead) => (
              <tr key={lead.id}>
                <td>{formatTime(lead.createdAt)}</td>
                <td>
                  <button type="button" className="link" onClick={() => setOpenId(lead.id)}>
                    {lead.mobile}
                  </button>
                </td>
                <td>{lead.kind}</td>
                <td>{lead.partner ?? ''}</td>
                <td>{m.leads.statuses[lead.status] ?? lead.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {next ? (
        <button type="button" className="secondary" disabled={loading} onClick={() => load(next)}>
          {m.common.loadMore}
        </button>
      ) : null}
      {openId !== null ? (
        <LeadDrawer id={openId} onClose={() => setOpenId(null)} onSaved={() => load(null)} />
      ) : null}
    </Screen>
  );
}
