/** Audit log (admins, issue 16 §2): every view or export of personal data and every change, newest first. */
import { consoleMessages as m } from '@renovo/core/messages';
import { auditRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import type { AuditEntry } from '../types.ts';
import { useData } from '../use-data.ts';

export function Audit() {
  const log = useData<AuditEntry[] | { items: AuditEntry[] }>(auditRoute);
  const entries = Array.isArray(log.data) ? log.data : (log.data?.items ?? []);
  return (
    <Screen title={m.audit.title}>
      <LoadState loading={log.loading} error={log.error} />
      <div className="table-wrap">
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
                <td>{entry.actor}</td>
                <td>{entry.action}</td>
                <td>{entry.target ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Screen>
  );
}
