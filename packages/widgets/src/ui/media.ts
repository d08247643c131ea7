import { BREAKPOINTS } from '@renovo/core';
import { useEffect, useState } from 'preact/hooks';

/** Below the spec's md breakpoint (850 px) the widgets use their mobile layout. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** At and above the md breakpoint: the desktop layout (the community popup's cost preview). */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

/** Whether a media query matches, following changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(query).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
