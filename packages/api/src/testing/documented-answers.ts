/**
 * Checks every answer a route test receives against the route's documentation: a success body
 * must parse with the documented `response` schema and lose nothing in parsing (a field the
 * schema does not name is a failure), an error must carry a documented status and the error
 * envelope, and a 5xx is always a failure. Wrap a harness once and every `call` is checked.
 *
 * @example h = checkDocumentedAnswers(await createHarness({ lane }), contentDocs);
 */
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { RouteDoc } from '../lib/route-doc.ts';
import type { JsonAnswer, TestHarness } from './harness.ts';

/** The error envelope every 4xx answers (the app's `onError`). */
const ErrorAnswerSchema = z.looseObject({
  code: z.number().int(),
  status: z.number().int(),
  message: z.string().regex(/[\u3400-\u9fff]/, 'a zh-TW message'),
  data: z.null(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});

/** The statuses an operation documents (the same rule as the OpenAPI document's). */
export function documentedStatuses(doc: RouteDoc): Set<number> {
  const statuses = new Set<number>([200, ...(doc.errors ?? [])]);
  if (doc.body) statuses.add(400);
  if (doc.body || doc.query) statuses.add(422);
  if (doc.auth === 'required' || doc.auth === 'design-blocked') statuses.add(401);
  if (doc.auth === 'design-blocked') statuses.add(403);
  if (doc.idempotent) statuses.add(409);
  return statuses;
}

function templateOf(path: string): RegExp {
  const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`);
}

/** The documented operation a request goes to (the literal path wins over a template). */
export function findDoc(docs: RouteDoc[], method: string, url: string): RouteDoc | undefined {
  const path = url.split(/[?#]/)[0] ?? url;
  const wanted = method.toLowerCase();
  const matching = docs.filter((d) => d.method === wanted && templateOf(d.path).test(path));
  return matching.find((d) => d.path === path) ?? matching[0];
}

/** The problems of one answer against its operation's documentation (empty when it conforms). */
export function answerProblems(doc: RouteDoc, answer: JsonAnswer): string[] {
  const where = `${doc.method.toUpperCase()} ${doc.path} → ${answer.status}`;
  if (answer.status >= 500) return [`${where}: a server error`];
  if (!documentedStatuses(doc).has(answer.status)) return [`${where}: the status is not documented`];
  const json = (answer.headers.get('content-type') ?? '').includes('application/json');
  if (answer.status < 300) {
    if (!json) return [];
    if (!doc.response) return [`${where}: no response schema is documented`];
    const parsed = z.safeParse(doc.response, answer.body);
    if (!parsed.success) return [`${where}: ${z.prettifyError(parsed.error)}`];
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), answer.body)) {
      return [`${where}: the answer has fields its schema does not name`];
    }
    return [];
  }
  const parsed = ErrorAnswerSchema.safeParse(answer.body);
  if (!parsed.success) return [`${where}: not the error envelope: ${z.prettifyError(parsed.error)}`];
  if (parsed.data.code !== answer.status || parsed.data.status !== answer.status) {
    return [`${where}: code and status differ from the HTTP status`];
  }
  return [];
}

/**
 * The harness with `call` checking each answer of a documented operation (requests to paths no
 * doc names pass unchecked). A nonconforming answer throws, failing the test that made it.
 */
export function checkDocumentedAnswers(h: TestHarness, docs: RouteDoc[]): TestHarness {
  const call: TestHarness['call'] = async (method, path, options) => {
    const answer = await h.call(method, path, options);
    const doc = findDoc(docs, method, path);
    const problems = doc ? answerProblems(doc, answer) : [];
    if (problems.length > 0) {
      throw new Error(`undocumented answer:\n${problems.join('\n')}\n${JSON.stringify(answer.body)}`);
    }
    return answer;
  };
  return { ...h, call };
}
