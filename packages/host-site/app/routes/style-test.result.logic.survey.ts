/**
 * `/style-test/result/_logic/survey` (docs/spec/platform.md#routes-and-overlays, no screen): the survey of
 * the style-test result
 * page through the site's own origin. GET answers `{code, data:{info, enabled}}` (the survey and
 * its switch); POST stores the answers (a JSON body or a form) and answers the API's envelope.
 */
import {
  errorMessage,
  errorStatus,
  getSurveyInfo,
  getSurveySwitch,
  type JsonObject,
  storeSurvey,
} from '@renovo/core';
import { data } from 'react-router';
import { apiFor } from '../lib/api.server.ts';
import { settle } from '../lib/read.ts';
import type { Route } from './+types/style-test.result.logic.survey';

/** The survey and whether it is switched on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(context, request);
  const [info, enabled] = await Promise.all([settle(getSurveyInfo(api)), settle(getSurveySwitch(api))]);
  if (!info) return data({ code: 500, message: '', data: null }, { status: 502 });
  const flag = (enabled?.data ?? null) as { enabled?: unknown; switch?: unknown } | boolean | null;
  const on = typeof flag === 'boolean' ? flag : Boolean(flag?.enabled ?? flag?.switch ?? true);
  return data({ code: 200, message: '', data: { info: info.data, enabled: on } });
}

/** Stores the visitor's answers. */
export async function action({ request, context }: Route.ActionArgs) {
  let body: JsonObject = {};
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      body = (await request.json()) as JsonObject;
    } else {
      for (const [key, value] of await request.formData()) if (typeof value === 'string') body[key] = value;
    }
  } catch {
    return data({ code: 400, message: '', data: null }, { status: 400 });
  }
  try {
    return data(await storeSurvey(apiFor(context, request), body));
  } catch (error) {
    const status = errorStatus(error) ?? 500;
    return data({ code: status, message: errorMessage(error) ?? '', data: null }, { status });
  }
}
