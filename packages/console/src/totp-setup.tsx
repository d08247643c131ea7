/**
 * A new TOTP secret as it is shown once: a QR code for an authenticator app, the secret in groups
 * of four to type by hand, and its otpauth:// URI — each wrapping inside the screen (a phone
 * included). Used by one's own 帳號安全 and by 員工帳號 for a new colleague whose role needs TOTP.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import { QrCode } from './qr-code.tsx';

/** The secret in groups of four, as people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The QR code, the secret and the URI of `uri` (its `secret` is read from it). */
export function TotpSetup({ uri }: { uri: string }) {
  const secret = new URL(uri).searchParams.get('secret') ?? '';
  return (
    <>
      <QrCode text={uri} label={m.security.qr} />
      <dl className="facts">
        <dt>{m.security.secret}</dt>
        <dd>
          <code className="secret">{grouped(secret)}</code>
        </dd>
        <dt>{m.security.uri}</dt>
        <dd>
          <code>{uri}</code>
        </dd>
      </dl>
    </>
  );
}
