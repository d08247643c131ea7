/**
 * Social sign-in (ADR 030) on `openid-client`: the authorization code flow with PKCE
 * (S256), `state` and (OpenID Connect) `nonce`. Starting a sign-in stores the SHA-256 of its state
 * with the PKCE verifier, the nonce and the path to come back to (`social_login_attempts`, single
 * use, 10 minutes); the browser also keeps the state in an HttpOnly cookie, so a callback URL
 * carried to another browser (login CSRF) is refused. The callback checks the state against both,
 * lets openid-client exchange the code and check the ID token (issuer, audience, expiry, nonce;
 * RFC 9207 `iss` when the provider sends it), and signs the member of that provider account in
 * with the ordinary member session (created on the first sign-in, without a mobile: the login
 * pages then ask for one).
 */
import { format, SOCIAL_PROVIDER_NAMES, serverMessages } from '@renovo/core/messages';
import { and, eq, gt, lte } from 'drizzle-orm';
import { importPKCS8, SignJWT } from 'jose';
import * as client from 'openid-client';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { socialIdentities, socialLoginAttempts } from '../db/schema-social.ts';
import { sha256 } from '../lib/crypto.ts';
import { insecureIssuerAllowed, type ProviderConfig } from './social-config.ts';

/** The HttpOnly cookie holding the state of the sign-in this browser started. */
export const SOCIAL_STATE_COOKIE = 'social_state';
/** How long a started sign-in may take, milliseconds. */
export const ATTEMPT_TTL_MS = 10 * 60 * 1000;
/** How long discovered provider metadata is reused, milliseconds. */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** Seconds a provider call may take. */
const PROVIDER_TIMEOUT_S = 10;

type Env = Parameters<typeof insecureIssuerAllowed>[0];

/** Why a sign-in did not finish (core's `socialMessages.errors` words each). */
export type SocialFailure = 'state' | 'denied' | 'failed' | 'unavailable' | 'taken';

/** A failure with what the log may say (never a code, token or claim). */
export class SocialError extends Error {
  readonly kind: SocialFailure;
  readonly reason: string;
  readonly redirectPath: string;
  constructor(kind: SocialFailure, reason: string, redirectPath = '/') {
    super(`${kind}: ${reason}`);
    this.kind = kind;
    this.reason = reason;
    this.redirectPath = redirectPath;
  }
}

const metadataCache = new Map<string, { at: number; value: Promise<client.ServerMetadata> }>();

/** The provider's metadata: discovered at its issuer (cached an hour), or Facebook's endpoints. */
function serverMetadata(env: Env, p: ProviderConfig, now: number): Promise<client.ServerMetadata> {
  if (p.kind === 'oauth2') {
    return Promise.resolve({
      issuer: p.issuer,
      authorization_endpoint: p.authorizationEndpoint,
      token_endpoint: p.tokenEndpoint,
    });
  }
  const key = `${p.issuer}|${p.clientId}`;
  const cached = metadataCache.get(key);
  if (cached && now - cached.at < METADATA_TTL_MS) return cached.value;
  // Discovery checks that the document names exactly the configured issuer.
  const value = client
    .discovery(new URL(p.issuer), p.clientId, undefined, undefined, {
      timeout: PROVIDER_TIMEOUT_S,
      ...(insecureIssuerAllowed(env, p.issuer) ? { execute: [client.allowInsecureRequests] } : {}),
    })
    .then((config) => config.serverMetadata());
  metadataCache.set(key, { at: now, value });
  value.catch(() => metadataCache.delete(key));
  return value;
}

