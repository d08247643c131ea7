/**
 * The page's stylesheets (in place of React Router's `<Links />`; no route exports `links`): the
 * CSS of every matched route, from the build manifest. The server writes each file's text into
 * the document as `<style data-href>` (no render-blocking request before the first paint, ADR
 * 038); in the browser those are already there, and only a route reached by a client navigation
 * adds its files as `<link rel="stylesheet">`. Both are React stylesheet resources (`precedence`):
 * hoisted into the head, never hydrated, added once, kept across navigations.
 */

import inlineCss from 'virtual:renovo-inline-css';
import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';

/** One group for every stylesheet of the site, in the order the routes match. */
const PRECEDENCE = 'site';

/** Whether the server already wrote the stylesheet `href` into this document. */
function inlined(href: string): boolean {
  return (
    typeof document !== 'undefined' &&
    document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null
  );
}

/** The stylesheets of the matched routes. */
export function RouteStyles() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  const hrefs = [...new Set(matches.flatMap((match) => manifest?.routes[match.id]?.css ?? []))];
  return hrefs.map((href) => {
    const css = inlineCss[href];
    if (css !== undefined) {
      return (
        <style key={href} href={href} precedence={PRECEDENCE}>
          {css}
        </style>
      );
    }
    return inlined(href) ? null : <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />;
  });
}
