/**
 * `/user-company/members` — 成員 (docs/spec/company-side.md#accounts): the company's members and
 * pending invitations, the numbers masked. The owner invites a member by mobile (an SMS with a
 * link valid for 7 days), takes an invitation back and removes a member — never the last owner;
 * other members see the list only.
 */
import {
  companyAccountMessages as am,
  COMPANY_MEMBER_ROLES,
  type CompanyMemberRole,
  type CompanyMembers,
  consoleCompanySideMessages as cm,
  format,
  getCompanyMembers,
  inviteCompanyMember,
  companyCentreMessages as m,
  removeCompanyMember,
  revokeCompanyInvite,
} from '@renovo/core';
import { type FormEvent, useId, useState } from 'react';
import { CentreState } from '../components/company-centre/centre-state.tsx';
import { reasonOf, useCentreData } from '../components/company-centre/use-centre-data.ts';
import { browserApi } from '../lib/browser.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false });

/** The owner's invitation form. */
function InviteForm({ onDone }: { onDone(message: string): void }) {
  const id = useId();
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState<CompanyMemberRole>('staff');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const { sms } = await inviteCompanyMember(browserApi(), mobile.trim(), role);
      setMobile('');
      onDone(sms === 'sent' ? am.inviteSent : am.inviteNotSent);
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="centre__form" onSubmit={send} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{cm.inviteTitle}</h3>
      <div className="centre__field">
        <label htmlFor={`${id}-mobile`}>{cm.inviteMobile}</label>
        <input
          id={`${id}-mobile`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          maxLength={20}
          value={mobile}
          aria-describedby={`${id}-error`}
          onChange={(e) => setMobile(e.target.value)}
        />
      </div>
      <div className="centre__field">
        <label htmlFor={`${id}-role`}>{cm.memberRole}</label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as CompanyMemberRole)}>
          {COMPANY_MEMBER_ROLES.map((r) => (
            <option key={r} value={r}>
              {am.roles[r]}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-error`} className="centre__error" role="alert">
        {problem}
      </p>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {cm.invite}
        </button>
      </div>
    </form>
  );
}

/** The list, with the owner's actions. */
function MembersList({ list, reload }: { list: CompanyMembers; reload(): void }) {
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const owner = list.members.some((member) => member.is_you && member.role === 'owner');

  async function act(run: () => Promise<unknown>, done: string) {
    setProblem('');
    try {
      await run();
      setStatus(done);
      reload();
    } catch (error) {
      setProblem(reasonOf(error));
    }
  }

  return (
    <>
      <ul className="centre__list" aria-label={cm.membersTable}>
        {list.members.map((member) => (
          <li key={member.id} className="centre__card">
            <p>
              <strong>{member.name || member.mobile}</strong>・{am.roles[member.role]}
            </p>
            <p className="centre__meta">
              {cm.memberMobile}：{member.mobile}・{cm.joinedAt} {when(member.joined_at)}
            </p>
            {owner && !member.is_you ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => void act(() => removeCompanyMember(browserApi(), member.id), cm.removed)}
              >
                {format(cm.removeMember, { name: member.name || member.mobile })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {list.invites.length > 0 ? (
        <>
          <h3>{cm.invitesTitle}</h3>
          <ul className="centre__list" aria-label={cm.invitesTitle}>
            {list.invites.map((invite) => (
              <li key={invite.id} className="centre__card">
                <p>
                  {invite.mobile}・{am.roles[invite.role]}
                </p>
                <p className="centre__meta">
                  {cm.invitedAt} {when(invite.created_at)}・{cm.expiresAt} {when(invite.expires_at)}
                </p>
                {owner ? (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => void act(() => revokeCompanyInvite(browserApi(), invite.id), cm.revoked)}
                  >
                    {format(cm.revokeInvite, { mobile: invite.mobile })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="centre__error" role="alert">
        {problem}
      </p>
      <p className="centre__meta" role="status" aria-live="polite">
        {status}
      </p>
      {owner ? (
        <InviteForm
          onDone={(message) => {
            setStatus(message);
            reload();
          }}
        />
      ) : null}
    </>
  );
}

/** The members screen. */
export default function CentreMembers() {
  const members = useCentreData(() => getCompanyMembers(browserApi()));
  return (
    <section aria-labelledby="centre-members">
      <h2 id="centre-members">{m.tabs.members}</h2>
      <CentreState
        data={members}
        reload={members.reload}
        ready={(list) => <MembersList list={list} reload={members.reload} />}
      />
    </section>
  );
}