/** Sign in with Apple's client secret: an ES256 JWT signed with the team's key (5 minutes). */
async function appleClientSecret(
  p: ProviderConfig & { kind: 'oidc' },
  key: { teamId: string; keyId: string; privateKey: string },
): Promise<string> {
  const privateKey = await importPKCS8(key.privateKey, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setSubject(p.clientId)
    .setAudience(p.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

/** The openid-client configuration of one provider call. */
async function configurationFor(env: Env, p: ProviderConfig, now: number): Promise<client.Configuration> {
  const metadata = await serverMetadata(env, p, now);
  const secret =
    typeof p.secret === 'string'
      ? p.secret
      : await appleClientSecret(p as ProviderConfig & { kind: 'oidc' }, p.secret);
  const config = new client.Configuration(metadata, p.clientId, undefined, client.ClientSecretPost(secret));
  config.timeout = PROVIDER_TIMEOUT_S;
  if (insecureIssuerAllowed(env, p.issuer)) client.allowInsecureRequests(config);
  return config;
}

/** What starting a sign-in gives. */
export interface StartedSignIn {
  /** The provider URL to send the browser to. */
  url: string;
  /** The state, for the browser's `social_state` cookie. */
  state: string;
}

/**
 * Starts a sign-in: stores the attempt and answers the provider URL. Throws a
 * {@link SocialError} `unavailable` when the provider cannot be described.
 */
export async function startSocialSignIn(
  deps: { db: Db; env: Env; now: Date },
  p: ProviderConfig,
  input: { redirectUri: string; redirectPath: string; linkUserId: number | null },
): Promise<StartedSignIn> {
  let config: client.Configuration;
  try {
    config = await configurationFor(deps.env, p, deps.now.getTime());
  } catch (error) {
    throw new SocialError('unavailable', describe(error), input.redirectPath);
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const parameters: Record<string, string> = {
    redirect_uri: input.redirectUri,
    scope: p.scope,
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  };
  if (p.kind === 'oidc') parameters.nonce = nonce;
  if (p.formPost) parameters.response_mode = 'form_post';
  // Attempts never finished go as new ones come (by the expiry index).
  await deps.db.delete(socialLoginAttempts).where(lte(socialLoginAttempts.expiresAt, deps.now));
  await deps.db.insert(socialLoginAttempts).values({
    stateHash: sha256(state),
    provider: p.id,
    codeVerifier,
    nonce,
    redirectPath: input.redirectPath,
    linkUserId: input.linkUserId,
    expiresAt: new Date(deps.now.getTime() + ATTEMPT_TTL_MS),
  });
  return { url: client.buildAuthorizationUrl(config, parameters).href, state };
}

/** What the provider sent back. */
export interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** A finished sign-in. */
export interface FinishedSignIn {
  userId: number;
  /** The member was made by this sign-in. */
  created: boolean;
  /** The member has a mobile (else the login pages ask for one). */
  hasMobile: boolean;
  redirectPath: string;
}

/**
 * Finishes a sign-in from the provider's answer: `response` is the callback as openid-client
 * reads it (the URL, or the form_post request). Throws a {@link SocialError}.
 */
export async function finishSocialSignIn(
  deps: { db: Db; env: Env; now: Date },
  p: ProviderConfig,
  input: {
    params: CallbackParams;
    response: URL | Request;
    cookieState: string | undefined;
    redirectUri: string;
  },
): Promise<FinishedSignIn> {
  const { state } = input.params;
  if (!state || !input.cookieState || sha256(state) !== sha256(input.cookieState)) {
    throw new SocialError('state', state ? 'state differs from the cookie' : 'no state');
  }
  // Single use: the attempt is taken out whatever happens next.
  const [attempt] = await deps.db
    .delete(socialLoginAttempts)
    .where(
      and(
        eq(socialLoginAttempts.stateHash, sha256(state)),
        eq(socialLoginAttempts.provider, p.id),
        gt(socialLoginAttempts.expiresAt, deps.now),
      ),
    )
    .returning();
  if (!attempt) throw new SocialError('state', 'unknown, used or expired state');
  const back = attempt.redirectPath;
  if (input.params.error) {
    throw new SocialError(
      input.params.error === 'access_denied' ? 'denied' : 'failed',
      `provider error ${input.params.error.slice(0, 64)}`,
      back,
    );
  }
  let config: client.Configuration;
  try {
    config = await configurationFor(deps.env, p, deps.now.getTime());
  } catch (error) {
    throw new SocialError('unavailable', describe(error), back);
  }
  let subject: string;
  let name: string | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(
      config,
      input.response,
      {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        ...(p.kind === 'oidc' ? { expectedNonce: attempt.nonce, idTokenExpected: true } : {}),
      },
      { redirect_uri: input.redirectUri },
    );
    if (p.kind === 'oidc') {
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      subject = claims.sub;
      name = typeof claims.name === 'string' ? claims.name : undefined;
    } else {
      const me = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(p.meEndpoint),
        'GET',
      );
      const body = (await me.json()) as { id?: unknown; name?: unknown };
      if (!me.ok || typeof body.id !== 'string' || !body.id) throw new Error(`profile ${me.status}`);
      subject = body.id;
      name = typeof body.name === 'string' ? body.name : undefined;
    }
  } catch (error) {
    throw new SocialError('failed', describe(error), back);
  }
  const member = await deps.db.transaction((tx) =>
    memberOf(tx, { provider: p, subject, name, linkUserId: attempt.linkUserId, now: deps.now }),
  );
  if (member === 'taken') throw new SocialError('taken', 'identity linked to another member', back);
  const [row] = await deps.db
    .select({ mobile: users.mobile })
    .from(users)
    .where(eq(users.id, member.userId))
    .limit(1);
  return { ...member, hasMobile: Boolean(row?.mobile), redirectPath: back };
}

/** The member of a provider account: linked before, bound now, or made now. */
async function memberOf(
  tx: Tx,
  input: {
    provider: ProviderConfig;
    subject: string;
    name: string | undefined;
    linkUserId: number | null;
    now: Date;
  },
): Promise<{ userId: number; created: boolean } | 'taken'> {
  const { provider, subject, now } = input;
  const find = () =>
    tx
      .select({ userId: socialIdentities.userId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider.id), eq(socialIdentities.subject, subject)))
      .limit(1);
  const [known] = await find();
  if (known) {
    if (input.linkUserId !== null && known.userId !== input.linkUserId) return 'taken';
    await tx
      .update(socialIdentities)
      .set({ lastLoginAt: now })
      .where(and(eq(socialIdentities.provider, provider.id), eq(socialIdentities.subject, subject)));
    await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, known.userId));
    return { userId: known.userId, created: false };
  }
  let userId = input.linkUserId;
  let created = false;
  if (userId === null) {
    const name =
      (input.name ?? '').trim().slice(0, 30) ||
      format(serverMessages.socialMemberName, { provider: SOCIAL_PROVIDER_NAMES[provider.id] });
    const [made] = await tx
      .insert(users)
      .values({ mobile: null, name, createdAt: now, lastLoginAt: now })
      .returning({ id: users.id });
    userId = made!.id;
    created = true;
  }
  const [linked] = await tx
    .insert(socialIdentities)
    .values({ provider: provider.id, subject, userId, createdAt: now, lastLoginAt: now })
    .onConflictDoNothing()
    .returning({ userId: socialIdentities.userId });
  if (linked) return { userId, created };
  // A sign-in of the same account ran at the same moment and linked it first: that member it is.
  if (created) await tx.delete(users).where(eq(users.id, userId));
  const [winner] = await find();
  return winner ? { userId: winner.userId, created: false } : 'taken';
}

/** An error's class and message for the log (openid-client's messages hold no secrets or claims). */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}`.slice(0, 300);
  }
  return 'unknown error';
}
