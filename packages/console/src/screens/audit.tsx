/**
 * Audit log (admins, docs/spec/console.md#staff-accounts): every view or export of personal data and every
 * change,
 * newest first, filtered on the server by actor, action (exact, or a prefix ending in `.`),
 * subject type and a range of days; "load more" asks for the next keyset page (`before` = the
 * last page's `next_before`).
 */
import { AUDIT_SUBJECT_TYPES } from '@renovo/core/contracts';
import { consoleMessages as m } from '@renovo/core/messages';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../api/call.ts';
import { auditRoute, staffListRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import type { AuditEntry, Staff } from '../types.ts';
import { useData } from '../use-data.ts';

const PAGE = 50;

interface Filters {
  staff_id: string;
  action: string;
  subject_type: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { staff_id: '', action: '', subject_type: '', from: '', to: '' };

interface AuditPage {
  items: AuditEntry[];
  next_before: number | null;
}

/** The details as one line (keys and values; the server already removed personal data). */
function detailsText(details: Record<string, unknown>): string {
  const text = JSON.stringify(details);
  return text === '{}' ? '' : text;
}

export function Audit() {
  const staff = useData<Staff[]>(staffListRoute);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);

  const load = useCallback(
    async (before: number | null) => {
      setLoading(true);
      try {
        const query: Record<string, string | number> = { limit: PAGE };
        for (const [key, value] of Object.entries(applied)) if (value.trim()) query[key] = value.trim();
        if (before) query.before = before;
        const page = await call<AuditPage>(auditRoute, { query });
        setEntries((list) => (before ? [...list, ...page.items] : page.items));
        setNext(page.next_before);
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

  const set = (key: keyof Filters) => ({
    value: filters[key],
    onChange: (e: { target: { value: string } }) => setFilters({ ...filters, [key]: e.target.value }),
  });

  return (
    <Screen title={m.audit.title}>
      <form
        className="filters"
        aria-label={m.audit.filters}
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(filters);
        }}
      >
        <label>
          {m.audit.actor}
          <select {...set('staff_id')}>
            <option value="">{m.common.all}</option>
            {(staff.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.audit.action}
          <input {...set('action')} maxLength={64} placeholder="lead." aria-describedby="audit-action-hint" />
        </label>
        <label>
          {m.audit.subjectType}
          <select {...set('subject_type')}>
            <option value="">{m.common.all}</option>
            {AUDIT_SUBJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {m.audit.subjectTypes[type]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.common.from}
          <input type="date" {...set('from')} />
        </label>
        <label>
          {m.common.to}
          <input type="date" {...set('to')} />
        </label>
        <button type="submit">{m.common.apply}</button>
        <p id="audit-action-hint" className="hint">
          {m.audit.actionHint}
        </p>
      </form>
      <LoadState loading={loading} error={error} />
      <DataTable
        label={m.audit.title}
        rows={entries}
        loading={loading}
        rowKey={(entry) => entry.id}
        columns={[
          { header: m.audit.at, cell: (entry) => formatTime(entry.at) },
          { header: m.audit.actor, cell: (entry) => entry.staff_email ?? m.audit.system },
          { header: m.audit.action, cell: (entry) => entry.action },
          {
            header: m.audit.target,
            cell: (entry) => [entry.subject_type, entry.subject_id].filter(Boolean).join(' #'),
          },
          {
            header: m.audit.details,
            className: 'details',
            cell: (entry) => detailsText(entry.details),
          },
        ]}
      />
      {next ? (
        <button type="button" className="secondary" disabled={loading} onClick={() => load(next)}>
          {m.common.loadMore}
        </button>
      ) : null}
    </Screen>
  );
}
