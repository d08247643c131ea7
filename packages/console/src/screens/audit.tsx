/** Audit log (admins, issue 16 §2): every view or export of personal data and every change, newest first. */
import { consoleMessages as m } from '@renovo/core/messages';
import { auditRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen, TableWrap } from '../components.tsx';
import type { AuditEntry } from '../types.ts';
import { useData } from '../use-data.ts';

export function Audit() {
  const log = useData<{ items: AuditEntry[]; next_before: number | null }>(auditRoute, {
    query: { limit: 200 },
  });
  const entries = log.data?.items ?? [];
  return (
    <Screen title={m.audit.title}>
      <LoadState loading={log.loading} error={log.error} />
      <TableWrap label={m.audit.title}>
        <table>
          <caption className="visually-hidden">{m.audit.title}</caption>
          <thead>
            <tr>
              <th scope="col">{m.audit.at}</th>
              <th scope="col">{m.audit.actor}</th>
              <th scope="col">{m.audit.action}</th>
              <th scope="col">{m.audit.target}</th>
            </tr>
          </thead>
          <tbody>
            {!log.loading && entries.length === 0 ? (
              <tr>
                <td colSpan={4}>{m.common.empty}</td>
              </tr>
            ) : null}
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatTime(entry.at)}</td>
                <td>{entry.staff_email ?? m.audit.system}</td>
                <td>{entry.action}</td>
                <td>{[entry.subject_type, entry.subject_id].filter(Boolean).join(' #')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </Screen>
  );
}
