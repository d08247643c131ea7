/**
 * Rule (docs/spec/company-side.md#accounts): a company's verification level is read from one
 * function everywhere — the public company detail answers it with its zh-TW label, the console's
 * list shows it, and the console's verification queue lists the companies that reached
 * `licensed` but await the staff's check: no tax id → 未驗證; a valid 統一編號 → 統一編號已驗證;
 * with a licence in force → 室內裝修業登記證有效; checked by the staff → 平台審核通過; a lapsed
 * licence drops a staff-checked company back to the tax id level.
 */
import { addDays, taipeiDay, type VerificationLevel } from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

describe('the company page shows its verification level', () => {
  let h: TestHarness;
  let editor: Record<string, string>;
  const ids: Record<string, number> = {};
  const expected: Record<string, VerificationLevel> = {
    none: 'none',
    taxOnly: 'tax_id',
    licensed: 'licensed',
    checked: 'staff_verified',
    lapsed: 'tax_id',
  };

  beforeAll(async () => {
    h = await createHarness();
    editor = (await signedInStaff(h, 'editor', 'levels-editor@example.com')).write;
    const today = taipeiDay(h.clock());
    const facts: Record<string, Record<string, unknown>> = {
      none: { taxId: null, licenceNo: '', licenceExpiresOn: null },
      taxOnly: { taxId: '12345670', licenceNo: '', licenceExpiresOn: null },
      licensed: { taxId: '12345671', licenceExpiresOn: addDays(today, 400) },
      checked: { taxId: '12345675', licenceExpiresOn: addDays(today, 400), verified: true },
      lapsed: { taxId: '12345676', licenceExpiresOn: addDays(today, -1), verified: true },
    };
    for (const [key, overrides] of Object.entries(facts)) {
      const made = await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody(`驗證等級${key}`, { status: 'published', ...overrides }),
      });
      expect(made.status, key).toBe(201);
      ids[key] = made.body.data.id;
    }
  });
  afterAll(() => h.close());

  it('the public detail answers each level with its label', async () => {
    for (const [key, level] of Object.entries(expected)) {
      const detail = await h.call('GET', `/v1/company/detail?id=${ids[key]}`);
      expect(detail.status, key).toBe(200);
      expect([key, detail.body.data.verification_level, detail.body.data.verification_label]).toEqual([
        key,
        level,
        messages.companySide.verificationLevels[level],
      ]);
    }
  });

  it('the console list shows the same level', async () => {
    const list = await h.call('GET', `/console/api/companies?q=${encodeURIComponent('驗證等級')}`, {
      headers: editor,
    });
    const levels = Object.fromEntries(
      list.body.data.items.map((row: { id: number; verificationLevel: string }) => [
        row.id,
        row.verificationLevel,
      ]),
    );
    for (const [key, level] of Object.entries(expected))
      expect([key, levels[ids[key]!]]).toEqual([key, level]);
  });

  it('the verification queue lists the licensed company awaiting the staff, and no other of these', async () => {
    const queue = await h.call('GET', '/console/api/company-applications', { headers: editor });
    const listed = queue.body.data.companies
      .map((row: { id: number }) => row.id)
      .filter((id: number) => Object.values(ids).includes(id));
    expect(listed).toEqual([ids.licensed]);
  });
});
