/**
 * `/style-test/_logic/transform` (docs/spec/platform.md#routes-and-overlays, no screen): turns the style-test
 * picks into a stored
 * result and sends the visitor to `/style-test/result?id=…`, keeping the `skipAuth` and `device`
 * query of the test page. Picks come as `image_ids` (repeated or comma-separated) in the form
 * body (POST) or the query (GET). A caller asking for JSON gets `{code, message, data:{id, redirect}}`.
 */
import { errorMessage, errorStatus, submitStyleTest } from '@renovo/core';
import { data, redirect } from 'react-router';
import { apiFor } from '../lib/api.server.ts';
import type { Route } from './+types/style-test.logic.transform';

const KEPT_QUERY = ['skipAuth', 'device'];

/** The image ids of a form body or query. */
export function imageIdsOf(values: readonly string[]): number[] {
  return values
    .flatMap((value) => value.split(','))
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
}

async function transform(request: Request, context: Route.LoaderArgs['context'], ids: number[]) {
  const url = new URL(request.url);
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  try {
    const answer = await submitStyleTest(apiFor(context, request), { image_ids: ids });
    const id = (answer.data as { id?: unknown } | null)?.id;
    const target = new URLSearchParams();
    if (id !== undefined && id !== null) target.set('id', String(id));
    for (const name of KEPT_QUERY) {
      const value = url.searchParams.get(name);
      if (value !== null) target.set(name, value);
    }
    const location = `/style-test/result${target.size > 0 ? `?${target}` : ''}`;
    if (wantsJson)
      return data({ code: 200, message: answer.message ?? '', data: { id, redirect: location } });
    return redirect(location, 303);
  } catch (error) {
    const status = errorStatus(error) ?? 500;
    if (wantsJson) return data({ code: status, message: errorMessage(error) ?? '', data: null }, { status });
    return redirect('/style-test', 303);
  }
}

/** GET with `?image_ids=…`. */
export function loader({ request, context }: Route.LoaderArgs) {
  return transform(request, context, imageIdsOf(new URL(request.url).searchParams.getAll('image_ids')));
}

/** POST of the test page's form. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = form.getAll('image_ids').filter((v): v is string => typeof v === 'string');
  return transform(request, context, imageIdsOf(values));
}
