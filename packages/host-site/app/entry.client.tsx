/**
 * The browser entry: hydrates the server-rendered document with React Router, once the browser
 * has painted it. Hydration is a long task on a phone; started before the first frame, it holds
 * back the paint of a page that is already complete in the HTML. Hidden tabs (no frames) hydrate
 * at once. The inline stylesheets are named to the loader of dynamic imports first
 * (lib/inlined-stylesheets.ts).
 */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nameInlinedStylesheets } from './lib/inlined-stylesheets.ts';

/** Runs `task` after the next frame is painted (at once in a hidden tab, which paints none). */
function afterNextPaint(task: () => void): void {
  if (document.visibilityState !== 'visible') {
    setTimeout(task, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(task, 0));
}

nameInlinedStylesheets();

afterNextPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
