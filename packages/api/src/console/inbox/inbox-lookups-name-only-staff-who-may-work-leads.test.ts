/**
 * The inbox lookups (docs/spec/console.md#lead-inbox): the staff a lead may be assigned to are exactly the
 * enabled
 * accounts whose role works leads (core's `leads.work`), with id and email only — never a hash,
 * a secret or a role; a name for every key leads may carry, a rotated partner's old key included;
 * roles that read leads only (401 without a staff session, 403 for an editor). Each listed
 * assignee is accepted by PATCH …/leads, and an account left out is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateStaffAccount } from '../../services/staff/accounts.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('inbox lookups on %s', (lane) => {
  let h: TestHarness;
  let admin: SignedInStaff;
  let marketing: SignedInStaff;
  let support: SignedInStaff;
  let editor: SignedInStaff;
  let gone: SignedInStaff;

  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'admin@example.com');
    marketing = await signedInStaff(h, 'marketing', 'marketing@example.com');
    support = await signedInStaff(h, 'support', 'support@example.com');
    editor = await signedInStaff(h, 'editor', 'editor@example.com');
    gone = await signedInStaff(h, 'support', 'gone@example.com');
    await updateStaffAccount(h.db, gone.id, { disabled: true }, h.env.APP_SECRET, h.clock());
  });
  afterAll(() => h.close());

  const lookups = (who: SignedInStaff) =>
    h.call('GET', '/console/api/inbox-lookups', { headers: { cookie: who.cookie } });

  it('lists the enabled accounts whose role works leads, by email, with id and email only', async () => {
    const answer = await lookups(support);
    expect(answer.status).toBe(200);
    expect(answer.body.data.assignees).toEqual([
      { id: admin.id, email: 'admin@example.com' },
      { id: marketing.id, email: 'marketing@example.com' },
      { id: support.id, email: 'support@example.com' },
    ]);
  });

  it('answers roles that read leads only: 401 without a staff session, 403 for an editor', async () => {
    expect((await h.call('GET', '/console/api/inbox-lookups')).status).toBe(401);
    expect((await lookups(editor)).status).toBe(403);
    expect((await lookups(marketing)).status).toBe(200);
    expect((await lookups(admin)).status).toBe(200);
  });

  it('names every key leads may carry, a rotated key included, and marks retired and disabled ones', async () => {
    const created = await h.call('POST', '/console/api/partners', {
      body: { name: '好室設計', origins: ['https://goodroom.example.tw'] },
      headers: asStaff(marketing),
    });
    expect(created.status).toBe(201);
    const { id, key: oldKey } = created.body.data;
    const rotated = await h.call('POST', `/console/api/partners/${id}/rotate-key`, {
      headers: asStaff(marketing),
    });
    const newKey = rotated.body.data.key;
    expect(newKey).not.toBe(oldKey);
    await h.call('PATCH', `/console/api/partners/${id}`, {
      body: { disabled: true },
      headers: asStaff(marketing),
    });
    const { partners } = (await lookups(support)).body.data;
    expect(partners).toContainEqual({ key: newKey, name: '好室設計', retired: false, disabled: true });
    expect(partners).toContainEqual({ key: oldKey, name: '好室設計', retired: true, disabled: true });
  });

  it('every listed assignee is accepted by the lead update, and an account left out is refused', async () => {
    const quote = await h.call('POST', '/hyperf/valuation/v3/submit', {
      headers: { origin: 'http://127.0.0.1:8080' },
      body: { region_id: 8, size: 30, mobile: '0933555111', accepted: 1, notice_version: '2026-11' },
    });
    expect(quote.status).toBe(200);
    const path = `/console/api/leads/basic/${quote.body.data.id}`;
    for (const { id } of (await lookups(support)).body.data.assignees) {
      const assigned = await h.call('PATCH', path, { body: { assignee_id: id }, headers: asStaff(support) });
      expect(assigned.status).toBe(200);
      expect(assigned.body.data.assignee_id).toBe(id);
    }
    for (const outsider of [editor, gone]) {
      const refused = await h.call('PATCH', path, {
        body: { assignee_id: outsider.id },
        headers: asStaff(support),
      });
      expect(refused.status).toBe(422);
    }
  });
});
