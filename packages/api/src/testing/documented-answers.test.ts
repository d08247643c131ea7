import { defineContract } from '@renovo/core/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblem } from './documented-answers.ts';

const contract = defineContract(
  { method: 'GET', path: '/things/{id}' },
  {
    id: 'getThing',
    tag: 'test',
    summary: 'A thing',
    response: z.object({ code: z.literal(200), data: z.object({ id: z.int() }) }),
    errors: [404],
  },
);
const json = new Headers({ 'content-type': 'application/json' });
const answer = (status: number, body: unknown) => ({ status, headers: json, body });

describe('an answer names every field its schema names, and is never a 5xx', () => {
  it('a success body that parses and names every field passes', () => {
    expect(answerProblem(contract, answer(200, { code: 200, data: { id: 1 } }))).toBeNull();
  });
  it('a success body with a field the schema does not name fails', () => {
    expect(answerProblem(contract, answer(200, { code: 200, data: { id: 1, extra: 2 } }))).toMatch(
      /fields its schema does not name/,
    );
  });
  it('a success body that does not parse fails', () => {
    expect(answerProblem(contract, answer(200, { code: 200, data: { id: '1' } }))).not.toBeNull();
  });
  it('an error answer is left to the contract check; a 5xx always fails', () => {
    expect(answerProblem(contract, answer(404, { code: 404 }))).toBeNull();
    expect(answerProblem(contract, answer(500, { code: 500 }))).toMatch(/server error/);
    expect(answerProblem(contract, answer(503, { code: 503 }))).toMatch(/server error/);
  });
});
