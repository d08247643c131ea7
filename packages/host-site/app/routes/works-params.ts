/**
 * The work routes' URL rules (docs/spec/platform.md#routes-and-overlays): `/works/{id}` with a `.html` suffix
 * is redirected to the
 * same path without it; an id (or photo id) that is not a positive number is the route failure
 * 404 "Page Not Found: {path}".
 */
import { redirect } from 'react-router';
import { pageUrl } from '../lib/page-url.ts';
import { assertValid, type RouteValidate } from '../lib/route-validation.ts';

const ID = /^[1-9]\d{0,8}$/;

/** The work routes accept numeric ids only. */
export const validateWorkParams: RouteValidate = ({ params }) =>
  ID.test(params.id ?? '') && (params.pid === undefined || ID.test(params.pid));

/** Throws the redirect of a path ending in `.html` to the same path (and query) without it. */
export function redirectHtmlSuffix(request: Request): void {
  const url = pageUrl(request);
  if (!url.pathname.endsWith('.html')) return;
  throw redirect(`${url.pathname.slice(0, -'.html'.length)}${url.search}`, 301);
}

/** Checks a work route's URL and returns the work id (and photo id when the route has one). */
export async function workParams(args: {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}): Promise<{ id: number; pid: number | undefined }> {
  await assertValid(validateWorkParams, args);
  return {
    id: Number(args.params.id),
    pid: args.params.pid === undefined ? undefined : Number(args.params.pid),
  };
}
