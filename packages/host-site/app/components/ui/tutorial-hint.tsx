/**
 * The tutorial overlay (docs/spec/platform.md#limits: buttons 瞭解了 and 立即體驗): a first-visit hint next to the
 * control it explains, shown once per browser. 瞭解了 closes it, 立即體驗 closes it and runs the
 * control's action; both remember it (local storage through `browserStorage()`: blocked storage
 * means it is remembered for the page's life only, and the page never breaks). It opens after
 * hydration, floats over the page (no layout shift) and does not block the rest of the page.
 */
import { markTutorialSeen, tutorialDue, tutorialMessages } from '@renovo/core';
import { useEffect, useId, useState } from 'react';
import { browserStorage } from '../../lib/browser.ts';
import { usePressGuard } from '../../lib/use-press-guard.ts';
import './tutorial-hint.css';

/** Props of {@link TutorialHint}. */
export interface TutorialHintProps {
  /** Which tutorial (remembered under this name). */
  name: string;
  title: string;
  body: string;
  /** 立即體驗's action. */
  onTry(): void;
}

/** The hint, once. */
export function TutorialHint({ name, title, body, onTry }: TutorialHintProps) {
  // Unknown until the browser's storage was read (after hydration); then open or seen.
  const [state, setState] = useState<'unknown' | 'open' | 'seen'>('unknown');
  const id = useId();
  const guard = usePressGuard();

  useEffect(() => {
    setState(tutorialDue(browserStorage(), name) ? 'open' : 'seen');
  }, [name]);

  // A seen tutorial leaves a hidden mark, so a test can tell "seen" from "not read yet".
  if (state !== 'open') return state === 'seen' ? <span hidden data-tutorial-seen={name} /> : null;
  const close = (tryIt: boolean) => {
    if (!guard()) return;
    markTutorialSeen(browserStorage(), name);
    setState('seen');
    if (tryIt) onTry();
  };
  return (
    <div
      className="tutorial-hint"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
    >
      <p id={`${id}-title`} className="tutorial-hint__title">
        {title}
      </p>
      <p id={`${id}-body`} className="tutorial-hint__body">
        {body}
      </p>
      <div className="tutorial-hint__actions">
        <button
          type="button"
          className="button button--ghost tutorial-hint__button"
          onClick={() => close(false)}
        >
          {tutorialMessages.understood}
        </button>
        <button type="button" className="button tutorial-hint__button" onClick={() => close(true)}>
          {tutorialMessages.tryNow}
        </button>
      </div>
    </div>
  );
}
