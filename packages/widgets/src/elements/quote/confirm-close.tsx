/** @jsxImportSource preact */
/**
 * The confirm-close page (docs/spec/popups-and-header.md#screens): why to look at a quote first, the five
 * warnings, and the two
 * buttons 關閉報價功能 and 再想想. A chunk of its own (see quote-view.tsx): the form does not need
 * it to be interactive. It adopts its CSS into the popup's shadow root when it first shows.
 */
import { confirmCloseMessages } from '@renovo/core';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { adoptStyles } from '../../internal/adopt-styles.ts';
import { confirmCloseStyles } from './confirm-close.styles.ts';

/** Shadow roots that already hold the page's CSS. */
const styled = new WeakSet<Node>();

/** The page; `titleId` labels the dialog while it shows. Focus starts on 再想想, the safe choice. */
export function ConfirmClose({
  titleId,
  onCloseFeature,
  onThinkAgain,
}: {
  titleId: string;
  onCloseFeature(): void;
  onThinkAgain(): void;
}) {
  const t = confirmCloseMessages;
  const page = useRef<HTMLDivElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const root = page.current?.getRootNode();
    if (root instanceof ShadowRoot && !styled.has(root)) {
      styled.add(root);
      adoptStyles(root, confirmCloseStyles);
    }
  }, []);
  useEffect(() => again.current?.focus(), []);
  return (
    <div ref={page} class="confirm" part="confirm">
      <h2 id={titleId} class="confirm-title" part="title">
        {t.title}
      </h2>
      <p class="confirm-lead">{t.lead}</p>
      <ul class="reasons" part="reasons">
        {t.reasons.map((reason) => (
          <li key={reason} class="reason">
            <svg class="warn" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M10 1.5 19 18H1L10 1.5z" fill="currentColor" />
              <path d="M10 7.5v5M10 14.6v.1" stroke="#fff" stroke-width="1.8" stroke-linecap="round" />
            </svg>
            <span>{reason}</span>
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" class="button secondary" part="close-feature" onClick={onCloseFeature}>
          {t.closeFeature}
        </button>
        <button type="button" class="button primary" part="think-again" ref={again} onClick={onThinkAgain}>
          {t.thinkAgain}
        </button>
      </div>
    </div>
  );
}
