/**
 * Members and their access tokens. A token is 32 random bytes (base64url), given to the client
 * once; only its SHA-256 is stored. Tokens live 30 days and are revoked at logout.
 */
import { format, serverMessages } from '@renovo/core/messages';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { Db, Tx } from '../db/client.ts';
import { accessTokens, consents, type Utm, users } from '../db/schema.ts';
import type { CurrentUser } from '../lib/app-env.ts';
import { randomToken, sha256 } from '../lib/crypto.ts';
import { maskMobile } from '../lib/mobile.ts';

/** Token life, milliseconds. */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Name of the host-site cookie. */
export const TOKEN_COOKIE = 'token';

/** Sets the HttpOnly session cookie of a sign-in (SameSite=Lax, Secure in production). */
export function setTokenCookie(c: Context, token: string, production: boolean): void {
  setCookie(c, TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: production,
    path: '/',
    maxAge: Math.floor(TOKEN_TTL_MS / 1000),
  });
}
/** Longest token string accepted from a client (ours are 43 characters). */
const MAX_TOKEN_LENGTH = 200;

/**
 * The user-info answer of GET /api/user and GET /v1/user/info. `real_mobile` is the full number
 * only when `fullMobile` (the site's own pages, apps, servers); a page of another origin — a
 * partner's, whose widgets show the masked number anyway — gets it masked.
 */
export function userInfo(user: CurrentUser, options: { fullMobile: boolean }) {
  const masked = user.mobile ? maskMobile(user.mobile) : null;
  return {
    id: user.id,
    email: user.email,
    mobile: masked,
    real_mobile: options.fullMobile ? user.mobile : masked,
    role: user.role,
    sex: user.sex,
    signature: user.signature,
    name: user.name,
    avatar: user.avatar,
    is_force_bind_mobile: user.forceBindMobile,
  };
}

/** The member with this mobile, created on first login. */
export async function findOrCreateUserByMobile(
  tx: Tx | Db,
  input: { mobile: string; now: Date; utm?: Utm | undefined; partnerKey?: string | null },
) {
  const { mobile, now } = input;
  const [row] = await tx
    .insert(users)
    .values({
      mobile,
      name: format(serverMessages.memberName, { suffix: mobile.slice(-4) }),
      createdAt: now,
      lastLoginAt: now,
      signupUtm: input.utm ?? null,
      signupPartnerKey: input.partnerKey ?? null,
    })
    .onConflictDoUpdate({ target: users.mobile, set: { lastLoginAt: now } })
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  return { id: row!.id, created: Boolean(row!.created) };
}

/** Issues a token for the member; returns the plain token (never stored). */
export async function createAccessToken(
  tx: Tx | Db,
  input: { userId: number; now: Date; clientIp: string; userAgent: string | null },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken(32);
  const expiresAt = new Date(input.now.getTime() + TOKEN_TTL_MS);
  await tx.insert(accessTokens).values({
    userId: input.userId,
    tokenHash: sha256(token),
    createdAt: input.now,
    expiresAt,
    clientIp: input.clientIp,
    userAgent: input.userAgent,
  });
  return { token, expiresAt };
}

/** The member behind a token, or null (unknown, expired or revoked). */
export async function resolveAccessToken(db: Db, token: string, now: Date): Promise<CurrentUser | null> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await db
    .select({
      id: users.id,
      mobile: users.mobile,
      email: users.email,
      name: users.name,
      avatar: users.avatar,
      sex: users.sex,
      signature: users.signature,
      role: users.role,
      forceBindMobile: users.forceBindMobile,
      tokenId: accessTokens.id,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes one token. */
export async function revokeAccessToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
}

/** What a consent record says: who agreed to which notice, when and from where. */
export interface ConsentInput {
  userId: number | null;
  mobile: string | null;
  purpose: string;
  noticeVersion: string;
  now: Date;
  clientIp: string;
  userAgent: string | null;
  partnerKey: string | null;
}

/** The row of a consent record. */
export function consentRow(input: ConsentInput): typeof consents.$inferInsert {
  return {
    userId: input.userId,
    mobile: input.mobile,
    purpose: input.purpose,
    noticeVersion: input.noticeVersion,
    acceptedAt: input.now,
    clientIp: input.clientIp,
    userAgent: input.userAgent,
    partnerKey: input.partnerKey,
  };
}

/** Records a consent; returns its id. */
export async function recordConsent(tx: Tx | Db, input: ConsentInput): Promise<number> {
  const [row] = await tx.insert(consents).values(consentRow(input)).returning({ id: consents.id });
  return row!.id;
}

/** True when another member already holds this mobile. */
export async function mobileOfAnotherMember(db: Db, mobile: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  return Boolean(taken);
}

/** Binds a mobile to a member (lifting the must-bind flag); throws when the unique index refuses it. */
export async function bindMobile(db: Db, userId: number, mobile: string): Promise<void> {
  await db.update(users).set({ mobile, forceBindMobile: false }).where(eq(users.id, userId));
}
