/**
 * The share tooltip (docs/spec/popups-and-header.md#screens, docs/spec/quotes.md#limits): shown above the
 * share button once the reader is past 40 % of
 * the page; on mobile (under 850 px) it hides again after 8000 ms. Core's createShareTooltip
 * keeps the rule; this only feeds it the throttled scroll position.
 */
import {
  articleMessages,
  BREAKPOINTS,
  createShareTooltip,
  type ShareTooltip,
  systemClock,
} from '@renovo/core';
import { useEffect, useState } from 'react';
import { useSignalValue } from '../../lib/use-signal-value.ts';
import { useScrollPosition } from './use-scroll-position.ts';

/** A tooltip that never shows (the server render and before the effect runs). */
const HIDDEN: Pick<ShareTooltip, 'visible'> = {
  visible: {
    value: false,
    peek: () => false,
    subscribe: () => () => {},
  } as unknown as ShareTooltip['visible'],
};

/** The bubble; renders nothing while hidden. */
export function ShareTip() {
  const [tip, setTip] = useState<ShareTooltip | null>(null);
  useEffect(() => {
    const isMobile = window.matchMedia(`(max-width: ${BREAKPOINTS.md - 0.02}px)`).matches;
    const made = createShareTooltip({ clock: systemClock, isMobile });
    setTip(made);
    return () => made.dispose();
  }, []);
  useScrollPosition((top, height) => tip?.onScroll(top, height), tip !== null);
  const visible = useSignalValue((tip ?? HIDDEN).visible, false);
  if (!visible) return null;
  return (
    <p className="share-tip" role="status">
      {articleMessages.shareTooltip}
    </p>
  );
}
