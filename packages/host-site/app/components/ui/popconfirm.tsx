/**
 * The popconfirm (docs/spec/platform.md#limits: width 230, hide after 200 ms): a small yes/no bubble next to
 * the
 * control that asks it, for actions that take something away (removing a favourite). The trigger
 * opens it and moves focus to 取消 (the harmless answer); 确定 confirms, 取消, Escape or a press
 * outside cancel; either way it fades and is gone 200 ms later, and focus returns to the trigger
 * when it is still on the page. Both its buttons carry the 300 ms press guard.
 */
import { createDelayedHide, type DelayedHide, modalMessages, POPCONFIRM, systemClock } from '@renovo/core';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { usePressGuard } from '../../lib/use-press-guard.ts';
import './popconfirm.css';

/** Props of {@link Popconfirm}. */
export interface PopconfirmProps {
  /** The question. */
  title: string;
  /** The trigger's class and content. */
  className?: string;
  children: ReactNode;
  busy?: boolean;
  onConfirm(): void;
}

/** A trigger button and its yes/no bubble. */
export function Popconfirm({ title, className, children, busy, onConfirm }: PopconfirmProps) {
  const [state, setState] = useState<'closed' | 'open' | 'closing'>('closed');
  // Opens towards the end of the line when 230 px from the trigger's start would leave the page.
  const [alignEnd, setAlignEnd] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const hide = useRef<DelayedHide | null>(null);
  // Answered already (until opened again): a second answer in the same opening does nothing.
  const answered = useRef(true);
  // One guard per button: a confirm right after opening is not a repeat of the opening press.
  const openGuard = usePressGuard();
  const confirmGuard = usePressGuard();

  hide.current ??= createDelayedHide(() => setState('closed'), { clock: systemClock });
  useEffect(() => () => hide.current?.cancel(), []);

  const answer = (confirmed: boolean) => {
    if (answered.current) return;
    answered.current = true;
    setState('closing');
    hide.current?.schedule();
    if (trigger.current?.isConnected) trigger.current.focus();
    if (confirmed) onConfirm();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `answer` only reads refs
  useEffect(() => {
    if (state !== 'open') return;
    cancelButton.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) answer(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [state]);

  return (
    <span className="popconfirm" ref={root}>
      <button
        ref={trigger}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={state === 'open'}
        aria-controls={state === 'closed' ? undefined : id}
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy || !openGuard()) return;
          hide.current?.cancel();
          answered.current = false;
          const left = root.current?.getBoundingClientRect().left ?? 0;
          setAlignEnd(left + POPCONFIRM.width > document.documentElement.clientWidth - 8);
          setState('open');
        }}
      >
        {children}
      </button>
      {state === 'closed' ? null : (
        <div
          id={id}
          className={`popconfirm__bubble${alignEnd ? ' is-end' : ''}${state === 'closing' ? ' is-closing' : ''}`}
          role="dialog"
          aria-labelledby={`${id}-title`}
          style={{ width: POPCONFIRM.width }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              answer(false);
            }
          }}
        >
          <p id={`${id}-title`} className="popconfirm__title">
            {title}
          </p>
          <div className="popconfirm__actions">
            <button
              ref={cancelButton}
              type="button"
              className="button button--ghost popconfirm__button"
              onClick={() => answer(false)}
            >
              {modalMessages.cancel}
            </button>
            <button
              type="button"
              className="button popconfirm__button"
              onClick={() => {
                if (confirmGuard()) answer(true);
              }}
            >
              {modalMessages.ok}
            </button>
          </div>
        </div>
      )}
    </span>
  );
}
