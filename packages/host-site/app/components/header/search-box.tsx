/**
 * The header search box (docs/spec/popups-and-header.md#screens, docs/spec/popups-and-header.md#states): the
 * suggested keywords rotate vertically every 3000 ms,
 * one per view, looping, and keep rotating whatever the visitor does; activating the box opens
 * /search with the keyword shown.
 */
import { HEADER, siteMessages } from '@renovo/core';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HEADER_TRACKING, searchHref } from '../../lib/nav.ts';
import { trackHeaderClick } from './track.ts';

/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  keywords: readonly string[];
}

/** The rotating search box. */
export function SearchBox({ keywords }: SearchBoxProps) {
  // index runs to keywords.length (a copy of the first keyword), then jumps back to 0 unanimated.
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  useEffect(() => {
    if (keywords.length < 2) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setIndex((i) => (i >= keywords.length ? 1 : i + 1));
    }, HEADER.keywordRotateMs);
    return () => clearInterval(timer);
  }, [keywords.length]);
  useEffect(() => {
    if (index !== keywords.length || keywords.length < 2) return;
    const reset = setTimeout(() => {
      setAnimate(false);
      setIndex(0);
    }, 400);
    return () => clearTimeout(reset);
  }, [index, keywords.length]);

  const current = keywords.length > 0 ? (keywords[index % keywords.length] ?? '') : '';
  const href = current ? searchHref(current, HEADER_TRACKING) : '/search';
  const slides = keywords.length > 1 ? [...keywords, keywords[0] ?? ''] : keywords;
  return (
    <Link
      to={href}
      className="search-box"
      style={{ '--renovo-search-height': `${HEADER.searchBoxHeightPx}px` } as CSSProperties}
      // Its name holds the words it shows (WCAG 2.5.3): the keyword, or with none (a site without
      // content yet) the placeholder.
      aria-label={current ? `${siteMessages.search}：${current}` : siteMessages.searchPlaceholder}
      onClick={() => trackHeaderClick(current || siteMessages.search)}
    >
      <svg className="search-box__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="search-box__window" aria-hidden="true">
        {slides.length === 0 ? (
          <span className="search-box__keyword">{siteMessages.searchPlaceholder}</span>
        ) : (
          <span
            className="search-box__track"
            style={{
              transform: `translateY(${-index * HEADER.searchBoxHeightPx}px)`,
              transition: animate ? undefined : 'none',
            }}
          >
            {slides.map((keyword, i) => (
              // Keywords may repeat (the loop copy): the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              <span className="search-box__keyword" key={i}>
                {keyword}
              </span>
            ))}
          </span>
        )}
      </span>
    </Link>
  );
}
