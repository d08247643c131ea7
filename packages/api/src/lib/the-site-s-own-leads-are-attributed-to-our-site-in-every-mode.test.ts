/**
 * Rule (docs/spec/leads-and-security.md#lead-attribution): a lead from the site's own pages is
 * the site's own (本站: no partner) in every mode — development, test and production — even
 * where a partner's origins match the site's origin (the development-only demo partner allows
 * `http://localhost:*` and `http://127.0.0.1:*`, the origins the site runs on in development)
 * and even when the page names that partner; the demo partner takes only its own pages' leads.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues } from '../db/schema.ts';
import { createPartner } from '../services/partners/manage.ts';
import { OWN_ORIGIN } from '../testing/console.ts';
import { createHarness, type TestHarness } from '../testing/harness.ts';
import { fileQuote } from '../testing/quote-filed.ts';

const SITE_ORIGIN = 'https://www.renovo.example';

/** Each mode: its settings, the site's configured origin, and a partner page's origin. */
const MODES = [
  {
    mode: 'development',
    env: { NODE_ENV: 'development', PUBLIC_ORIGIN: 'http://127.0.0.1:3000' },
    siteOrigin: 'http://127.0.0.1:3000',
    partnerPage: 'http://localhost:8080',
  },
  {
    mode: 'test',
    env: { NODE_ENV: 'test', PUBLIC_ORIGIN: 'http://127.0.0.1:3000' },
    siteOrigin: 'http://127.0.0.1:3000',
    partnerPage: 'http://localhost:8080',
  },
  {
    mode: 'production',
    env: {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      SITE_ORIGIN,
      SMS_GATEWAY: 'outbox',
    },
    siteOrigin: SITE_ORIGIN,
    partnerPage: 'https://kitchen.example',
  },
] as const;

describe.each(MODES)('in $mode', ({ env, siteOrigin, partnerPage }) => {
  let h: TestHarness;
  /** The partner whose origins match the site: the demo partner, or in production one set up so by mistake. */
  let matching: string;
  let sent = 0;

  beforeAll(async () => {
    h = await createHarness({ env });
    if (h.env.production) {
      const partner = await createPartner(h.db, {
        name: '誤設本站來源的夥伴',
        origins: [siteOrigin, partnerPage],
        now: h.clock(),
      });
      matching = partner.key;
    } else matching = 'demo';
  });
  afterAll(() => h.close());

  /** Files a basic quote from a page of `origin` (naming `partner` if given); its stored partner keys. */
  async function quoteFrom(origin: string, partner?: string): Promise<(string | null)[]> {
    sent += 1;
    const { quote, lead } = await fileQuote(
      h,
      {
        origin,
        referer: `${origin}/land/spring`,
        ...(partner ? { 'x-renovo-partner': partner } : {}),
      },
      sent,
      '09120000',
    );
    return [quote.partnerKey, lead.partnerKey];
  }

  it("a lead from the site's own origin is the site's own, though a partner's origins match it", async () => {
    // The site's configured origin (PUBLIC_ORIGIN / SITE_ORIGIN), and the origin the request
    // was made to (the site served on localhost: http://localhost, which the demo partner allows).
    expect(await quoteFrom(siteOrigin)).toEqual([null, null]);
    expect(await quoteFrom(OWN_ORIGIN)).toEqual([null, null]);
  });

  it("a page of the site naming the matching partner's key still files the site's own lead", async () => {
    expect(await quoteFrom(siteOrigin, matching)).toEqual([null, null]);
    expect(await quoteFrom(OWN_ORIGIN, matching)).toEqual([null, null]);
  });

  it("a consult from the site's own page is the site's own too", async () => {
    const answer = await h.call('POST', '/hyperf/clues/consult', {
      headers: { origin: siteOrigin, 'x-renovo-partner': matching, 'x-forwarded-for': '203.0.113.200' },
      body: { mobile: '0922000009', accepted: 1, notice_version: h.env.CONSENT_NOTICE_VERSION },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [clue] = await h.db.select().from(clues).where(eq(clues.id, answer.body.data.id));
    expect(clue?.partnerKey).toBeNull();
  });

  it('the partner still takes the leads of its own pages (the demo partner only outside production)', async () => {
    expect(await quoteFrom(partnerPage)).toEqual([matching, matching]);
    if (h.env.production) {
      // Production has no demo partner: a localhost page is nobody's, and its lead is refused.
      const answer = await h.call('POST', '/hyperf/valuation/v3/submit', {
        headers: { origin: 'http://localhost:8080', 'x-renovo-partner': 'demo' },
        body: { region_id: 1, size: 30, mobile: '0912000099', accepted: 1, notice_version: '2026-11' },
      });
      expect(answer.status).toBe(403);
    }
  });
});
