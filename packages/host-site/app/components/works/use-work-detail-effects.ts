/**
 * What the work detail does in the browser once shown (docs/spec/platform.md#routes-and-overlays,
 * docs/spec/session.md#states; docs/spec/popups-and-header.md#states): logs the visit
 * (POST /api/visits, once per view), runs the once-a-day works-good animation, and asks the popup
 * manager for the page's popup (page name work_detail) under the represent-work rule.
 */
import {
  createDocumentCookies,
  createPopupManager,
  createWindowLocation,
  type PopupManager,
  popupsApiOf,
  postVisit,
  systemClock,
  WORK_DETAIL_PAGE,
  workDetailPopupGuard,
} from '@renovo/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi, browserStorage } from '../../lib/browser.ts';
import { loadWidgets } from '../../lib/widgets.ts';
import type { WorkDetailData } from './work-types.ts';
import { markWorksGoodAnimationShown, worksGoodAnimationShown } from './works-good-promo.tsx';

/** What the page renders from the effects. */
export interface WorkDetailEffects {
  /** Today's works-good animation is due. */
  showPromo: boolean;
  /** The popup to show (community-valuation or normal-valuation), or null. */
  popup: string | null;
  closePopup(): void;
}

/** Runs the work detail's browser effects for one work. */
export function useWorkDetailEffects(
  work: Pick<WorkDetailData, 'id' | 'is_represent_work'>,
): WorkDetailEffects {
  const [showPromo, setShowPromo] = useState(false);
  const [popup, setPopup] = useState<string | null>(null);
  const manager = useRef<PopupManager | null>(null);
  const logged = useRef<number | null>(null);

  useEffect(() => {
    // One visit per view of a work (React's development double effects must not count twice).
    if (logged.current === work.id) return;
    logged.current = work.id;
    postVisit(
      browserApi(),
      { source_type: 'work', source_id: work.id },
      { idempotencyKey: crypto.randomUUID() },
    ).catch(() => undefined);
  }, [work.id]);

  useEffect(() => {
    let live = true;
    const cookies = createDocumentCookies();
    // The popup rule reads the flag as it was when the page opened.
    const animationFlag = worksGoodAnimationShown(cookies);
    if (!animationFlag) {
      markWorksGoodAnimationShown(cookies, Date.now());
      setShowPromo(true);
    }
    const popups = createPopupManager({
      api: popupsApiOf(browserApi()),
      storage: browserStorage(),
      location: createWindowLocation(),
      clock: systemClock,
    });
    manager.current = popups;
    const canShow = workDetailPopupGuard({ isRepresentWork: work.is_represent_work, animationFlag });
    void popups.load(WORK_DETAIL_PAGE, { canShow }).then(async (name) => {
      if (!name || !live) return;
      // Without the widgets' code (a dropped network) the automatic popup is not shown.
      if (
        !(await loadWidgets().then(
          () => true,
          () => false,
        ))
      )
        return;
      if (live) setPopup(name);
    });
    return () => {
      live = false;
      setPopup(null);
    };
  }, [work.is_represent_work]);

  const closePopup = useCallback(() => {
    manager.current?.close();
    setPopup(null);
  }, []);

  return { showPromo, popup, closePopup };
}
