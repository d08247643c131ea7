/** What a lead records about the request that made it: address, agent, partner, page, device. */
import { API_HEADERS } from '@renovo/core/data';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { leadPage } from './lead-page.ts';

/** Trims a header value to a safe length (and drops control characters). */
function clip(value: string | undefined, max: number): string | null {
  if (!value) return null;
  const clean = value.replace(/\p{Cc}/gu, '').slice(0, max);
  return clean || null;
}

/** Request facts stored with clues, quotes and consents. */
export interface RequestMeta {
  clientIp: string;
  userAgent: string | null;
  partnerKey: string | null;
  /**
   * The page the form was on: its origin and path, never a query or fragment; only the origin
   * for a partner that keeps no page paths (lib/lead-page.ts).
   */
  originPage: string | null;
  /** The device uuid the client sends on every request (X-Uuid). */
  clientUuid: string | null;
}

/** Reads the request facts. */
export function requestMeta(c: Context<AppEnv>): RequestMeta {
  return {
    clientIp: c.get('clientIp'),
    userAgent: clip(c.req.header('user-agent'), 512),
    partnerKey: c.get('partnerKey'),
    originPage: leadPage({
      partner: c.get('partnerKey') === null ? null : { keepPagePath: c.get('partnerKeepsPagePath') },
      origin: c.req.header('origin'),
      referer: c.req.header('referer'),
      path: c.req.header(API_HEADERS.page),
    }),
    clientUuid: clip(c.req.header(API_HEADERS.uuid), 64),
  };
}
