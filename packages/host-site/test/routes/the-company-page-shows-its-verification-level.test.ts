/**
 * Rule (docs/spec/company-side.md#accounts): a company's page shows its verification level as a
 * badge read out as 平台驗證等級：<level> — 平台審核通過 for a staff-checked company with a valid
 * 統一編號 and a licence in force, 未驗證 for one without a tax id — by the API's one function.
 */
import { companyAccountMessages, companySideMessages } from '@renovo/core';
import { describe, expect, inject, it } from 'vitest';
import { getPage, siteOrigin, textOf } from '../harness/site.ts';

/** Creates a published company as the site's editor; answers its id. */
async function publishedCompany(name: string, facts: Record<string, unknown>): Promise<number> {
  const origin = siteOrigin();
  const headers = { 'Content-Type': 'application/json', origin };
  const signIn = await fetch(new URL('/console/api/session', origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(inject('siteEditor')),
  });
  const cookie = /renovo_staff=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const answer = await fetch(new URL('/console/api/companies', origin), {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name, regionId: 8, status: 'published', ...facts }),
  });
  if (!answer.ok) throw new Error(`POST /console/api/companies: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: { id: number } }).data.id;
}

describe('the company page shows its verification level', () => {
  it('a staff-checked company with its licence in force reads 平台審核通過; one without a tax id 未驗證', async () => {
    const checked = await publishedCompany('路由測試驗證公司', {
      taxId: '12345692',
      licenceNo: '室內裝修業登記證 第 0777 號',
      licenceExpiresOn: '2099-12-31',
      verified: true,
    });
    const bare = await publishedCompany('路由測試未驗證公司', { taxId: null });
    const levels = companySideMessages.verificationLevels;
    const shown = await getPage(`/company/${checked}`);
    expect(shown.status).toBe(200);
    expect(shown.html).toMatch(/class="verification-badge verification-badge--staff_verified"/);
    expect(textOf(shown.html)).toMatch(
      new RegExp(`${companyAccountMessages.verificationBadge}\\s*✓\\s*${levels.staff_verified}`),
    );
    const plain = await getPage(`/company/${bare}`);
    expect(plain.html).toMatch(/data-level="none"/);
    expect(textOf(plain.html)).toMatch(
      new RegExp(`${companyAccountMessages.verificationBadge}\\s*${levels.none}`),
    );
  });
});
