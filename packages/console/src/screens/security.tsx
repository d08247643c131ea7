/**
 * Account security (every role, docs/spec/console.md#staff-accounts): one's own TOTP second factor. Off:
 * "turn on" asks
 * for a new secret and shows it once — as a QR code, as text and as its otpauth:// URI — and a
 * code from the authenticator app turns it on. On: a current code turns it off, except for a
 * role that must keep it (core's `totpRequired`; the server refuses it too). Such a role without
 * TOTP lands here after sign-in and sees nothing else until it is on.
 */
import { errorMessage } from '@renovo/core/api';
import { consoleMessages as m } from '@renovo/core/messages';
import { totpRequired } from '@renovo/core/schemas';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { sessionRoute, totpConfirmRoute, totpDisableRoute, totpStartRoute } from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import { TotpSetup } from '../totp-setup.tsx';
import type { Session } from '../types.ts';
import { useData } from '../use-data.ts';

/** The secret in groups of 4, easier to type. */

function CodeForm({
  label,
  submit,
  onDone,
}: {
  label: string;
  submit(code: string): Promise<unknown>;
  onDone(): void;
}) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  async function send(event: FormEvent) {
    event.preventDefault();
    try {
      await submit(code);
      setCode('');
      setProblem('');
      onDone();
    } catch (error) {
      setProblem(errorMessage(error) ?? m.common.failed);
    }
  }
  return (
    <form className="row" onSubmit={send}>
      <label>
        {m.security.code}
        <input
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      <button type="submit">{label}</button>
      <div role="alert" className="form-error">
        {problem}
      </div>
    </form>
  );
}

export function Security() {
  const session = useData<Session>(sessionRoute);
  const { refresh } = useSession();
  const notify = useToast();
  const [enrolment, setEnrolment] = useState<{ secret: string; uri: string } | null>(null);
  const [problem, setProblem] = useState('');
  const staff = session.data?.staff;

  async function start() {
    try {
      setEnrolment(await call<{ secret: string; uri: string }>(totpStartRoute));
      setProblem('');
    } catch (error) {
      setProblem(errorMessage(error) ?? m.common.failed);
    }
  }

  return (
    <Screen title={m.security.title}>
      <LoadState loading={session.loading} error={session.error} />
      {staff ? (
        <section className="panel" aria-labelledby="totp-title">
          <h2 id="totp-title">{m.security.totp}</h2>
          <p>
            {m.security.state}：<strong>{staff.totp_enabled ? m.security.on : m.security.off}</strong>
          </p>
          {staff.totp_enrolment_required ? (
            <p className="hint" role="status">
              {m.security.enrolmentRequired}
            </p>
          ) : null}
          {totpRequired(staff.role) && staff.totp_enabled ? (
            <p className="hint">{m.security.adminRequired}</p>
          ) : staff.totp_enabled ? (
            <>
              <p className="hint">{m.security.disableHint}</p>
              <CodeForm
                label={m.security.disable}
                submit={(code) => call(totpDisableRoute, { body: { code } })}
                onDone={() => {
                  notify(m.security.disabled);
                  session.reload();
                }}
              />
            </>
          ) : enrolment ? (
            <>
              <p>{m.security.scan}</p>
              <TotpSetup uri={enrolment.uri} />
              <CodeForm
                label={m.security.confirm}
                submit={(code) => call(totpConfirmRoute, { body: { code } })}
                onDone={() => {
                  setEnrolment(null);
                  notify(m.security.enabled);
                  session.reload();
                  // The whole console opens once a required TOTP is on.
                  if (staff.totp_enrolment_required) refresh();
                }}
              />
            </>
          ) : (
            <>
              {staff.totp_enrolment_required ? null : <p className="hint">{m.security.optional}</p>}
              <button type="button" onClick={start}>
                {m.security.start}
              </button>
              <div role="alert" className="form-error">
                {problem}
              </div>
            </>
          )}
        </section>
      ) : null}
    </Screen>
  );
}
