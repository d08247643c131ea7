/**
 * Preview links of the console's articles (docs/spec/console.md#articles): `/article/{id}?preview=`
 * a token that shows the article as the site renders it, whatever its status, until it
 * expires. The token is `{expiry}.{HMAC of the article and expiry under APP_SECRET}`: it names
 * one article, cannot be stretched, and needs no table.
 */
import { ARTICLE_PREVIEW_MINUTES } from '@renovo/core/contracts';
import { hmac, safeEqualHex } from '../../lib/crypto.ts';

const purpose = (articleId: number, expires: number) => `article-preview:${articleId}:${expires}`;

/** A preview token for the article, valid ARTICLE_PREVIEW_MINUTES from `now`. */
export function previewToken(secret: string, articleId: number, now: Date): { token: string; expires: Date } {
  const expires = Math.floor(now.getTime() / 1000) + ARTICLE_PREVIEW_MINUTES * 60;
  return {
    token: `${expires}.${hmac(secret, purpose(articleId, expires))}`,
    expires: new Date(expires * 1000),
  };
}

/** Does `token` open the article's preview at `now`? */
export function previewAllowed(
  secret: string,
  articleId: number,
  token: string | undefined,
  now: Date,
): boolean {
  const match = token ? /^(\d{10})\.([0-9a-f]{64})$/.exec(token) : null;
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now.getTime()) return false;
  return safeEqualHex(match[2]!, hmac(secret, purpose(articleId, expires)));
}
