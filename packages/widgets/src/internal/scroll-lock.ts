/**
 * Stops the page behind an open dialog from scrolling, iOS Safari included (where
 * `overflow: hidden` alone is ignored, the body is pinned with `position: fixed` at the current
 * offset and restored on unlock). Nested locks are counted.
 */
let locks = 0;
let saved: { overflow: string; position: string; top: string; width: string; scrollY: number } | null = null;

/** Locks page scrolling; returns the matching unlock function (safe to call twice). */
export function lockPageScroll(doc: Document = document): () => void {
  if (locks++ === 0) {
    const body = doc.body;
    const win = doc.defaultView ?? window;
    saved = {
      overflow: doc.documentElement.style.overflow,
      position: body.style.position,
      top: body.style.top,
      width: body.style.width,
      scrollY: win.scrollY,
    };
    doc.documentElement.style.overflow = 'hidden';
    body.style.position = 'fixed';
    body.style.top = `-${saved.scrollY}px`;
    body.style.width = '100%';
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0 && saved) {
      const body = doc.body;
      doc.documentElement.style.overflow = saved.overflow;
      body.style.position = saved.position;
      body.style.top = saved.top;
      body.style.width = saved.width;
      (doc.defaultView ?? window).scrollTo(0, saved.scrollY);
      saved = null;
    }
  };
}
