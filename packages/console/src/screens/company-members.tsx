/**
 * A company's accounts in the console (docs/spec/company-side.md#console): its members (the
 * mobile masked) with a remove button each, its pending invitations with a take-back button each,
 * and the invite form (a mobile and a role; the SMS carries the link). The server's zh-TW refusal
 * (the last owner, a full company, a member already) is shown in an alert; nothing typed is lost.
 * Inviting, removing and taking back are for roles with `companies.members` (a member sees the
 * full mobiles of the company's accepted leads); the others read the list and are told who does.
 */
import { errorMessage } from '@renovo/core/api';
import {
  COMPANY_MEMBER_ROLES,
  type CompanyMemberRole,
  type ContractData,
  type consoleCompanyMembersContract,
} from '@renovo/core/contracts';
import {
  companyAccountMessages as am,
  consoleMessages,
  format,
  consoleCompanySideMessages as sm,
} from '@renovo/core/messages';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../api/call.ts';
import {
  companyInviteResendRoute,
  companyInviteRevokeRoute,
  companyMemberInviteRoute,
  companyMemberRemoveRoute,
  companyMembersRoute,
} from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';

type Members = ContractData<typeof consoleCompanyMembersContract>;

export function CompanyMembers({ companyId }: { companyId: number }) {
  const notify = useToast();
  const titleId = useId();
  const manages = useSession().staff.permissions?.includes('companies.members') ?? false;
  const list = useData<Members>(companyMembersRoute, { params: { id: companyId } });
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState<CompanyMemberRole>('owner');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  /**
   * Runs a change, then reloads the list; a refusal is shown in the alert, and so is an
   * invitation whose SMS did not go out (it stands: 重寄邀請 sends it again).
   */
  async function change(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setProblem('');
    try {
      const answer = (await run()) as { sms?: string } | null;
      if (answer?.sms && answer.sms !== 'sent') setProblem(sm.smsNotSent);
      else notify(done);
      list.reload();
      return true;
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    const sent = await change(
      () =>
        call(companyMemberInviteRoute, { params: { id: companyId }, body: { mobile: mobile.trim(), role } }),
      am.inviteSent,
    );
    if (sent) setMobile('');
  }

  /** A table's actions column (one button a row), for those who may change the members only. */
  function actions<Row>(label: (row: Row) => string, run: (row: Row) => Promise<unknown>, done: string) {
    if (!manages) return [];
    return [
      {
        header: sm.actions,
        hideHeader: true,
        cell: (row: Row) => (
          <button type="button" className="link" disabled={busy} onClick={() => change(() => run(row), done)}>
            {label(row)}
          </button>
        ),
      },
    ];
  }

  const data = list.data;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{sm.membersTitle}</h2>
      <LoadState loading={list.loading} error={list.error} />
      {data ? (
        <>
          {data.members.length === 0 ? <p>{sm.noMembers}</p> : null}
          {data.members.length > 0 ? (
            <DataTable
              label={sm.membersTable}
              rows={data.members}
              rowKey={(row) => row.id}
              columns={[
                { header: sm.memberName, rowHeader: true, cell: (row) => row.name || row.mobile },
                { header: sm.memberMobile, cell: (row) => row.mobile },
                { header: sm.memberRole, cell: (row) => am.roles[row.role] },
                { header: sm.joinedAt, cell: (row) => formatTime(row.joined_at) },
                ...actions<Members['members'][number]>(
                  (row) => format(sm.removeMember, { name: row.name || row.mobile }),
                  (row) => call(companyMemberRemoveRoute, { params: { id: companyId, member_id: row.id } }),
                  sm.removed,
                ),
              ]}
            />
          ) : null}
          {data.invites.length > 0 ? (
            <DataTable
              label={sm.invitesTitle}
              rows={data.invites}
              rowKey={(row) => row.id}
              columns={[
                { header: sm.memberMobile, rowHeader: true, cell: (row) => row.mobile },
                { header: sm.memberRole, cell: (row) => am.roles[row.role] },
                { header: sm.invitedAt, cell: (row) => formatTime(row.created_at) },
                { header: sm.expiresAt, cell: (row) => formatTime(row.expires_at) },
                ...actions<Members['invites'][number]>(
                  (row) => format(sm.resendInvite, { mobile: row.mobile }),
                  (row) => call(companyInviteResendRoute, { params: { id: companyId, invite_id: row.id } }),
                  sm.resent,
                ),
                ...actions<Members['invites'][number]>(
                  (row) => format(sm.revokeInvite, { mobile: row.mobile }),
                  (row) => call(companyInviteRevokeRoute, { params: { id: companyId, invite_id: row.id } }),
                  sm.revoked,
                ),
              ]}
            />
          ) : null}
        </>
      ) : null}
      {manages ? null : <p>{sm.membersByAdmins}</p>}
      {manages ? (
        <form className="filters" onSubmit={invite} aria-label={sm.inviteTitle}>
          <label>
            {sm.inviteMobile}
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              maxLength={15}
              required
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          </label>
          <label>
            {sm.memberRole}
            <select value={role} onChange={(e) => setRole(e.target.value as CompanyMemberRole)}>
              {COMPANY_MEMBER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {am.roles[r]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy}>
            {sm.invite}
          </button>
        </form>
      ) : null}
      <div role="alert" className="form-error">
        {problem}
      </div>
    </section>
  );
}
