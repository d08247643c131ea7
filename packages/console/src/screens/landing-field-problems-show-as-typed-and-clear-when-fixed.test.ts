/**
 * The landing editor's field problems (docs/spec/console.md#landing-pages) come from the
 * contract's own schema, show on a field once it is changed (or a save was tried), and go as soon
 * as the value is fixed; a slug another page has is said taken as it is typed, and one the API
 * answered as taken shows on the slug field only while the slug is still that one (the stale slug
 * error of before stayed after the fix).
 */
import { consoleLandingMessages as lm, consoleMessages as m } from '@renovo/core/messages';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE } from './landing-editor.tsx';
import { type LandingDraft, problemsOf, type ShownOptions, shownProblems } from './landing-problems.ts';

const good: LandingDraft = {
  ...EMPTY_PAGE,
  title: '春季裝修節',
  slug: 'spring-2027',
  sections: [{ heading: '透明報價', body: '第一行\n第二行' }],
};
const none = new Set<string>();
/** Nothing touched, no save tried, no slug taken. */
const fresh: ShownOptions = { touched: none, tried: false, taken: null, otherSlugs: none };

describe('landing field problems', () => {
  it('a good draft has none', () => {
    expect(problemsOf(good).size).toBe(0);
  });

  it('an untouched new page shows none until a save is tried, then each field says what is wrong', () => {
    expect(shownProblems(EMPTY_PAGE, fresh).size).toBe(0);
    const tried = shownProblems(EMPTY_PAGE, { ...fresh, tried: true });
    expect(tried.get('title')).toBe(lm.titleRequired);
    expect(tried.get('slug')).toBe(lm.slugRequired);
  });

  it('a typed bad slug shows at once, and goes when the slug is fixed', () => {
    const typing = { ...good, slug: 'Spring 2027' };
    const touched = { ...fresh, touched: new Set(['slug']) };
    expect(shownProblems(typing, touched).get('slug')).toBe(m.landing.badSlug);
    expect(shownProblems({ ...typing, slug: 'heal' }, touched).get('slug')).toBe(m.landing.slugReserved);
    expect(shownProblems(good, touched).has('slug')).toBe(false);
  });

  it('a slug another page has is said taken as it is typed, and goes when it changes', () => {
    const typed = { ...fresh, touched: new Set(['slug']), otherSlugs: new Set(['spring-2027']) };
    expect(shownProblems(good, typed).get('slug')).toBe(m.landing.slugTaken);
    expect(shownProblems({ ...good, slug: 'spring-2028' }, typed).has('slug')).toBe(false);
  });

  it('a slug the API found taken shows while the slug is that one, and goes with any change', () => {
    const taken = { ...fresh, taken: { slug: 'spring-2027', message: m.landing.slugTaken } };
    expect(shownProblems(good, taken).get('slug')).toBe(m.landing.slugTaken);
    expect(shownProblems({ ...good, slug: 'spring-2028' }, taken).has('slug')).toBe(false);
  });

  it('names the field of each problem: the image URL, a section’s heading, a UTM value', () => {
    const draft = {
      ...good,
      heroImage: 'javascript:alert(1)',
      sections: [...good.sections, { heading: '', body: '內容' }],
      utmSource: 'face book',
    };
    const shown = shownProblems(draft, {
      ...fresh,
      touched: new Set(['heroImage', 'sections.1.heading', 'utmSource']),
    });
    expect(shown.get('heroImage')).toBe(lm.badImageUrl);
    expect(shown.get('sections.1.heading')).toBe(lm.sectionHeadingRequired);
    expect(shown.get('utmSource')).toBe(m.landing.badToken);
    expect(shown.has('sections.0.heading')).toBe(false);
  });
});
