/**
 * A staff member's own TOTP second factor (docs/spec/console.md#staff-accounts): optional for support,
 * marketing and
 * editors, required for admins. Turning it on: a new secret (shown once, as text and as an
 * otpauth:// URI), then a code from the authenticator app. Turning it off: a current code (never
 * for an admin). Both are audited; 5 attempts per 15 minutes per account.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import {
  consoleTotpConfirmRoute,
  consoleTotpDisableRoute,
  consoleTotpStartRoute,
} from './security.routes.ts';

const Code = z.strictObject({ code: z.string().regex(/^\d{6}$/) });
const TotpState = z.object({ totp_enabled: z.boolean() });

/** POST /console/api/me/totp. */
export const consoleTotpStartContract = defineContract(consoleTotpStartRoute, {
  id: 'postConsoleMyTotp',
  tag: 'console',
  auth: 'staff',
  summary:
    "Starts turning on one's own TOTP: a new secret (base32) and its otpauth:// URI, shown once; not required at sign-in until confirmed. 409 when TOTP is already on. Audited",
  response: envelope(z.object({ secret: z.string(), uri: z.string() })),
  errors: [409],
});

/** POST /console/api/me/totp/confirm. */
export const consoleTotpConfirmContract = defineContract(consoleTotpConfirmRoute, {
  id: 'postConsoleMyTotpConfirm',
  tag: 'console',
  auth: 'staff',
  summary:
    "Turns one's own TOTP on with a code from the authenticator app (422 when wrong; 409 when not started or already on; 429 past 5 attempts in 15 minutes). Audited",
  body: Code,
  response: envelope(TotpState),
  errors: [409, 429],
});

/** POST /console/api/me/totp/disable. */
export const consoleTotpDisableContract = defineContract(consoleTotpDisableRoute, {
  id: 'postConsoleMyTotpDisable',
  tag: 'console',
  auth: 'staff',
  summary:
    "Turns one's own TOTP off with a current code (422 when wrong or already used; 409 for an admin, who must keep it, or when it is off; 429 past 5 attempts in 15 minutes). Audited",
  body: Code,
  response: envelope(TotpState),
  errors: [409, 429],
});

/** The own-TOTP contracts. */
export const CONSOLE_SECURITY_CONTRACTS = [
  consoleTotpStartContract,
  consoleTotpConfirmContract,
  consoleTotpDisableContract,
] as const;
