/** The lead inbox's drawer: one lead's facts (lead-facts.tsx), stored record, notes and workflow, and the labels the inbox shares with it. */
import { errorMessage } from '@renovo/core/api';
import { LEAD_STATUSES, partnerLabel } from '@renovo/core/contracts';
import { format, leadLabelMessages, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { leadNoteRoute, leadRoute, leadUpdateRoute } from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import type { InboxLookups, Lead, LeadDetail, LeadStatus } from '../types.ts';
import { useData } from '../use-data.ts';
import { LeadFacts } from './lead-facts.tsx';
import { LeadOffers } from './lead-offers.tsx';

/** A partner by name with its key beneath (the key alone when no partner has it; no key: the site itself). */
export function PartnerLabel({ partnerKey, lookups }: { partnerKey: string | null; lookups?: InboxLookups }) {
  const name = partnerLabel(partnerKey, lookups);
  if (!partnerKey || name === partnerKey) return <>{name}</>;
  return (
    <>
      {name}
      <span className="secondary-text">{partnerKey}</span>
    </>
  );
}

/** An instant as stored (ISO, UTC) — every time the console shows is Taiwan time. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** A stored column's value: times in Taiwan time, objects as JSON, nothing stored as 未記錄. */
function recordValue(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '')
    return <span className="not-recorded">{leadLabelMessages.notRecorded}</span>;
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatTime(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A staff member by email (by number when not among the assignees: disabled, or no longer working leads). */
export function staffName(id: number | null, lookups: InboxLookups | undefined, me: number): string {
  if (id === null) return m.leads.unassigned;
  const email = lookups?.assignees.find((a) => a.id === id)?.email;
  const name = email ?? format(m.leads.assignedTo, { id });
  return id === me ? `${name}${m.leads.me}` : name;
}

export function LeadDrawer({
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
          <LeadFacts
            data={data}
            lookups={lookups}
            assignee={staffName(lead.assignee_id, lookups, staff.id)}
            seesPersonalData={staff.permissions?.includes('leads.mobile') ?? false}
          />
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
          <LeadOffers kind={item.kind} id={item.id} />
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
                  <dd>{recordValue(v)}</dd>
                </Fragment>
              ))}
            </dl>
          </details>
        </>
      ) : null}
    </dialog>
  );
}
