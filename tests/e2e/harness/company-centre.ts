/**
 * The company centre's members for the e2e and the host site's route tests: a design company and
 * members of it, written straight into a stack's database by its global setup (joining a company
 * is the invitations' flow; these tests are about the centre). Each member signs in by SMS as
 * anyone does: `signInFromTheGate` does it as a person would, from the centre's gate.
 */
import { companyCentreMessages as m } from '@renovo/core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Db } from '../../../packages/api/src/db/client.ts';
import { users } from '../../../packages/api/src/db/schema.ts';
import { companyMembers } from '../../../packages/api/src/db/schema-company-side.ts';
import { companies } from '../../../packages/api/src/db/schema-content.ts';
import { devOutbox, type SentSms, smsCode } from './sent-sms.ts';

/** The company the centre's tests sign in to, and its members' mobiles. */
export const CENTRE = {
  company: 'Centre Test Design',
  /** The route test's member, and one per e2e viewport (phone, desktop). */
  mobiles: ['0928700001', '0928700002', '0928700003'],
} as const;

/** Writes the company and its members (users by mobile, as a first SMS login would make them). */
export async function makeCentreMembers(db: Db): Promise<void> {
  const [company] = await db
    .insert(companies)
    .values({
      name: CENTRE.company,
      logoUrl: '',
      intro: '',
      regionId: 1,
      address: '',
      foundedYear: 2020,
      teamSize: 3,
      servedRegionIds: [1],
      styleIds: [1],
      priceMinWan: 50,
      priceMaxWan: 200,
      status: 'published',
    })
    .returning({ id: companies.id });
  for (const mobile of CENTRE.mobiles) {
    const [user] = await db.insert(users).values({ mobile, role: 'design' }).returning({ id: users.id });
    await db.insert(companyMembers).values({ companyId: company!.id, userId: user!.id, role: 'owner' });
  }
}

const PATIENT = { timeout: 30_000 } as const;

/** Waits until React owns the page (hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber$')),
    null,
    PATIENT,
  );
}

/**
 * Signs in on /login from the centre's gate and waits to be back in the centre. `back`: the URL
 * it comes back to, by default /user-company itself; `sms`: where the code is read, by default
 * the page's stack's development outbox.
 */
export async function signInFromTheGate(
  page: Page,
  mobile: string,
  {
    back = /\/user-company$/,
    sms = devOutbox(new URL(page.url()).origin),
  }: { back?: RegExp | ((url: URL) => boolean); sms?: SentSms } = {},
) {
  await page.getByRole('link', { name: m.signIn }).click();
  await page.waitForURL(/\/login\?redirect=/, PATIENT);
  await hydrated(page);
  await page.locator('input[name="mobile"]').fill(mobile);
  const send = page.locator('.login-panel__send');
  await send.click();
  await expect.poll(() => send.textContent(), PATIENT).toMatch(/\d+s/);
  await page.locator('input[name="code"]').fill(await smsCode(sms, mobile));
  await page.locator('.login-panel__consent input[type="checkbox"]').check();
  await page.locator('.login-panel__submit').click();
  await page.waitForURL(back, PATIENT);
  await hydrated(page);
}
