/**
 * The harness's contract check (ADR 019) flags an undocumented status, a body its schema refuses
 * and a field the contract does not name; it leaves the router's own 404 and uncontracted paths
 * alone.
 */
import { describe, expect, it } from 'vitest';
import { contractProblem, extraKeys } from './contract-check.ts';

const ok = { code: 200, status: 200, message: '成功', data: { is_tw: 1, region: 1 } };

describe('contractProblem', () => {
  it('accepts a documented answer', () => {
    expect(contractProblem('GET', '/v1/utils/geo', 200, ok)).toBeNull();
    expect(
      contractProblem('GET', '/v1/user/info', 401, {
        code: 401,
        status: 401,
        message: '請先登入',
        data: null,
      }),
    ).toBeNull();
  });

  it('flags a status the contract does not document', () => {
    expect(contractProblem('GET', '/v1/utils/geo', 418, ok)).toMatch(/does not document/);
  });

  it('flags a body that differs from the schema', () => {
    expect(contractProblem('GET', '/v1/utils/geo', 200, { ...ok, data: { is_tw: 2, region: 1 } })).toMatch(
      /differs from contract getUtilsGeo/,
    );
    expect(contractProblem('GET', '/v1/utils/geo', 200, { code: 200, data: ok.data })).toMatch(/differs/);
  });

  it('flags a field the contract does not name', () => {
    expect(contractProblem('GET', '/v1/utils/geo', 200, { ...ok, data: { ...ok.data, city: 'x' } })).toMatch(
      /does not document: data.city/,
    );
    expect(extraKeys({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] })).toEqual(['a[0].c']);
  });

  it('leaves the router 404 and paths without a contract alone', () => {
    const routerMiss = { code: 404, status: 404, message: '找不到此路徑：/v1/utils/geo', data: null };
    expect(contractProblem('GET', '/v1/utils/geo', 404, routerMiss)).toBeNull();
    expect(contractProblem('GET', '/no/such/contract', 500, 'x')).toBeNull();
  });
});
