/**
 * Social sign-in configuration (ADR 030): each provider is off until its variables are
 * set (docs/api.md lists them). LINE, Google and Apple are OpenID Connect providers found by
 * discovery at their issuer (which a deployment, or a test, may point elsewhere); Facebook Login
 * is OAuth 2.0 with the Graph API's `/me` as the identity.
 */
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** The environment variables of social sign-in, spread into the server's schema (env.ts). */
export const SOCIAL_ENV_SHAPE = {
  /** Origin of the redirect URIs registered with the providers (default: the request's origin). */
  SOCIAL_REDIRECT_ORIGIN: optionalText,
  SOCIAL_LINE_CLIENT_ID: optionalText,
  SOCIAL_LINE_CLIENT_SECRET: optionalText,
  SOCIAL_LINE_ISSUER: optionalText,
  SOCIAL_GOOGLE_CLIENT_ID: optionalText,
  SOCIAL_GOOGLE_CLIENT_SECRET: optionalText,
  SOCIAL_GOOGLE_ISSUER: optionalText,
  SOCIAL_FACEBOOK_CLIENT_ID: optionalText,
  SOCIAL_FACEBOOK_CLIENT_SECRET: optionalText,
  SOCIAL_APPLE_CLIENT_ID: optionalText,
  SOCIAL_APPLE_TEAM_ID: optionalText,
  SOCIAL_APPLE_KEY_ID: optionalText,
  /** The Sign in with Apple private key (PKCS #8 PEM; `\n` may be written as the two characters). */
  SOCIAL_APPLE_PRIVATE_KEY: optionalText,
  SOCIAL_APPLE_ISSUER: optionalText,
};

type SocialEnv = { [K in keyof typeof SOCIAL_ENV_SHAPE]: string | undefined } & { production: boolean };

/** A provider id. */
type ProviderId = 'line' | 'google' | 'facebook' | 'apple';

/** How the server signs in with one configured provider. */
export type ProviderConfig =
  | {
      id: ProviderId;
      kind: 'oidc';
      issuer: string;
      clientId: string;
      /** The client secret (LINE's channel secret), or Apple's key to sign one with. */
      secret: string | { teamId: string; keyId: string; privateKey: string };
      scope: string;
      /** Apple answers by form_post. */
      formPost: boolean;
    }
  | {
      id: ProviderId;
      kind: 'oauth2';
      issuer: string;
      authorizationEndpoint: string;
      tokenEndpoint: string;
      /** The endpoint answering `{id}` of the signed-in account. */
      meEndpoint: string;
      clientId: string;
      secret: string;
      scope: string;
      formPost: false;
    };

const FACEBOOK_GRAPH_VERSION = 'v23.0';

/**
 * The configured providers (those whose variables are all set), in the order the login page shows
 * them (LINE first: the one most Taiwanese users have).
 */
export function socialProviders(env: SocialEnv): ProviderConfig[] {
  const out: ProviderConfig[] = [];
  if (env.SOCIAL_LINE_CLIENT_ID && env.SOCIAL_LINE_CLIENT_SECRET) {
    out.push({
      id: 'line',
      kind: 'oidc',
      issuer: env.SOCIAL_LINE_ISSUER ?? 'https://access.line.me',
      clientId: env.SOCIAL_LINE_CLIENT_ID,
      secret: env.SOCIAL_LINE_CLIENT_SECRET,
      scope: 'openid profile',
      formPost: false,
    });
  }
  if (env.SOCIAL_GOOGLE_CLIENT_ID && env.SOCIAL_GOOGLE_CLIENT_SECRET) {
    out.push({
      id: 'google',
      kind: 'oidc',
      issuer: env.SOCIAL_GOOGLE_ISSUER ?? 'https://accounts.google.com',
      clientId: env.SOCIAL_GOOGLE_CLIENT_ID,
      secret: env.SOCIAL_GOOGLE_CLIENT_SECRET,
      scope: 'openid profile',
      formPost: false,
    });
  }
  if (env.SOCIAL_FACEBOOK_CLIENT_ID && env.SOCIAL_FACEBOOK_CLIENT_SECRET) {
    out.push({
      id: 'facebook',
      kind: 'oauth2',
      issuer: 'https://www.facebook.com',
      authorizationEndpoint: `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`,
      tokenEndpoint: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`,
      meEndpoint: `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me?fields=id,name`,
      clientId: env.SOCIAL_FACEBOOK_CLIENT_ID,
      secret: env.SOCIAL_FACEBOOK_CLIENT_SECRET,
      scope: 'public_profile',
      formPost: false,
    });
  }
  if (
    env.SOCIAL_APPLE_CLIENT_ID &&
    env.SOCIAL_APPLE_TEAM_ID &&
    env.SOCIAL_APPLE_KEY_ID &&
    env.SOCIAL_APPLE_PRIVATE_KEY
  ) {
    out.push({
      id: 'apple',
      kind: 'oidc',
      issuer: env.SOCIAL_APPLE_ISSUER ?? 'https://appleid.apple.com',
      clientId: env.SOCIAL_APPLE_CLIENT_ID,
      secret: {
        teamId: env.SOCIAL_APPLE_TEAM_ID,
        keyId: env.SOCIAL_APPLE_KEY_ID,
        privateKey: env.SOCIAL_APPLE_PRIVATE_KEY.replaceAll('\\n', '\n'),
      },
      // Only the subject is needed: no name or email is asked for.
      scope: 'openid',
      formPost: true,
    });
  }
  return out;
}

/** The configured provider named `id`, or undefined (unknown or off). */
export function findProvider(env: SocialEnv, id: string): ProviderConfig | undefined {
  return socialProviders(env).find((p) => p.id === id);
}

/**
 * Plain-HTTP issuers are taken only on a loopback address outside production (the tests'
 * oidc-provider); every real provider is HTTPS.
 */
export function insecureIssuerAllowed(env: SocialEnv, issuer: string): boolean {
  if (env.production) return false;
  const { protocol, hostname } = new URL(issuer);
  return (
    protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
}
