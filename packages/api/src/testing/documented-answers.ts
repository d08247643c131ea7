/**
 * A stricter check of the answers a route test receives, on top of the harness's contract check
 * (`contract-check.ts`: a documented status, a body its schema takes): a success body must lose
 * nothing when its schema parses it (a field the schema does not name is a failure, so the
 * OpenAPI document, whose response objects admit no other field, describes the answer exactly),
 * and a 5xx always fails (contracts document 500 and 503 for every operation, but a route test
 * never expects one).
 *
 * @example h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
 */
import { isDeepStrictEqual } from 'node:util';
import { type AnyContract, findContract } from '@renovo/core/contracts';
import { z } from 'zod';
import type { JsonAnswer, TestHarness } from './harness.ts';

/** The problem of one answer beyond the contract check, or null. */
export function answerProblem(contract: AnyContract, answer: JsonAnswer): string | null {
  const where = `${contract.method} ${contract.path} → ${answer.status}`;
  if (answer.status >= 500) return `${where}: a server error`;
  if (answer.status !== (contract.status ?? 200) || contract.contentType) return null;
  const parsed = z.safeParse(contract.response, answer.body);
  if (!parsed.success) return `${where}: ${z.prettifyError(parsed.error)}`;
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), answer.body)) {
    return `${where}: the answer has fields its schema does not name`;
  }
  return null;
}

/**
 * The harness with `call` also checking each answer of `contracts` by {@link answerProblem}; a
 * problem throws, failing the test that made the request.
 */
export function checkDocumentedAnswers(h: TestHarness, contracts: readonly AnyContract[]): TestHarness {
  const call: TestHarness['call'] = async (method, path, options) => {
    const answer = await h.call(method, path, options);
    const contract = findContract(contracts, method, new URL(path, 'http://test.invalid').pathname);
    const problem = contract ? answerProblem(contract, answer) : null;
    if (problem) throw new Error(`undocumented answer: ${problem}\n${JSON.stringify(answer.body)}`);
    return answer;
  };
  return { ...h, call };
}
