import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDoc } from '../lib/route-doc.ts';
import { answerProblems, findDoc } from './documented-answers.ts';

const doc: RouteDoc = {
  method: 'get',
  path: '/things/{id}',
  summary: 'A thing',
  tag: 'test',
  response: z.object({ code: z.literal(200), data: z.object({ id: z.int() }) }),
  errors: [404],
};
const json = new Headers({ 'content-type': 'application/json' });
const answer = (status: number, body: unknown) => ({ status, headers: json, body });
const error = (status: number) => answer(status, { code: status, status, message: '找不到', data: null });

describe('an answer conforms to its documented operation', () => {
  it('a success body that parses and names every field conforms', () => {
    expect(answerProblems(doc, answer(200, { code: 200, data: { id: 1 } }))).toEqual([]);
  });
  it('a success body with a field the schema does not name fails', () => {
    expect(answerProblems(doc, answer(200, { code: 200, data: { id: 1, extra: 2 } }))[0]).toMatch(
      /fields its schema does not name/,
    );
  });
  it('a success body that does not parse fails', () => {
    expect(answerProblems(doc, answer(200, { code: 200, data: { id: '1' } }))).toHaveLength(1);
  });
  it('a documented error status with the error envelope conforms; an undocumented one fails', () => {
    expect(answerProblems(doc, error(404))).toEqual([]);
    expect(answerProblems(doc, error(422))[0]).toMatch(/not documented/);
  });
  it('a 5xx always fails', () => {
    expect(answerProblems({ ...doc, errors: [500] }, error(500))[0]).toMatch(/server error/);
  });
  it('an error without a zh-TW message or with a code unlike its status fails', () => {
    expect(
      answerProblems(doc, answer(404, { code: 404, status: 404, message: 'gone', data: null })),
    ).toHaveLength(1);
    expect(
      answerProblems(doc, answer(404, { code: 200, status: 404, message: '找不到', data: null })),
    ).toHaveLength(1);
  });
  it('finds the operation of a request, the literal path before a template', () => {
    const literal: RouteDoc = { ...doc, path: '/things/step' };
    expect(findDoc([doc, literal], 'GET', '/things/step?x=1')).toBe(literal);
    expect(findDoc([doc, literal], 'GET', '/things/7')).toBe(doc);
    expect(findDoc([doc], 'POST', '/things/7')).toBeUndefined();
  });
});
