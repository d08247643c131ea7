/** The Hono environment of the API: per-request variables set by the middleware. */
import type { UserRole } from '@renovo/core/contracts';
import type { Logger } from 'pino';
import type { CurrentStaff } from '../services/staff/sessions.ts';
import type { AppDeps } from './app-deps.ts';
import type { AddressKey } from './client-ip.ts';

/** The signed-in member, as the auth middleware loads it. */
export interface CurrentUser {
  id: number;
  mobile: string | null;
  email: string | null;
  name: string;
  avatar: string;
  sex: number;
  signature: string;
  role: UserRole;
  forceBindMobile: boolean;
  tokenId: number;
}

/**
 * What an HTML page tells the security-headers middleware about itself (the site's handler
 * fills it; middleware/security-headers).
 */
export interface PageFacts {
  /** This response's CSP nonce: every inline script of the page carries it. */
  nonce: string;
  /** Image URLs outside this origin the page shows (a landing page's hero image). */
  imageSources: string[];
  /** The page may be framed by the partners' origins (the framed player). */
  frameable: boolean;
}

/** Variables every handler may read with `c.get()` / `c.var`. */
interface AppVariables {
  requestId: string;
  log: Logger;
  deps: AppDeps;
  /** Address of the caller (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /**
   * The caller's address network (IPv4 address or IPv6 /64): the only address a rate limit may
   * count (`addressLimitKey`). `clientIp` is for records (consents, leads, audit), never for limits.
   */
  addressKey: AddressKey;
  /**
   * Partner key resolved from X-Renovo-Partner or the Origin, or from a signed server request;
   * null for the site's own pages ("our site") and for anyone else.
   */
  partnerKey: string | null;
  /** Whether that partner's leads keep their page's path (lib/lead-page.ts); false without one. */
  partnerKeepsPagePath: boolean;
  /** The request comes from the embed builder's preview origin: it may only read (middleware/preview-guard). */
  preview: boolean;
  /** The member, once `auth` middleware ran; null when signed out; undefined when not loaded. */
  user: CurrentUser | null | undefined;
  /** The staff member of the console session, once `requireStaff` ran; null when none. */
  staff: CurrentStaff | null | undefined;
  /** A lead route's Idempotency-Key (scope and key hashed, with the request's hash), when sent. */
  leadKey: { key: string; requestHash: string } | undefined;
  /** Set when a lead route answered from the lead stored with the request's key. */
  leadReplayed: boolean | undefined;
  /** The page's facts for its security headers. */
  page: PageFacts;
}

/** The generic argument of every Hono instance of the API. */
export interface AppEnv {
  Variables: AppVariables;
}
