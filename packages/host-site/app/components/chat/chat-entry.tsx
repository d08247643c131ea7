/**
 * The chat entry (doc 1 §7: the IM welcome, the IM registration and the decoration robot): a
 * 線上諮詢 button in the footer. Its panel's code is a chunk of its own, fetched on the first
 * press, so the content pages carry none of it at first paint.
 */
import { chatMessages } from '@renovo/core';
import { lazy, Suspense, useState } from 'react';

const ChatPanel = lazy(() => import('./chat-panel.tsx'));

/** The button and, once pressed, the panel. */
export function ChatEntry() {
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
        {chatMessages.open}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
