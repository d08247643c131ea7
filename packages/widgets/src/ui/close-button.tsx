/** @jsxImportSource preact */
import { quoteMessages } from '@renovo/core';
import type { Ref } from 'preact';

/** Props of {@link CloseButton}. */
export interface CloseButtonProps {
  onClick(): void;
  /** The icon's size in px (default 20). */
  size?: number;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Every popup's close button: `.close`, part `close`, accessible name 關閉, an × in currentColor. */
export function CloseButton({ onClick, size = 20, buttonRef }: CloseButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      class="close"
      part="close"
      aria-label={quoteMessages.close}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
      </svg>
    </button>
  );
}
