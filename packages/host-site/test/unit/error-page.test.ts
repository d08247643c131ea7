import { errorPageMessages } from '@renovo/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../../app/components/error-page/error-page.tsx';

const render = (status: number, message?: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ErrorPage, { status, message })));

describe('error page (docs/spec/popups-and-header.md#screens)', () => {
  it('404 shows 404, the message or 找不到了, and a 返回首頁 link', () => {
    expect(render(404, 'Page Not Found: /x')).toContain('Page Not Found: /x');
    const plain = render(404);
    expect(plain).toContain('404');
    expect(plain).toContain(errorPageMessages.notFoundDefault);
    expect(plain).toMatch(new RegExp(`href="/"[^>]*>${errorPageMessages.backHome}</a>`));
  });

  it('410 (content taken off the site) shows its message or 這個內容已下架, and the same link', () => {
    expect(render(410, '這篇文章已下架')).toContain('這篇文章已下架');
    const plain = render(410);
    expect(plain).toContain(errorPageMessages.goneDefault);
    expect(plain).not.toContain(errorPageMessages.otherStatus);
    expect(plain).toMatch(new RegExp(`href="/"[^>]*>${errorPageMessages.backHome}</a>`));
  });

  it('any other status shows 稍作等候，馬上回來~ and the same link', () => {
    for (const status of [429, 500, 503]) {
      const html = render(status, 'Service error-500');
      expect(html).toContain(errorPageMessages.otherStatus);
      expect(html).not.toContain('Service error-500');
      expect(html).toMatch(new RegExp(`href="/"[^>]*>${errorPageMessages.backHome}</a>`));
    }
  });
});
