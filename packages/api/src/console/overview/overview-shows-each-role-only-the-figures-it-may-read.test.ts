/**
 * Rule (docs/spec/console.md#overview): the overview answers any signed-in staff member, each part
 * only to a role holding the permission to read what it counts (core's ROLE_PERMISSIONS): lead
 * counts with `leads.read`, the funnel's conversion with `attribution.read`, the moderation queues
 * with `content.manage`; a part the role may not read is null, not zero. Without a session: 401.
 */
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@renovo/core/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { writeLeads } from '../leads/leads-for-tests.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

describe.each(DATABASE_LANES)('the overview by role on %s', (lane) => {
  let h: TestHarness;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    await writeLeads(h.db, [{ kind: 'basic', at: new Date(h.clock().getTime() - 30 * 3_600_000) }]);
  });
  afterAll(() => h.close());

  it.each(STAFF_ROLES)('%s gets the parts its permissions read, and null for the others', async (role) => {
    const staff = await signedInStaff(h, role, `overview-${role}@example.com`);
    const answer = await h.call('GET', '/console/api/overview', { headers: staff.read });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    const may = (permission: (typeof ROLE_PERMISSIONS)[typeof role][number]) =>
      ROLE_PERMISSIONS[role].includes(permission);
    if (may('leads.read')) expect(data.leads.waiting.count).toBe(1);
    else expect(data.leads).toBeNull();
    if (may('attribution.read')) expect(data.conversion).toMatchObject({ exposure: 0, rate: null });
    else expect(data.conversion).toBeNull();
    if (may('content.manage')) expect(data.moderation).toEqual({ reviews: 0, replies: 0 });
    else expect(data.moderation).toBeNull();
  });

  it('a role without lead access gets no lead count at all: the editor', async () => {
    const editor = await signedInStaff(h, 'editor', 'overview-editor-2@example.com');
    const text = await (await h.app.request('/console/api/overview', { headers: editor.read })).text();
    expect(text).not.toMatch(/waiting|"count"|previous_rate|exposure/);
  });

  it('without a session the overview is a 401', async () => {
    expect((await h.call('GET', '/console/api/overview')).status).toBe(401);
  });
});
