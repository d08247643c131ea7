/**
 * Whether a media query matches, following changes. The server and the first client render answer
 * `false` (the server cannot know the viewport), so hydration never mismatches; the real answer
 * comes in an effect right after.
 */
import { BREAKPOINTS } from '@renovo/core';
import { useEffect, useState } from 'react';

/** At and above the spec's md breakpoint (850 px): the desktop layout. */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

/** Below the md breakpoint: the phone layout. */
export const PHONE_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** `false` on the server and in the first render, then whether `query` matches. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
