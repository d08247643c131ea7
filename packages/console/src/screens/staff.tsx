/** Staff accounts (admins, docs/spec/console.md#staff-accounts): list, create with a role, disable/enable. */
import { errorMessage } from '@renovo/core/api';
import { consoleMessages as m } from '@renovo/core/messages';
import { STAFF_ROLES, type StaffRole } from '@renovo/core/schemas';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { staffCreateRoute, staffListRoute, staffUpdateRoute } from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import { TotpSetup } from '../totp-setup.tsx';
import type { Staff } from '../types.ts';
import { useData } from '../use-data.ts';

export function StaffAccounts() {
  const manages = useSession().staff.permissions?.includes('staff.manage') ?? false;
  const list = useData<Staff[]>(staffListRoute);
  const notify = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('marketing');
  const [problem, setProblem] = useState('');
  const [totpUri, setTotpUri] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await call<{ totp_uri: string | null }>(staffCreateRoute, {
        body: { email, password, role },
      });
      setTotpUri(answer.totp_uri);
      notify(m.staff.created);
      setEmail('');
      setPassword('');
      setProblem('');
      list.reload();
    } catch (error) {
      setProblem(errorMessage(error) ?? m.common.failed);
    }
  }

  async function toggle(staff: Staff) {
    try {
      await call(staffUpdateRoute, { params: { id: staff.id }, body: { disabled: !staff.disabled } });
      notify(m.common.saved);
      list.reload();
    } catch (error) {
      notify(errorMessage(error) ?? m.common.failed, { error: true });
    }
  }

  // Opened by its address without `staff.manage`: said once, with no form that would be refused.
  if (!manages) {
    return (
      <Screen title={m.staff.title}>
        <p role="alert">{m.common.forbidden}</p>
      </Screen>
    );
  }

  return (
    <Screen title={m.staff.title}>
      <form className="panel filters" onSubmit={create} aria-label={m.staff.create}>
        <label>
          {m.staff.email}
          <input
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
        <label>
          {m.staff.password}
          <input
            type="password"
            required
            minLength={12}
            autoComplete="new-password"
            aria-describedby="password-hint"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <p id="password-hint" className="hint">
          {m.staff.passwordHint}
        </p>
        <label>
          {m.staff.role}
          <select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {m.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{m.staff.create}</button>
        <div role="alert" className="form-error">
          {problem}
        </div>
      </form>
      {totpUri ? (
        <section className="panel" aria-label={m.security.qr}>
          <p>{m.staff.totpUri}</p>
          <TotpSetup uri={totpUri} />
        </section>
      ) : null}
      <LoadState loading={list.loading} error={list.error} />
      <DataTable
        label={m.staff.title}
        rows={list.data ?? []}
        loading={list.loading}
        rowKey={(s) => s.id}
        columns={[
          {
            header: m.staff.email,
            rowHeader: true,
            cell: (s) => `${s.email}${s.disabled ? `（${m.staff.disabled}）` : ''}`,
          },
          { header: m.staff.role, cell: (s) => m.roles[s.role] },
          { header: m.staff.totp, cell: (s) => (s.totp_enabled ? m.common.yes : m.common.no) },
          {
            header: m.common.edit,
            hideHeader: true,
            cell: (s) => (
              <button type="button" className="link" onClick={() => toggle(s)}>
                {s.disabled ? m.staff.enable : m.staff.disable}
              </button>
            ),
          },
        ]}
      />
    </Screen>
  );
}
