import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner } from '../services/partners/manage.ts';
import { asStaff, OWN_ORIGIN, signedInStaff } from '../testing/console.ts';
import { createHarness, type TestHarness } from '../testing/harness.ts';
import { fileQuote } from '../testing/quote-filed.ts';
import { leadPage } from './lead-page.ts';

const PARTNER_PAGE = 'https://kitchen.example';
/** The page's origin alone, as browsers tell it to another origin (and as leads stored it before). */
const ORIGIN_ONLY = `${PARTNER_PAGE}/`;
/** A query and a fragment that carry personal data, as campaign links and forms sometimes do. */
const PERSONAL = '?name=%E7%8E%8B%E5%B0%8F%E6%98%8E&mobile=0912345678#token=abc';

describe('leadPage', () => {
  const keeps = { keepPagePath: true };
  const keepsNot = { keepPagePath: false };

  it("the site's own page (no partner): the Referer's origin and path, without query and fragment", () => {
    expect(
      leadPage({
        partner: null,
        origin: undefined,
        referer: `${OWN_ORIGIN}/land/spring${PERSONAL}`,
        path: '/x',
      }),
    ).toBe(`${OWN_ORIGIN}/land/spring`);
    expect(leadPage({ partner: null, origin: OWN_ORIGIN, referer: undefined, path: undefined })).toBeNull();
    expect(
      leadPage({ partner: null, origin: undefined, referer: 'javascript:alert(1)', path: undefined }),
    ).toBeNull();
  });

  it('a partner that keeps no page paths: its page origin only, whatever the page sends', () => {
    for (const referer of [`${PARTNER_PAGE}/`, `${PARTNER_PAGE}/offers/spring${PERSONAL}`, undefined]) {
      expect(leadPage({ partner: keepsNot, origin: PARTNER_PAGE, referer, path: '/offers/spring' })).toBe(
        ORIGIN_ONLY,
      );
    }
  });

  it('a partner that keeps page paths: the origin and the path the widgets send, never a query or fragment', () => {
    const at = (path: string | undefined, referer = `${PARTNER_PAGE}/`) =>
      leadPage({ partner: keeps, origin: PARTNER_PAGE, referer, path });
    expect(at('/offers/spring')).toBe(`${PARTNER_PAGE}/offers/spring`);
    expect(at(`/offers/spring${PERSONAL}`)).toBe(`${PARTNER_PAGE}/offers/spring`);
    expect(at('/a/../%E5%BB%9A%E6%88%BF')).toBe(`${PARTNER_PAGE}/%E5%BB%9A%E6%88%BF`);
    // Without the widgets' path: the Referer's, when the page sends a full one of its own origin.
    expect(at(undefined, `${PARTNER_PAGE}/bath${PERSONAL}`)).toBe(`${PARTNER_PAGE}/bath`);
    expect(at(undefined, 'https://elsewhere.example/bath')).toBe(ORIGIN_ONLY);
    // A "path" naming another host, or no path at all, names no page of the partner.
    expect(at('//evil.example/x')).toBe(ORIGIN_ONLY);
    expect(at('offers')).toBe(ORIGIN_ONLY);
    // A signed server request (no Origin): the Referer's origin stands for the page's.
    expect(
      leadPage({
        partner: keeps,
        origin: undefined,
        referer: `${PARTNER_PAGE}/form${PERSONAL}`,
        path: undefined,
      }),
    ).toBe(`${PARTNER_PAGE}/form`);
    expect(leadPage({ partner: keeps, origin: undefined, referer: undefined, path: '/form' })).toBeNull();
  });
});

describe('the page stored with a lead', () => {
  let h: TestHarness;
  let partnerId: number;
  let sent = 0;

  beforeAll(async () => {
    h = await createHarness();
    partnerId = (await createPartner(h.db, { name: '好宅廚具', origins: [PARTNER_PAGE], now: h.clock() })).id;
  });
  afterAll(() => h.close());

  /** Files a basic quote with these headers; its stored page and the lead index's page. */
  async function pageOf(headers: Record<string, string>): Promise<[string | null, string | null]> {
    sent += 1;
    const { quote, lead } = await fileQuote(h, headers, sent, '09130000');
    return [quote.originPage, lead.page];
  }

  /** What the widgets on the partner's page send: origin, its cut Referer, the key and the path. */
  const fromPartnerPage = {
    origin: PARTNER_PAGE,
    referer: `${PARTNER_PAGE}/`,
    'x-renovo-page': '/offers/spring',
  };

  it("the site's own lead keeps its page's path, never its query or fragment", async () => {
    expect(await pageOf({ origin: OWN_ORIGIN, referer: `${OWN_ORIGIN}/land/spring${PERSONAL}` })).toEqual([
      `${OWN_ORIGIN}/land/spring`,
      `${OWN_ORIGIN}/land/spring`,
    ]);
  });

  it("a new partner keeps no page path: its leads record the page's origin only", async () => {
    const staff = await signedInStaff(h, 'marketing', 'marketing-page@renovo.example');
    const list = await h.call('GET', '/console/api/partners', { headers: asStaff(staff) });
    expect(list.body.data.find((p: { id: number }) => p.id === partnerId)).toMatchObject({
      keep_page_path: false,
    });
    const key = list.body.data.find((p: { id: number }) => p.id === partnerId).key as string;
    expect(await pageOf({ ...fromPartnerPage, 'x-renovo-partner': key })).toEqual([ORIGIN_ONLY, ORIGIN_ONLY]);
    // A page sending its full address (a lenient Referrer-Policy) gives no more.
    expect(
      await pageOf({
        ...fromPartnerPage,
        'x-renovo-partner': key,
        referer: `${PARTNER_PAGE}/bath${PERSONAL}`,
      }),
    ).toEqual([ORIGIN_ONLY, ORIGIN_ONLY]);
  });

  it('once the partner allows it (console), its leads keep the path, at once and without the query', async () => {
    const staff = await signedInStaff(h, 'marketing', 'marketing-page-2@renovo.example');
    const changed = await h.call('PATCH', `/console/api/partners/${partnerId}`, {
      headers: asStaff(staff),
      body: { keep_page_path: true },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data.keep_page_path).toBe(true);
    const key = changed.body.data.key as string;
    expect(await pageOf({ ...fromPartnerPage, 'x-renovo-partner': key })).toEqual([
      `${PARTNER_PAGE}/offers/spring`,
      `${PARTNER_PAGE}/offers/spring`,
    ]);
    expect(
      await pageOf({
        ...fromPartnerPage,
        'x-renovo-partner': key,
        'x-renovo-page': `/offers/spring${PERSONAL}`,
      }),
    ).toEqual([`${PARTNER_PAGE}/offers/spring`, `${PARTNER_PAGE}/offers/spring`]);

    const off = await h.call('PATCH', `/console/api/partners/${partnerId}`, {
      headers: asStaff(staff),
      body: { keep_page_path: false },
    });
    expect(off.body.data.keep_page_path).toBe(false);
    expect(await pageOf({ ...fromPartnerPage, 'x-renovo-partner': key })).toEqual([ORIGIN_ONLY, ORIGIN_ONLY]);
  });
});
