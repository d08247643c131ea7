/**
 * `POST /hyperf/seo_info` (docs/spec/platform.md#calls lists the call; when it is sent is not shown — see
 * docs/spec-deviations.md): once per page view, after hydration and after each client
 * navigation, the page's path is sent and the answer's keywords become the page's
 * `<meta name="keywords">`. The title, description, canonical link and share tags stay the
 * server-rendered ones (each route's own head, from the same content).
 */
import { postSeoInfo } from '@renovo/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { browserApi } from '../../lib/browser.ts';

/** Sets (or removes, for none) the page's keywords meta. */
function setKeywords(keywords: string[]): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]');
  if (keywords.length === 0) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'keywords';
    document.head.append(meta);
  }
  meta.content = keywords.join(',');
}

/** Runs the call; renders nothing. */
export function SeoInfo() {
  const { pathname } = useLocation();
  useEffect(() => {
    let live = true;
    postSeoInfo(browserApi(), { path: pathname }).then(
      (answer) => {
        const data = answer.data as { keywords?: unknown } | null | undefined;
        const keywords = Array.isArray(data?.keywords)
          ? data.keywords.filter((k): k is string => typeof k === 'string')
          : [];
        if (live) setKeywords(keywords);
      },
      // Without an answer the page keeps its server-rendered head.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathname]);
  return null;
}
