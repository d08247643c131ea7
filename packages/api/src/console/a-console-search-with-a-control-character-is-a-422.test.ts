/**
 * Rule (bad input gets a clear zh-TW error, never a 5xx): a console search or filter holding a
 * NUL or another control character is refused with a 422 and its reason — it once reached the
 * database, which refused it (a 500 whose log held the statement's parameters).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, signedInStaff } from '../testing/console.ts';
import { createHarness, type TestHarness } from '../testing/harness.ts';

const CJK = /[\u3400-\u9fff]/;

describe('a console search with a control character is a 422', () => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ demoContent: false });
  });
  afterAll(() => h.close());

  it.each([
    ['editor', '/console/api/companies?q=%00'],
    ['editor', '/console/api/works?q=a%00b'],
    ['admin', '/console/api/audit?action=%01'],
  ] as const)('%s: %s', async (role, path) => {
    const staff = await signedInStaff(h, role, `control-${role}-${path.length}@example.com`);
    const answer = await h.call('GET', path, { headers: asStaff(staff) });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(CJK);
  });
});
