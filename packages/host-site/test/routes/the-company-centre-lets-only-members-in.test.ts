/**
 * Rule (docs/spec/company-side.md#centre): `/user-company` is a member's own page — noindex and
 * `private, no-store` in every state. Signed out it asks for the SMS login and sends the visitor
 * back here, `?invite=` kept; signed in without a company it says how to join (an invitation, or
 * applying at /designer/recruit); a member sees their company, role and the centre's menu.
 */
import { companyCentreMessages as m, messages } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { CENTRE } from '../../../../tests/e2e/harness/company-centre.ts';
import { getPage, metaOf, textOf } from '../harness/site.ts';
import { memberFromApi } from '../journeys/browser.ts';

const INVITE = 'invite-token-0123456789abcdef';

async function centre(path: string, token?: string) {
  const page = await getPage(path, token ? { headers: { cookie: `token=${token}` } } : {});
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  expect(metaOf(page.html, 'robots')).toContain('noindex');
  return page;
}

describe('the company centre', () => {
  it('signed out with an invitation: it says so, and the SMS login comes back to the centre with it', async () => {
    const { html } = await centre(`/user-company?invite=${INVITE}`);
    expect(textOf(html)).toContain(m.invitedLead);
    const back = encodeURIComponent(`/user-company?invite=${INVITE}`);
    expect(html).toContain(`href="/login?redirect=${back}"`);
    expect(textOf(html)).not.toContain(m.tabs.offers);
  });

  it('a screen of the centre asks for the login too', async () => {
    const { html } = await centre('/user-company/works');
    expect(textOf(html)).toContain(m.signInLead);
  });

  it('signed in without a company: how to join', async () => {
    const token = await memberFromApi('0928700099');
    const { html } = await centre('/user-company', token);
    const text = textOf(html);
    expect(text).toContain(messages.companySide.notMember);
    expect(text).toContain(m.joinByInvite);
    expect(html).toContain('href="/designer/recruit"');
  });

  it('a member sees the company, the role and the menu', async () => {
    const token = await memberFromApi(CENTRE.mobiles[0]);
    const { html } = await centre('/user-company/profile', token);
    const text = textOf(html);
    expect(text).toContain(CENTRE.company);
    expect(text).toContain(m.roles.owner);
    for (const tab of [m.tabs.dashboard, m.tabs.offers, m.tabs.profile, m.tabs.works, m.tabs.reviews])
      expect(text).toContain(tab);
    expect(text).toContain(m.capacityLabel);
  });
});
