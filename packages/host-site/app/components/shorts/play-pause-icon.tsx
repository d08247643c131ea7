/** The play or pause glyph of the shorts' play/pause buttons (the button names it). */
export function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {playing ? <path d="M6 4h4v16H6zm8 0h4v16h-4z" /> : <path d="M7 4v16l13-8z" />}
    </svg>
  );
}
