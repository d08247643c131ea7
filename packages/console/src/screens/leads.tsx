import {
  LEAD_KINDS,
  LEAD_STATUSES,
  LEAD_VIEWS,
  type LeadView,
  leadKindLabel,
  leadStatusLabel,
  moduleLabel,
  regionLabel,
} from '@renovo/core/contracts';
import { REGIONS } from '@renovo/core/data';
import { format, leadLabelMessages as l, consoleMessages as m } from '@renovo/core/messages';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call, urlOf } from '../api/call.ts';
import { inboxLookupsRoute, leadsCsvRoute, leadsRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import type { InboxLookups, Lead, LeadPage } from '../types.ts';
import { useData } from '../use-data.ts';
import { LeadDrawer, PartnerLabel, staffName } from './lead-drawer.tsx';
import { LeadViews } from './lead-views.tsx';
import { PartnerOptions } from './partner-options.tsx';

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

/** The filters and the saved view as the list's query (empty ones left out, the mobile as digits). */
function queryOf(filters: Filters, view: LeadView | null): Record<string, string> {
  const query: Record<string, string> = view ? { view } : {};
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

/** The saved view a link names, if it is one. */
const viewIn = (value: string | null): LeadView | null =>
  (LEAD_VIEWS as readonly string[]).includes(value ?? '') ? (value as LeadView) : null;

/** A lead's key in lists (ids are per kind). */
const keyOf = (lead: Lead) => `${lead.kind}:${lead.id}`;

export function Leads() {
  const { staff } = useSession();
  const lookups = useData<InboxLookups>(inboxLookupsRoute);
  const notify = useToast();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  // A link may open a saved view (the overview's overdue tile: /leads?view=overdue).
  const [search] = useSearchParams();
  const [view, setView] = useState<LeadView | null>(() => viewIn(search.get('view')));
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
        const page = await call<LeadPage>(leadsRoute, {
          query: { ...queryOf(applied, view), cursor: after },
        });
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
    [applied, view],
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
        const page = await call<LeadPage>(leadsRoute, { query: { ...queryOf(applied, view), from } });
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
  }, [applied, view, since, notify]);

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
          <a className="button" href={urlOf(leadsCsvRoute, { query: queryOf(applied, view) })} download>
            {m.leads.exportCsv}
          </a>
        ) : undefined
      }
    >
      <LeadViews view={view} onChange={setView} />
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
            <PartnerOptions partners={lookups.data?.partners} />
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
          { header: m.leads.createdAt, className: 'nowrap', cell: (lead) => formatTime(lead.created_at) },
          {
            header: m.leads.mobile,
            cell: (lead) => (
              <button type="button" className="link" onClick={() => setOpened(lead)}>
                {lead.mobile}
              </button>
            ),
          },
          { header: m.leads.kind, className: 'nowrap', cell: (lead) => leadKindLabel(lead.kind) },
          { header: m.leads.region, className: 'nowrap', cell: (lead) => regionLabel(lead.region_id) },
          {
            header: m.leads.partner,
            cell: (lead) => <PartnerLabel partnerKey={lead.partner_key} lookups={lookups.data} />,
          },
          { header: l.facts.module, cell: (lead) => moduleLabel(lead.module, lookups.data) },
          { header: m.leads.status, className: 'nowrap', cell: (lead) => leadStatusLabel(lead.status) },
          {
            header: m.leads.assignee,
            className: 'nowrap',
            cell: (lead) => staffName(lead.assignee_id, lookups.data, staff.id),
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
