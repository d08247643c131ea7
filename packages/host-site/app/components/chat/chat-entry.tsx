/**
 * The chat entry (docs/spec/platform.md#calls: the IM welcome, the IM registration and the decoration robot):
 * a
 * 線上諮詢 button in the footer (and 詢問裝修小幫手 on a quote's result page). Its panel's code is a chunk of its own, fetched on the first
 * press, so the content pages carry none of it at first paint.
 */
import { chatMessages } from '@renovo/core';
import { lazy, Suspense, useState } from 'react';

const ChatPanel = lazy(() => import('./chat-panel.tsx'));

/** Props of {@link ChatEntry}. */
export interface ChatEntryProps {
  /** The button's text (default 線上諮詢). */
  label?: string;
  /** Robot messages the page already has (a quote's), shown before the robot's opening ones. */
  robot?: readonly string[];
}

/** The button and, once pressed, the panel. */
export function ChatEntry({ label = chatMessages.open, robot = [] }: ChatEntryProps) {
  const [open, setOpen] = useState(false);
  // Mounted on the first press and kept, so a reopened panel keeps its conversation.
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button chat-entry"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} robot={robot} />
        </Suspense>
      ) : null}
    </>
  );
}
