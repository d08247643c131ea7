/**
 * Sign-in: email, password and the TOTP code (required for whoever enrolled, and every role that
 * sees full mobiles enrols; the server answers one 401 for any wrong credential, so it never says
 * which, nor whether an email has an account — only after the right password does it say the
 * code is missing). A refused network (429) gets the server's message with its minutes. The error
 * is in an alert region; focus stays in the form.
 */
import { errorMessage, errorStatus } from '@renovo/core/api';
import { consoleApiMessages, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { call } from '../api/call.ts';
import { signInRoute } from '../api/routes.ts';
import type { Session, Staff } from '../types.ts';

/** The message for a refused sign-in. */
function refusal(error: unknown): string {
  const status = errorStatus(error);
  const message = errorMessage(error);
  if (status === 429) return message ?? m.signIn.locked;
  // The right password without a code: the server says the code is missing.
  if (status === 401 && message === consoleApiMessages.totpMissing) return message;
  if (status === 401) return m.signIn.wrongCredentials;
  return message ?? m.common.failed;
}

export function SignIn({ onSignedIn }: { onSignedIn(staff: Staff): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = `${m.signIn.title}｜${m.appName}`;
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const answer = await call<Session>(signInRoute, {
        body: totp ? { email, password, totp } : { email, password },
      });
      onSignedIn(answer.staff);
    } catch (caught) {
      setError(refusal(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in" id="main">
      <form onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{m.signIn.title}</h1>
        <p className="brand">{m.appName}</p>
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
        <label>
          {m.signIn.totp}
          <input
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            aria-describedby="totp-hint"
            value={totp}
            onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
          />
          <span id="totp-hint" className="hint">
            {m.signIn.totpHint}
          </span>
        </label>
        <div role="alert" className="form-error">
          {error}
        </div>
        <div className="row">
          <button type="submit" disabled={busy}>
            {m.signIn.submit}
          </button>
        </div>
      </form>
    </main>
  );
}
