/**
 * The landing preview takes only a well-formed draft message (docs/spec/console.md#landing-pages):
 * the editor's `{ type, page }` with text fields, a list of sections and an end or none; anything
 * else — another message, a field that is not text, too much of it — is ignored, and the preview
 * keeps what it shows.
 */
import { describe, expect, it } from 'vitest';
import { LANDING_PREVIEW_DRAFT, LANDING_PREVIEW_READY, readLandingPreviewDraft } from './landing-preview.ts';

const page = {
  slug: 'spring-2027',
  title: '春季裝修節',
  heroText: '第一行\n第二行',
  heroImage: 'https://images.example.tw/hero.jpg',
  sections: [{ heading: '透明報價', body: '<b>不是 HTML</b>' }],
  quoteModule: 'land_spring',
  endsAt: null,
};

describe('the preview reads a draft message', () => {
  it('takes the editor’s draft as it is (the text untouched)', () => {
    expect(readLandingPreviewDraft({ type: LANDING_PREVIEW_DRAFT, page })).toEqual(page);
    const ending = { ...page, endsAt: '2027-03-31T23:59:59+08:00' };
    expect(readLandingPreviewDraft({ type: LANDING_PREVIEW_DRAFT, page: ending })?.endsAt).toBe(
      ending.endsAt,
    );
  });

  it('ignores every other message and every malformed draft', () => {
    const bad: unknown[] = [
      null,
      'draft',
      { type: LANDING_PREVIEW_READY, page },
      { type: LANDING_PREVIEW_DRAFT },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, title: 1 } },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, heroText: 'x'.repeat(4001) } },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, sections: 'none' } },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, sections: [{ heading: '標題' }] } },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, sections: Array(51).fill(page.sections[0]) } },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, endsAt: 20270331 } },
      { type: LANDING_PREVIEW_DRAFT, page: { ...page, endsAt: undefined } },
    ];
    for (const data of bad) expect(readLandingPreviewDraft(data), JSON.stringify(data)).toBeNull();
  });
});
