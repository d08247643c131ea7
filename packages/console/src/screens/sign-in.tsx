/**
 * Sign-in: email and password, then the TOTP step when the server asks for it (an admin always,
 * others when they turned it on). Wrong credentials and a locked account each get their message,
 * announced by the alert region; focus moves to the code field at the TOTP step.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, call } from '../api/call.ts';
import { signInRoute } from '../api/routes.ts';
import type { Staff } from '../types.ts';

/** Whether an answer asks for the second factor. */
function wantsTotp(error: ApiError): boolean {
  const body = error.body as { totp_required?: boolean; totpRequired?: boolean; reason?: string } | null;
  return Boolean(body?.totp_required ?? body?.totpRequired ?? body?.reason === 'totp_required');
}

/** The message for a refused sign-in. */
function refusal(error: ApiError, step: 'password' | 'totp'): string {
  if (error.status === 423 || error.status === 429) return error.message || m.signIn.locked;
  if (error.status === 401) return step === 'totp' ? m.signIn.wrongTotp : m.signIn.wrongCredentials;
  return error.message || m.common.failed;
}

export function SignIn({ onSignedIn }: { onSignedIn(staff: Staff): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [step, setStep] = useState<'password' | 'totp'>('password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const totpField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    document.title = `${m.signIn.title}｜${m.appName}`;
    if (step === 'totp') totpField.current?.focus();
  }, [step]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const body = step === 'totp' ? { email, password, totp } : { email, password };
      const answer = await call<{ staff?: Staff } & Partial<Staff>>(signInRoute, { body });
      onSignedIn((answer.staff ?? answer) as Staff);
    } catch (caught) {
      const failure = caught instanceof ApiError ? caught : new ApiError(0, '');
      if (step === 'password' && wantsTotp(failure)) setStep('totp');
      else setError(refusal(failure, step));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in" id="main">
      <form onSubmit={submit} aria-labelledby="sign-in-title" noValidate={false}>
        <h1 id="sign-in-title">{m.signIn.title}</h1>
        <p className="brand">{m.appName}</p>
        {step === 'password' ? (
          <>
            <label>
              {m.signIn.email}
              <input
                type="email"
                name="email"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
            <label>
              {m.signIn.password}
              <input
                type="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </label>
          </>
        ) : (
          <label>
            {m.signIn.totp}
            <input
              ref={totpField}
              name="totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              aria-describedby="totp-hint"
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
            />
            <span id="totp-hint" className="hint">
              {m.signIn.totpHint}
            </span>
          </label>
        )}
        <div role="alert" className="form-error">
          {error}
        </div>
        <div className="row">
          {step === 'totp' ? (
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setStep('password');
                setTotp('');
                setError('');
              }}
            >
              {m.signIn.back}
            </button>
          ) : null}
          <button type="submit" disabled={busy}>
            {step === 'totp' ? m.signIn.verify : m.signIn.submit}
          </button>
        </div>
      </form>
    </main>
  );
}
