/**
 * A console-written landing page keeps staff's paragraphs and line breaks (docs/spec/console.md#landing-pages):
 * a blank line starts a new paragraph, a line break stays a line break (they were lost on the
 * published page), and the text is never read as HTML — `<script>` or `<img onerror>` typed in
 * the console shows as those characters. The published page and the console's preview draw the
 * page with the same view, so both keep them.
 */
import { consoleMessages } from '@renovo/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type LandingPageContent, LandingPageView } from '../../app/components/landing/landing-page-view.tsx';
import { LandingText } from '../../app/components/landing/landing-text.tsx';

describe('landing text', () => {
  it('splits paragraphs on blank lines and keeps each line break', () => {
    const text = (t: string) => renderToStaticMarkup(<LandingText text={t} className="t" />);
    expect(text('第一行\n第二行\n\n第二段\r\n\r\n\n  \n第三段\n')).toBe(
      '<p class="t">第一行<br/>第二行</p><p class="t">第二段</p><p class="t">第三段</p>',
    );
    expect(text('')).toBe('');
    expect(text('\n\n')).toBe('');
  });

  it('shows markup typed by staff as text, never as HTML', () => {
    const html = renderToStaticMarkup(
      <LandingText text={'<script>alert(1)</script>\n<img src=x onerror=alert(2)>'} />,
    );
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;<br/>&lt;img src=x onerror=alert(2)&gt;</p>');
  });
});

/** What the stub's page shows (set by each render). */
let shown: { page: LandingPageContent; ended: boolean };
function ShownPage() {
  return <LandingPageView page={shown.page} ended={shown.ended} />;
}
const Stub = createRoutesStub([{ path: '/', Component: ShownPage }]);

describe('the landing page view (the published page and the preview)', () => {
  const page = {
    slug: 'spring-2027',
    title: '春季裝修節',
    heroText: '三月底前留下需求\n免費丈量',
    heroImage: 'https://images.example.tw/hero.jpg',
    sections: [{ heading: '透明報價', body: '每一項都列出單價。\n不加價。\n\n保固兩年。' }],
    quoteModule: '',
  };
  /** The view in a router (the quote popups read the root's region). */
  const render = (p: typeof page, ended = false) => {
    shown = { page: p, ended };
    return renderToStaticMarkup(<Stub initialEntries={['/']} />);
  };

  it('keeps the hero’s and each section’s paragraphs and line breaks; the quote takes land_<slug>', () => {
    const html = render(page);
    expect(html).toContain('<p class="landing-hero__lead">三月底前留下需求<br/>免費丈量</p>');
    expect(html).toContain(
      '<p class="landing-text">每一項都列出單價。<br/>不加價。</p><p class="landing-text">保固兩年。</p>',
    );
    expect(html).toContain(
      '<img class="landing-hero__image" src="https://images.example.tw/hero.jpg" alt=""/>',
    );
    expect(html).toContain('module="land_spring-2027"');
  });

  it('shows an image only from an http(s) URL, and after the end only the title and 活動已結束', () => {
    expect(render({ ...page, heroImage: 'javascript:alert(1)' })).not.toContain('<img');
    const ended = render(page, true);
    expect(ended).toContain(consoleMessages.landing.ended);
    expect(ended).not.toContain('透明報價');
    expect(ended).not.toContain('renovo-quote');
  });
});
