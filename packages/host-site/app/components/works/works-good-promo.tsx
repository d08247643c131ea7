/**
 * The once-a-day works-good animation of the work detail (docs/spec/session.md#states,
 * docs/spec/platform.md#limits): a callout for the
 * represent works that slides in on the first work viewed each day. The cookie
 * `is_show_works_good_animation` marks it shown until the end of the day; the community popup
 * rule reads the same cookie (core `workDetailPopupGuard`).
 */

import { COOKIE_NAMES, type CookieJar, siteMessages, worksMessages } from '@renovo/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import './new-tag.css';
import './works-good-promo.css';

/** How long the callout stays before it slides away, ms. */
const PROMO_VISIBLE_MS = 6000;

/** The last millisecond of the local day of `now`. */
function endOfLocalDay(now: number): Date {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end;
}

/** True when today's animation has been shown (the cookie is set). */
export function worksGoodAnimationShown(cookies: CookieJar): boolean {
  return Boolean(cookies.get(COOKIE_NAMES.worksGoodAnimation));
}

/** Marks today's animation shown: the cookie ends at the end of the day. */
export function markWorksGoodAnimationShown(cookies: CookieJar, now: number): void {
  cookies.set(COOKIE_NAMES.worksGoodAnimation, '1', { expires: endOfLocalDay(now) });
}

/** Props of {@link WorksGoodPromo}. */
export interface WorksGoodPromoProps {
  /** Set by the page once it has read (and set) the cookie: show the animation now. */
  show: boolean;
}

/** The callout; rendered only on the client when today's animation is due. */
export function WorksGoodPromo({ show }: WorksGoodPromoProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!show) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), PROMO_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [show]);
  if (!visible) return null;
  return (
    <aside className="works-good-promo" aria-label={worksMessages.goodTitle}>
      <Link to="/works/good" className="works-good-promo__link">
        <span className="new-tag">{siteMessages.newTag}</span>
        <span>
          <strong>{worksMessages.goodTitle}</strong>
          <span className="works-good-promo__lead">{worksMessages.goodPromo}</span>
        </span>
      </Link>
      <button
        type="button"
        className="works-good-promo__close"
        onClick={() => setVisible(false)}
        aria-label={worksMessages.closePromo}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
