/** The article actions' icons (inline SVG, 20 px, decorative: the buttons carry the text). */

const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A star, filled when collected. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...common} aria-hidden="true" focusable="false" fill={filled ? 'currentColor' : 'none'}>
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
    </svg>
  );
}

/** A thumb up (down when `down`), filled when chosen. */
export function ThumbIcon({ down = false, filled }: { down?: boolean; filled: boolean }) {
  return (
    <svg
      {...common}
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      transform={down ? 'rotate(180)' : undefined}
    >
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm0 0 4-7a2.5 2.5 0 0 1 3 2.5V9h5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.8 20H7" />
    </svg>
  );
}

/** A share arrow. */
export function ShareIcon() {
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
    </svg>
  );
}
