/**
 * Route validation (docs/spec/platform.md#routes-and-overlays): a route may export `validate`, returning
 * false or
 * `{ statusCode, statusMessage }` to refuse the URL. The default failure is a 404
 * "Page Not Found: {path}"; the address bar keeps the original path (nothing redirects).
 *
 * @example
 * export const validate: RouteValidate = ({ params }) => /^\d+$/.test(params.id ?? '');
 * export const loader = validated(validate, async ({ params, context, request }: Route.LoaderArgs) => …);
 */
import { errorPageMessages, format } from '@renovo/core';
import { pageError } from './page-error.ts';
import { pageUrl } from './page-url.ts';

/** What `validate` may answer: true (or nothing) to accept, false or a status to refuse. */
type ValidationResult = boolean | undefined | { statusCode: number; statusMessage: string };

/** What `validate` is given (the loader's own arguments). */
export interface ValidationArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

/** A route's validation rule. */
export type RouteValidate<A extends ValidationArgs = ValidationArgs> = (
  args: A,
) => ValidationResult | Promise<ValidationResult>;

/** The decoded page path of a request (also of a client navigation's data request). */
function pathOf(request: Request): string {
  const { pathname } = pageUrl(request);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The 404 of an unknown or refused path: "Page Not Found: {path}". */
export function notFoundError(request: Request) {
  return pageError(404, format(errorPageMessages.pageNotFound, { path: pathOf(request) }));
}

/** Runs a route's rule and throws the error page when it refuses the URL. */
export async function assertValid<A extends ValidationArgs>(
  validate: RouteValidate<A>,
  args: A,
): Promise<void> {
  const result = await validate(args);
  if (result === false) throw notFoundError(args.request);
  if (result && typeof result === 'object') throw pageError(result.statusCode, result.statusMessage);
}

/** Wraps a loader so it runs only for URLs its route's rule accepts. */
export function validated<A extends ValidationArgs, R>(
  validate: RouteValidate<A>,
  loader: (args: A) => Promise<R>,
): (args: A) => Promise<R> {
  return async (args) => {
    await assertValid(validate, args);
    return loader(args);
  };
}
